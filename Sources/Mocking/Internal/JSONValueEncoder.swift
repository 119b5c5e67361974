import Foundation

/// Encodes an `Encodable` value into a ``JSONValue``, as `JSONEncoder` with its default strategies
/// encodes it into JSON.
///
/// Each composite value gets an encoder of its own, whose coding path is its parent's plus a key.
/// A nested container or super encoder is a child encoder too: its value joins its parent's
/// elements or members when the parent's value is taken. As `JSONEncoder` does, a child encoder
/// that nothing else holds when its value is taken encodes the next composite value too.
///
/// Where `JSONEncoder` stops with a precondition failure, such as a keyed container requested after
/// an unkeyed one, this encoder keeps the last container requested instead.
final class JSONValueEncoder: Encoder {
    /// What the encoder holds so far.
    private enum Content {
        case none
        case single(JSONValue)
        case array
        case object
    }

    // NB: The stored properties skip the dynamic exclusivity checks, which cost a fifth of the
    // time of encoding an array. An encoder is used by one encoding at a time, and each change to
    // a property is made with values computed beforehand, so no two accesses overlap.
    @exclusivity(unchecked) private var parent: JSONValueEncoder?
    @exclusivity(unchecked) private var key: (any CodingKey)?
    @exclusivity(unchecked) private var content = Content.none
    @exclusivity(unchecked) fileprivate var elements: [JSONValue] = []
    @exclusivity(unchecked) fileprivate var members: [JSONValue.Member] = []
    /// Child encoders of nested containers, with the index of the element or member whose value
    /// they encode.
    @exclusivity(unchecked) private var children: [(index: Int, encoder: JSONValueEncoder)] = []
    /// A child encoder done with its value, kept to encode the next one. Its parent is `nil` while
    /// it is kept, so that the two do not hold each other.
    @exclusivity(unchecked) private var spareChild: JSONValueEncoder?

