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
/// An input holds its value encoded as `JSONEncoder` encodes it, as a tree in memory rather than
/// as text. Two inputs are equal when their encodings are equal. ``decode()->Value`` turns an input
/// back into its value inside a loader.
public struct CodableInput: Sendable, CustomStringConvertible {
    /// The encoded value.
    let json: JSONValue

    /// The description of the value, or the value itself to describe when asked.
    private let describedValue: DescribedValue

    private enum DescribedValue {
        case text(String)
        case value(any Sendable)
    }

    /// The value encoded as JSON, as `JSONEncoder` with `.sortedKeys` encodes it, so that equal
    /// values give equal data.
    ///
    /// Each read writes the JSON anew.
    public var data: Data {
        JSONValueSerializer.data(for: json)
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
        json = try JSONValueEncoder.encode(value)
        describedValue = .text(describeUnwrapped(value))
    }

    /// Encodes `value`, which is described only when ``description`` is read.
    ///
    /// Describing a value takes longer than encoding it, and a description is needed only when a
    /// verification fails. A class instance, which may change, is described at once.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError` if `value` cannot be encoded as JSON.
    public init<Value: Encodable & Sendable>(_ value: Value) throws {
        json = try JSONValueEncoder.encode(value)
        describedValue =
            Value.self is AnyObject.Type ? .text(describeUnwrapped(value)) : .value(value)
    }

    /// Encodes a JSON-compatible value: `nil`, `NSNull`, strings, numbers, booleans, and arrays or
    /// dictionaries of them, whose keys are strings or string-backed types such as
    /// `FileAttributeKey`.
    ///
    /// A value encodes as the same value does with `init(_:)`: `CodableInput(anyValue: ["a": 1])`
    /// equals `CodableInput(["a": 1])`. So numbers are written as `JSONEncoder` writes them, and
    /// keys are sorted by their UTF-8 bytes, which is not how `JSONSerialization` sorts them.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError.invalidValue` naming the value if JSON cannot hold it, such as a
    ///   `Date` inside a dictionary or an infinite number.
    public init(anyValue value: Any?) throws {
        json = try JSONValue(anyValue: value)
        describedValue = .text(describeUnwrapped(value))
    }

    /// Decodes the input as a `Value`, as `JSONDecoder` decodes the input's ``data``.
    ///
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` if the input does not hold a `Value`.
    public func decode<Value: Decodable>() throws -> Value {
        try JSONValueDecoder.decode(Value.self, from: json)
    }

    /// Decodes the input as a JSON-compatible value: `nil`, or a string, number, boolean, array
    /// or dictionary, as `JSONSerialization` reads the input's ``data``.
    ///
    /// - Returns: The decoded value, or `nil` for JSON `null`.
    /// - Throws: An error if a number cannot be held by any number type.
    public func decode() throws -> Any? {
        if case .null = json {
            return nil
        }
        return try json.foundationObject()
    }
}

extension CodableInput: Equatable {
    /// Returns whether the two inputs have equal ``data``.
    public static func == (lhs: CodableInput, rhs: CodableInput) -> Bool {
        lhs.json == rhs.json
    }
}

extension CodableInput: Hashable {
    /// Hashes the input's encoded value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(json)
    }
}

extension CodableInput: Codable {
    /// Decodes an input saved with ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let data = try container.decode(Data.self, forKey: .data)
        json = try JSONValueParser.value(from: data, at: container.codingPath + [CodingKeys.data])
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
