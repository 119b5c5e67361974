import Foundation

/// The `EquatableTuple<CodableInput>` context of
/// `MockFileManager.contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
///
/// Keys and options are encoded as their raw values and described as themselves: the same
/// input their `Codable` conformance gives once a test declares it, as the seed's README does,
/// without this module declaring a conformance that would clash with the test's.
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