    /// Room for the elements or members of most values, reserved at once so that adding them does
    /// not reallocate.
    private static let initialCapacity = 8

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: JSONValueEncoder? = self
        while let current = encoder {
            if let key = current.key {
                path.append(key)
            }
            encoder = current.parent
        }
        return path.reversed()
    }

    /// An encoder of a top-level value.
    private init() {}

    /// A child encoder of the value at `key` in `parent`'s container.
    private init(parent: JSONValueEncoder, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// Encodes `value` as `JSONEncoder` would.
    ///
    /// - Throws: `EncodingError.invalidValue` if JSON cannot hold a part of `value` or `value`
    ///   encodes nothing, and any error `value` throws.
    static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        if let primitive = try JSONValue.primitive(value, at: []) {
            return primitive
        }
        // NB: `init()` leaves `key` at its default: even assigning `nil` to an optional
        // existential goes through the runtime's value witnesses, which costs more than
        // allocating the encoder.
        var encoder = SpareEncoder.take() ?? JSONValueEncoder()
        try value.encode(to: encoder)
        guard let result = encoder.takeValue() else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "Top-level \(Value.self) did not encode any values."))
        }
        // An encoder that the value still holds may yet be written to, so it is not kept.
        if isKnownUniquelyReferenced(&encoder) {
            SpareEncoder.keep(encoder)
        }
        return result
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch content {
        case .object:
            break
        case .single(.object(let encodedMembers)):
            replaceContent(with: .object)
            members = encodedMembers
        default:
            replaceContent(with: .object)
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch content {
        case .array:
            break
        case .single(.array(let encodedElements)):
            replaceContent(with: .array)
            elements = encodedElements
        default:
            replaceContent(with: .array)
        }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// The coding path of a value at `key` in this encoder's container.
    func codingPath(appending key: (any CodingKey)?) -> [any CodingKey] {
        guard let key else { return codingPath }
        return codingPath + [key]
    }

    /// Encodes `value`, which sits at `key` in this encoder's container.
    fileprivate func encodeValue<Value: Encodable>(
        _ value: Value, at key: any CodingKey
    ) throws -> JSONValue {
        if let primitive = try JSONValue.primitive(value, at: codingPath(appending: key)) {
            return primitive
        }
        var child: JSONValueEncoder
        if let spareChild {
            child = spareChild
            self.spareChild = nil
            child.parent = self
            child.key = key
        } else {
            child = JSONValueEncoder(parent: self, key: key)
        }
        try value.encode(to: child)
        let result = child.takeValue() ?? .object([])
        if isKnownUniquelyReferenced(&child) {
            child.parent = nil
            spareChild = child
        }
        return result
    }

    /// A child encoder whose value becomes the member at `key`; the same one for the same key.
    fileprivate func childEncoder(forKey key: any CodingKey) -> JSONValueEncoder {
        if case .object = content {} else { replaceContent(with: .object) }
        let name = key.stringValue
        if let child = children.first(where: { members[$0.index].key.utf8Equals(name) }) {
            return child.encoder
        }
        let child = JSONValueEncoder(parent: self, key: key)
        children.append((members.count, child))
        members.append(JSONValue.Member(key: name, value: .null))
        return child
    }

    /// A child encoder whose value becomes the next element.
    fileprivate func childEncoderForNextElement() -> JSONValueEncoder {
        if case .array = content {} else { replaceContent(with: .array) }
        let child = JSONValueEncoder(parent: self, key: JSONCodingKey.index(elements.count))
        children.append((elements.count, child))
        elements.append(.null)
        return child
    }

    /// The value encoded so far, with the values of child encoders in their places, or `nil` if
    /// nothing was encoded; the encoder is left empty.
    private func takeValue() -> JSONValue? {
        switch content {
        case .none:
            return nil
        case .single(let value):
            content = .none
            return value
        case .array:
            content = .none
            var taken: [JSONValue] = []
            swap(&taken, &elements)
            for child in takeChildren() {
                taken[child.index] = child.encoder.takeValue() ?? .object([])
            }
            return .array(taken)
        case .object:
            content = .none
            var taken: [JSONValue.Member] = []
            swap(&taken, &members)
            for child in takeChildren() {
                taken[child.index].value = child.encoder.takeValue() ?? .object([])
            }
            return .object(canonicalizing: consume taken)
        }
    }

    private func takeChildren() -> [(index: Int, encoder: JSONValueEncoder)] {
        guard !children.isEmpty else { return [] }
        defer { children = [] }
        return children
    }

    /// Starts over with `newContent`, dropping what was encoded.
    private func replaceContent(with newContent: Content) {
        if case .none = content {
            content = newContent
        } else {
            content = newContent
            elements = []
            members = []
            children = []
        }
        switch newContent {
        case .array: elements.reserveCapacity(Self.initialCapacity)
        case .object: members.reserveCapacity(Self.initialCapacity)
        case .none, .single: break
        }
    }
}

extension JSONValueEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { replaceContent(with: .single(.null)) }
    func encode(_ value: Bool) throws { replaceContent(with: .single(.bool(value))) }
    func encode(_ value: String) throws { replaceContent(with: .single(.string(value))) }
    func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    func encode(_ value: Float) throws { try encodeFloatingPoint(value) }
    func encode(_ value: Int) throws { encodeInteger(value) }
    func encode(_ value: Int8) throws { encodeInteger(value) }
    func encode(_ value: Int16) throws { encodeInteger(value) }
    func encode(_ value: Int32) throws { encodeInteger(value) }
    func encode(_ value: Int64) throws { encodeInteger(value) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) throws { encodeInteger(value) }
    func encode(_ value: UInt) throws { encodeInteger(value) }
    func encode(_ value: UInt8) throws { encodeInteger(value) }
    func encode(_ value: UInt16) throws { encodeInteger(value) }
    func encode(_ value: UInt32) throws { encodeInteger(value) }
    func encode(_ value: UInt64) throws { encodeInteger(value) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) throws { encodeInteger(value) }

    func encode<Value: Encodable>(_ value: Value) throws {
        if let primitive = try JSONValue.primitive(value, at: codingPath) {
            replaceContent(with: .single(primitive))
            return
        }
        // As JSONEncoder, `value` encodes into this encoder, and nothing encoded makes `{}`.
        replaceContent(with: .none)
        try value.encode(to: self)
        if case .none = content {
            content = .single(.object([]))
        }
    }

    @inline(__always)
    private func encodeInteger(_ value: some FixedWidthInteger) {
        replaceContent(with: .single(.number(value)))
    }

    @inline(__always)
    private func encodeFloatingPoint(
        _ value: some BinaryFloatingPoint & LosslessStringConvertible
    ) throws {
        replaceContent(with: .single(try .number(value, at: codingPath)))
    }
}

