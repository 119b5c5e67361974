import Foundation

/// The `EquatableTuple<CodableInput>` context of
/// `MockFileManager.contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
///
/// Keys and options are encoded as their raw values and described as themselves: the same
/// input their `Codable` conformance gives once a test declares it, as the saltzmanjoelh/mocking
/// README has its users do, without this module declaring a conformance that would clash with the
/// test's.
enum DirectoryListingContext {
    static func encode(
        _ url: URL, _ keys: [URLResourceKey]?, _ mask: FileManager.DirectoryEnumerationOptions
    ) throws -> EquatableTuple<CodableInput> {
        EquatableTuple([
            try CodableInput(url), try CodableInput(keys.map(RawValues.init)),
            try CodableInput(RawValues(mask)),
        ])
    }

    static func decode(_ tuple: EquatableTuple<CodableInput>) throws -> (
        URL, [URLResourceKey]?, FileManager.DirectoryEnumerationOptions
    ) {
        guard tuple.inputs.count == 3 else {
            throw MalformedContext(expected: "a URL, keys and options", tuple: tuple.description)
        }
        let url: URL = try tuple.inputs[0].decode()
        let keys: [String]? = try tuple.inputs[1].decode()
        let mask: UInt = try tuple.inputs[2].decode()
        return (
            url, keys?.map(URLResourceKey.init(rawValue:)),
            FileManager.DirectoryEnumerationOptions(rawValue: mask)
        )
    }
}

/// The `EquatableTuple<CodableInput>` context of
/// `MockFileManager.createDirectory(at:withIntermediateDirectories:attributes:)`: the URL, whether
/// to create intermediate directories, and the attributes, as ``AttributesInput`` records them.
enum DirectoryCreationContext {
    static func encode(
        _ url: URL, _ createIntermediates: Bool, _ attributes: [FileAttributeKey: Any]?
    ) -> EquatableTuple<CodableInput> {
        EquatableTuple([
            CodableInput(encoding: url), CodableInput(encoding: createIntermediates),
            AttributesInput.encode(attributes),
        ])
    }

    static func decode(_ tuple: EquatableTuple<CodableInput>) throws -> (
        URL, Bool, [FileAttributeKey: Any]?
    ) {
        guard tuple.inputs.count == 3 else {
            throw MalformedContext(
                expected: "a URL, whether to create intermediates, and attributes",
                tuple: tuple.description)
        }
        let url: URL = try tuple.inputs[0].decode()
        let createIntermediates: Bool = try tuple.inputs[1].decode()
        return (url, createIntermediates, try AttributesInput.decode(tuple.inputs[2]))
    }
}

/// The `EquatableTuple<CodableInput>` context of
/// `MockFileManager.mountedVolumeURLs(includingResourceValuesForKeys:options:)`: the keys and the
/// options, encoded as their raw values like the keys of ``DirectoryListingContext``.
enum VolumeListingContext {
    static func encode(_ keys: [URLResourceKey]?, _ options: FileManager.VolumeEnumerationOptions)
        -> EquatableTuple<CodableInput>
    {
        EquatableTuple([
            CodableInput(encoding: keys.map(RawValues.init)),
            CodableInput(encoding: RawValues(options)),
        ])
    }

    static func decode(_ tuple: EquatableTuple<CodableInput>) throws -> (
        [URLResourceKey]?, FileManager.VolumeEnumerationOptions
    ) {
        guard tuple.inputs.count == 2 else {
            throw MalformedContext(expected: "keys and options", tuple: tuple.description)
        }
        let keys: [String]? = try tuple.inputs[0].decode()
        let options: UInt = try tuple.inputs[1].decode()
        return (
            keys?.map(URLResourceKey.init(rawValue:)),
            FileManager.VolumeEnumerationOptions(rawValue: options)
        )
    }
}

