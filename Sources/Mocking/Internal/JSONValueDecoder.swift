import Foundation

/// Decodes a `Decodable` value from a ``JSONValue``, as `JSONDecoder` with its default strategies
/// decodes it from JSON, with the same kinds of `DecodingError`.
///
/// Each composite value gets a decoder of its own, whose coding path is its parent's plus a key.
final class JSONValueDecoder: Decoder {
    private let value: JSONValue
    private let parent: JSONValueDecoder?
    private let key: (any CodingKey)?

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var decoder: JSONValueDecoder? = self
        while let current = decoder {
            if let key = current.key {
                path.append(key)
            }
            decoder = current.parent
        }
        return path.reversed()
    }

    private init(value: JSONValue, parent: JSONValueDecoder?, key: (any CodingKey)?) {
        self.value = value
        self.parent = parent
        self.key = key
    }

    /// Decodes a `Value` from `value` as `JSONDecoder` would.
    ///
    /// - Throws: `DecodingError` if `value` does not hold a `Value`, and any error `Value` throws.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from value: JSONValue
    ) throws -> Value {
        try decode(type, from: value, parent: nil, key: nil)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members):
            return KeyedDecodingContainer(KeyedContainer(decoder: self, members: members))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "Cannot get keyed decoding container -- found null value instead"
                ))
        default:
            throw DecodingError.typeMismatch([String: Any].self, found: value, at: codingPath)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return UnkeyedContainer(decoder: self, elements: elements)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw DecodingError.typeMismatch([Any].self, found: value, at: codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// The coding path of a value at `key` in this decoder's container.
    fileprivate func codingPath(appending key: (any CodingKey)?) -> [any CodingKey] {
        guard let key else { return codingPath }
        return codingPath + [key]
    }

    /// A decoder for `value`, which sits at `key` in this decoder's container.
    fileprivate func childDecoder(for value: JSONValue, at key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value: value, parent: self, key: key)
    }

    /// Decodes a `Value` from `value`, which sits at `key` in the container of `parent`.
    fileprivate static func decode<Value: Decodable>(
        _ type: Value.Type, from value: JSONValue, parent: JSONValueDecoder?,
        key: (any CodingKey)?
    ) throws -> Value {
        if let primitiveType = jsonPrimitiveType(type) {
            return try primitiveType.decode(
                type, from: value, at: parent?.codingPath(appending: key) ?? key.map { [$0] } ?? [])
        }
        return try Value(from: JSONValueDecoder(value: value, parent: parent, key: key))
    }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        if case .null = value { true } else { false }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try value.decodeBool(at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try value.decodeString(at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger(type) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try Self.decode(type, from: value, parent: self, key: nil)
    }

    @inline(__always)
    private func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        try value.decodeInteger(type, at: codingPath)
    }

    @inline(__always)
    private func decodeFloatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Number.Type
    ) throws -> Number {
        try value.decodeFloatingPoint(type, at: codingPath)
    }
}

/// A keyed container over the members of an object, found by binary search on their sorted keys.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONValueDecoder
    let members: [JSONValue.Member]

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { member(forKey: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(forKey: key) { true } else { false }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try value(forKey: key).decodeBool(at: decoder.codingPath(appending: key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try value(forKey: key).decodeString(at: decoder.codingPath(appending: key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decodeFloatingPoint(type, forKey: key)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decodeFloatingPoint(type, forKey: key)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decodeInteger(type, forKey: key)
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decodeInteger(type, forKey: key)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decodeInteger(type, forKey: key)
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try decodeInteger(type, forKey: key)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try JSONValueDecoder.decode(type, from: value(forKey: key), parent: decoder, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.childDecoder(for: value(forKey: key), at: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.childDecoder(for: value(forKey: key), at: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.childDecoder(
            for: member(forKey: JSONCodingKey.super) ?? .null, at: JSONCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.childDecoder(for: member(forKey: key) ?? .null, at: key)
    }

    /// The value of the member named by `key`, if any.
    private func member(forKey key: some CodingKey) -> JSONValue? {
        let name = key.stringValue
        // A linear search of a few members is cheaper: most keys differ in length.
        guard members.count > 8 else {
            return members.first { $0.key.utf8Equals(name) }?.value
        }
        var low = members.startIndex
        var high = members.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if members[middle].key.utf8Compare(name) < 0 {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < members.endIndex, members[low].key.utf8Equals(name) else { return nil }
        return members[low].value
    }

    private func value(forKey key: Key) throws -> JSONValue {
        guard let value = member(forKey: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "No value associated with key \(key) (\"\(key.stringValue)\")."
                ))
        }
        return value
    }

    private func decodeInteger<Integer: FixedWidthInteger>(
        _ type: Integer.Type, forKey key: Key
    ) throws -> Integer {
        try value(forKey: key).decodeInteger(type, at: decoder.codingPath(appending: key))
    }

    @inline(__always)
    private func decodeFloatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Number.Type, forKey key: Key
    ) throws -> Number {
        try value(forKey: key).decodeFloatingPoint(type, at: decoder.codingPath(appending: key))
    }
}

/// An unkeyed container over the elements of an array.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoder
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: JSONValueDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let bool = try next(type).decodeBool(at: currentPath)
        currentIndex += 1
        return bool
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let string = try next(type).decodeString(at: currentPath)
        currentIndex += 1
        return string
    }

    mutating func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger(type) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let value = try JSONValueDecoder.decode(
            type, from: next(type), parent: decoder, key: currentKey)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try nextDecoder(type).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try nextDecoder((any UnkeyedDecodingContainer).self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let superDecoder = try nextDecoder((any Decoder).self)
        currentIndex += 1
        return superDecoder
    }

    private var currentKey: JSONCodingKey { .index(currentIndex) }

    private var currentPath: [any CodingKey] { decoder.codingPath(appending: currentKey) }

    /// The next element, to decode as a `type`.
    private func next(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: currentPath, debugDescription: "Unkeyed container is at end."))
        }
        return elements[currentIndex]
    }

    private func nextDecoder(_ type: Any.Type) throws -> JSONValueDecoder {
        decoder.childDecoder(for: try next(type), at: currentKey)
    }

    @inline(__always)
    private mutating func decodeInteger<Integer: FixedWidthInteger>(
        _ type: Integer.Type
    ) throws -> Integer {
        let integer = try next(type).decodeInteger(type, at: currentPath)
        currentIndex += 1
        return integer
    }

    @inline(__always)
    private mutating func decodeFloatingPoint<
        Number: BinaryFloatingPoint & LosslessStringConvertible
    >(_ type: Number.Type) throws -> Number {
        let number = try next(type).decodeFloatingPoint(type, at: currentPath)
        currentIndex += 1
        return number
    }
}