/// A keyed container that adds members to its encoder.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { set(.null, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws {
        set(.string(value), forKey: key)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try encodeFloatingPoint(value, forKey: key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encodeFloatingPoint(value, forKey: key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(value), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(value), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws {
        set(.number(value), forKey: key)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        set(try encoder.encodeValue(value, at: key), forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.childEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.childEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.childEncoder(forKey: JSONCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.childEncoder(forKey: key)
    }

    private func set(_ value: consuming JSONValue, forKey key: Key) {
        encoder.members.append(JSONValue.Member(key: key.stringValue, value: value))
    }

    @inline(__always)
    private func encodeFloatingPoint(
        _ value: some BinaryFloatingPoint & LosslessStringConvertible, forKey key: Key
    ) throws {
        set(try .number(value, at: encoder.codingPath(appending: key)), forKey: key)
    }
}

/// An unkeyed container that appends elements to its encoder.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.elements.count }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Int) throws { append(.number(value)) }
    mutating func encode(_ value: Int8) throws { append(.number(value)) }
    mutating func encode(_ value: Int16) throws { append(.number(value)) }
    mutating func encode(_ value: Int32) throws { append(.number(value)) }
    mutating func encode(_ value: Int64) throws { append(.number(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { append(.number(value)) }
    mutating func encode(_ value: UInt) throws { append(.number(value)) }
    mutating func encode(_ value: UInt8) throws { append(.number(value)) }
    mutating func encode(_ value: UInt16) throws { append(.number(value)) }
    mutating func encode(_ value: UInt32) throws { append(.number(value)) }
    mutating func encode(_ value: UInt64) throws { append(.number(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { append(.number(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        append(try encoder.encodeValue(value, at: JSONCodingKey.index(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.childEncoderForNextElement().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.childEncoderForNextElement().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.childEncoderForNextElement()
    }

    private func append(_ value: consuming JSONValue) {
        encoder.elements.append(value)
    }

    @inline(__always)
    private func encodeFloatingPoint(
        _ value: some BinaryFloatingPoint & LosslessStringConvertible
    ) throws {
        let key = JSONCodingKey.index(count)
        append(try .number(value, at: encoder.codingPath(appending: key)))
    }
}

/// One top-level encoder per thread, done with its value and empty, kept to encode the next one
/// instead of allocating and freeing an encoder for each value.
///
/// A kept encoder holds no value, only the spare child encoders of nested values, which are reused
/// too. An encoding that runs while another is under way on the same thread, from a value's
/// `encode(to:)`, finds no encoder kept and allocates one.
private enum SpareEncoder {
    /// The thread-specific slot of the kept encoder, retained; `nil` if it could not be created.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, { release($0) }) == 0 else { return nil }
        return key
    }()

    /// The encoder kept on this thread, which stops being kept.
    static func take() -> JSONValueEncoder? {
        guard let key, let pointer = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        return Unmanaged<JSONValueEncoder>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Keeps `encoder`, which nothing else holds, unless this thread keeps one already.
    static func keep(_ encoder: JSONValueEncoder) {
        guard let key, pthread_getspecific(key) == nil else { return }
        pthread_setspecific(key, Unmanaged.passRetained(encoder).toOpaque())
    }

    /// Releases the encoder kept by a thread that ends.
    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<JSONValueEncoder>.fromOpaque(pointer).release()
    }
}