/// An attributes dictionary in a `CodableInput`, in a form JSON holds and a person reads: a
/// `Date` as its ISO 8601 text, a string-backed value such as a `FileAttributeType` as its raw
/// value, a collection JSON cannot hold as what JSON cannot hold in it, and any other value JSON
/// cannot hold as its description. Recording attributes never throws.
enum AttributesInput {
    /// The keys whose values are dates, which ``decode(_:)`` turns back into dates.
    static let dateKeys: Set<FileAttributeKey> = [.creationDate, .modificationDate]

    private static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    static func encode(_ attributes: [FileAttributeKey: Any]?) -> CodableInput {
        guard let attributes else { return CodableInput(encoding: [String: String]?.none) }
        let readable = attributes.mapValues(readable)
        return (try? CodableInput(anyValue: readable)) ?? CodableInput(describing: readable)
    }

    /// The attributes of an input ``encode(_:)`` made, with their dates: to the millisecond, as
    /// their text keeps them.
    static func decode(_ input: CodableInput) throws -> [FileAttributeKey: Any]? {
        guard let decoded = try input.decode() else { return nil }
        guard let attributes = decoded as? [String: Any] else {
            throw MalformedContext(expected: "attributes", tuple: input.description)
        }
        var decodedAttributes: [FileAttributeKey: Any] = [:]
        for (name, value) in attributes {
            let key = FileAttributeKey(rawValue: name)
            if dateKeys.contains(key), let text = value as? String,
                let date = try? dateFormat.parse(text)
            {
                decodedAttributes[key] = date
            } else {
                decodedAttributes[key] = value
            }
        }
        return decodedAttributes
    }

    /// `value`, or a readable form of it that JSON holds.
    private static func readable(_ value: Any) -> Any {
        let problem: any Error
        do {
            _ = try CodableInput(anyValue: value)
            return value
        } catch {
            problem = error
        }
        if let date = value as? Date {
            return date.formatted(dateFormat)
        }
        if let rawRepresentable = value as? any RawRepresentable,
            (try? CodableInput(anyValue: rawRepresentable.rawValue)) != nil
        {
            return rawRepresentable.rawValue
        }
        // A collection may contain itself, or nest too deep to describe: the problem names it.
        if value is any Sequence, case EncodingError.invalidValue(_, let context) = problem {
            return context.debugDescription
        }
        return String(describing: value)
    }
}

extension CodableInput {
    /// `value` encoded, or, should JSON not hold it, its description: never throws.
    init<Value: Encodable>(encoding value: Value) {
        self = (try? CodableInput(value)) ?? CodableInput(describing: value)
    }
}

/// The `EquatableTuple<URL>` context of `MockFileManager.copyItem(at:to:)`.
enum URLPairContext {
    static func decode(_ tuple: EquatableTuple<URL>) throws -> (URL, URL) {
        guard tuple.inputs.count == 2 else {
            throw MalformedContext(
                expected: "a source and a destination URL", tuple: tuple.description)
        }
        return (tuple.inputs[0], tuple.inputs[1])
    }
}

/// The error a default loader throws when a test calls a mock with a context it cannot take
/// apart.
struct MalformedContext: Error, CustomStringConvertible {
    let expected: String
    let tuple: String

    var description: String {
        "Expected a context holding \(expected), but the mock was called with \(tuple)."
    }
}

/// Values that encode as their raw values, as `RawRepresentable` types do once `Codable`, and
/// describe themselves as the values do.
struct RawValues<Value>: Encodable, CustomStringConvertible {
    private let value: Value
    private let rawValue: any Encodable

    init<Element: RawRepresentable>(_ elements: [Element])
    where Value == [Element], Element.RawValue: Encodable {
        value = elements
        rawValue = elements.map(\.rawValue)
    }

    init(_ value: Value) where Value: RawRepresentable, Value.RawValue: Encodable {
        self.value = value
        rawValue = value.rawValue
    }

    func encode(to encoder: any Encoder) throws {
        try rawValue.encode(to: encoder)
    }

    var description: String { String(describing: value) }
}
