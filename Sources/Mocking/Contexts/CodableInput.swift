import Foundation

/// One argument of any `Codable` or JSON-compatible type, encoded so that arguments of different
/// types can share one ``EquatableTuple`` context.
///
/// ```swift
/// func contentsOfDirectory(
///     at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
///     options mask: FileManager.DirectoryEnumerationOptions = []
/// ) throws -> [URL] {
///     let context = EquatableTuple([
///         try CodableInput(url), try CodableInput(keys), try CodableInput(mask),
///     ])
///     return try $contentsOfDirectoryAtUrlMock.getValue(context)
/// }
/// ```
///
/// An input holds its value encoded as JSON by `JSONEncoder`, keys sorted. Two inputs are equal
/// when their encodings are equal. ``decode()->Value`` turns an input back into its value inside
/// a loader.
///
/// Each input costs an encoding, a few microseconds: a typed tuple context such as
/// `(URL, [URLResourceKey]?)` records the arguments themselves, and is the faster choice for mocks
/// you write.
public struct CodableInput: Sendable, CustomStringConvertible {
    /// The value encoded as JSON, as `JSONEncoder` with `.sortedKeys` encodes it, so that equal
    /// values give equal data.
    public let data: Data

    /// The description of the value, or the value itself to describe when asked.
    private let describedValue: DescribedValue

    private enum DescribedValue {
        case text(String)
        case value(any Sendable)
    }

    /// A description of the value: `nil` for `nil`, and `x` for `Optional("x")`.
    public var description: String {
        switch describedValue {
        case .text(let text): text
        case .value(let value): describeUnwrapped(value)
        }
    }

    /// Encodes `value`, and describes it at once, as it may change later.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError` if `value` cannot be encoded as JSON.
    public init<Value: Encodable>(_ value: Value) throws {
        data = try Self.encoder.encode(value)
        describedValue = .text(describeUnwrapped(value))
    }

    /// Encodes `value`, which is described only when ``description`` is read.
    ///
    /// Describing a value can take longer than encoding it, and a description is needed only
    /// when a verification fails. A class instance, which may change, is described at once.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError` if `value` cannot be encoded as JSON.
    public init<Value: Encodable & Sendable>(_ value: Value) throws {
        data = try Self.encoder.encode(value)
        describedValue =
            Value.self is AnyObject.Type ? .text(describeUnwrapped(value)) : .value(value)
    }

    /// Encodes a JSON-compatible value: `nil`, `NSNull`, strings, numbers (`Decimal` too),
    /// booleans, and arrays or dictionaries of them, whose keys are strings or string-backed
    /// types such as `FileAttributeKey`.
    ///
    /// A value encodes as the same value does with `init(_:)`: `CodableInput(anyValue: ["a": 1])`
    /// equals `CodableInput(["a": 1])`.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError.invalidValue` naming the first value JSON cannot hold and where it
    ///   is, such as a `Date` inside a dictionary, an infinite number, a key that is not a string,
    ///   an array that contains itself, or arrays or dictionaries nested more than 128 deep.
    public init(anyValue value: Any?) throws {
        data = try Self.encoder.encode(AnyValue(checking: value))
        describedValue = .text(describeUnwrapped(value))
    }

    /// An input of the description of `value`, as a JSON string, for a value JSON cannot hold:
    /// it never throws.
    package init(describing value: Any?) {
        let text = describeUnwrapped(value)
        data = (try? Self.encoder.encode(text)) ?? Data("null".utf8)
        describedValue = .text(text)
    }

    /// Decodes the input as a `Value`, with `JSONDecoder`.
    ///
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` if the input does not hold a `Value`.
    public func decode<Value: Decodable>() throws -> Value {
        try JSONDecoder().decode(Value.self, from: data)
    }

    /// Decodes the input as a JSON-compatible value, with `JSONSerialization`: `nil`, or a
    /// string, number, boolean, array or dictionary.
    ///
    /// - Returns: The decoded value, or `nil` for JSON `null`.
    /// - Throws: An error if `JSONSerialization` cannot read the data.
    public func decode() throws -> Any? {
        let object = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        return object is NSNull ? nil : object
    }

    /// The `JSONEncoder` of every input: it sorts keys, so that equal values give equal data.
    ///
    /// One encoder serves every thread and every nested call: `JSONEncoder` is `Sendable`, and
    /// `encode(_:)` reads its options, then writes into an encoder of its own for each value. The
    /// options are set here, once. An encoder for each value would cost two allocations more.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()
}

extension CodableInput: Equatable {
    /// Returns whether the two inputs have equal ``data``.
    public static func == (lhs: CodableInput, rhs: CodableInput) -> Bool {
        lhs.data == rhs.data
    }
}

extension CodableInput: Hashable {
    /// Hashes the input's ``data``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(data)
    }
}

extension CodableInput: Codable {
    /// Decodes an input saved with ``encode(to:)``, its data as it was saved.
    ///
    /// - Throws: `DecodingError.dataCorrupted` if the saved data is not JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decode(Data.self, forKey: .data)
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.data],
                    debugDescription: "The saved data is not JSON.", underlyingError: error))
        }
        describedValue = .text(try container.decode(String.self, forKey: .description))
    }

    /// Encodes the input's data and description.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(data, forKey: .data)
        try container.encode(description, forKey: .description)
    }

    private enum CodingKeys: String, CodingKey {
        case data
        case description
    }
}

/// Describes `value` without its `Optional` layers.
private func describeUnwrapped(_ value: Any?) -> String {
    unwrapped(value).map { String(describing: $0) } ?? "nil"
}
