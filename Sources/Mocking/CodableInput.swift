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
/// Two inputs are equal when their encodings are equal. ``decode()->Value`` turns an input back into
/// its value inside a loader.
public struct CodableInput: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The value encoded as JSON, with sorted keys so that equal values give equal data.
    public let data: Data

    /// A description of the value: `nil` for `nil`, and `x` for `Optional("x")`.
    public let description: String

    /// Encodes `value`.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError` if `value` cannot be encoded as JSON.
    public init<Value: Encodable>(_ value: Value) throws {
        data = try Self.encoder.encode(value)
        description = describeUnwrapped(value)
    }

    /// Encodes a JSON-compatible value: `nil`, `NSNull`, strings, numbers, booleans, and arrays or
    /// dictionaries of them, whose keys are strings or string-backed types such as
    /// `FileAttributeKey`.
    ///
    /// - Parameter value: The argument to wrap.
    /// - Throws: `EncodingError.invalidValue` naming the value if JSON cannot hold it, such as a
    ///   `Date` inside a dictionary.
    public init(anyValue value: Any?) throws {
        guard let value = unwrapped(value) else {
            data = Data("null".utf8)
            description = "nil"
            return
        }
        let object = try jsonObject(from: value, path: [])
        data = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
        description = String(describing: value)
    }

    /// Decodes the input as a `Value`.
    ///
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError` if the input does not hold a `Value`.
    public func decode<Value: Decodable>() throws -> Value {
        try JSONDecoder().decode(Value.self, from: data)
    }

    /// Decodes the input as a JSON-compatible value: `nil`, or a string, number, boolean, array
    /// or dictionary.
    ///
    /// - Returns: The decoded value, or `nil` for JSON `null`.
    /// - Throws: An error if the data is not JSON.
    public func decode() throws -> Any? {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return object is NSNull ? nil : object
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}

extension CodableInput: Codable {
    /// Decodes an input saved with ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decode(Data.self, forKey: .data)
        description = try container.decode(String.self, forKey: .description)
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

/// `value` without any `Optional` layers, or `nil` if one of them is `nil`.
private func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
}

/// Describes `value` without its `Optional` layers.
private func describeUnwrapped(_ value: Any) -> String {
    unwrapped(value).map { String(describing: $0) } ?? "nil"
}

private struct JSONPathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Converts a JSON-compatible value into the objects `JSONSerialization` accepts, or throws an
/// error naming the first value that JSON cannot hold.
private func jsonObject(from value: Any?, path: [any CodingKey]) throws -> Any {
    guard let value = unwrapped(value) else { return NSNull() }
    switch value {
    case is NSNull, is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt,
        is UInt8, is UInt16, is UInt32, is UInt64, is Double, is Float:
        return value
    case let array as [Any?]:
        return try array.enumerated().map { index, element in
            try jsonObject(from: element, path: path + [JSONPathKey(intValue: index)])
        }
    case let dictionary as [AnyHashable: Any?]:
        var object: [String: Any] = [:]
        for (key, element) in dictionary {
            guard let name = jsonKey(key) else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: path,
                        debugDescription:
                            "JSON object keys must be strings, but \(key) is a \(type(of: key.base))."
                    ))
            }
            object[name] = try jsonObject(
                from: element, path: path + [JSONPathKey(stringValue: name)])
        }
        return object
    default:
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription:
                    "JSON cannot hold \(value) of type \(type(of: value)); wrap it with CodableInput(_:) if it is Encodable."
            ))
    }
}

/// The string for a dictionary key: a string, or the raw value of a string-backed type.
private func jsonKey(_ key: AnyHashable) -> String? {
    if let string = key.base as? String { return string }
    if let rawRepresentable = key.base as? any RawRepresentable,
        let string = rawRepresentable.rawValue as? String
    {
        return string
    }
    return nil
}
