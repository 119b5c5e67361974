import Foundation

/// A JSON value in memory: what ``CodableInput`` stores, compares, hashes and decodes from.
///
/// A value is canonical: object members are sorted by the UTF-8 bytes of their keys, each key
/// once, and a number is canonical as ``JSONNumber`` says. So two values are equal exactly
/// when their serializations are equal byte for byte, and strings compare by their UTF-8 bytes,
/// not by Unicode canonical equivalence as `String` does.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    /// Members sorted by the UTF-8 bytes of their keys, without duplicate keys.
    case object([Member])

    /// A key and its value in an object.
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    /// An object of `members` in any order, where a member replaces earlier ones with its key.
    static func object(canonicalizing members: consuming [Member]) -> JSONValue {
        var hasDuplicateKeys = false
        if members.count <= 16 {
            // Few members, the common case: a stable insertion sort, which notes equal keys on the
            // way. It works in the buffer, where a swap moves members without copying them.
            members.withUnsafeMutableBufferPointer { members in
                for sortedCount in members.indices.dropFirst() {
                    var index = sortedCount
                    while index > 0 {
                        let order = members[index - 1].key.utf8Compare(members[index].key)
                        hasDuplicateKeys = hasDuplicateKeys || order == 0
                        guard order > 0 else { break }
                        members.swapAt(index - 1, index)
                        index -= 1
                    }
                }
            }
        } else {
            members.sort { $0.key.utf8Compare($1.key) < 0 }  // stable: equal keys keep their order
            hasDuplicateKeys = true
        }
        if hasDuplicateKeys {
            members = uniqued(consume members)
        }
        return .object(members)
    }

    /// Sorted `members` where only the last of the members with equal keys is kept.
    private static func uniqued(_ members: consuming [Member]) -> [Member] {
        guard members.count > 1 else { return members }
        var keptCount = 1
        for index in members.indices.dropFirst() {
            if members[index].key.utf8Equals(members[keptCount - 1].key) {
                members.swapAt(index, keptCount - 1)
            } else {
                members.swapAt(index, keptCount)
                keptCount += 1
            }
        }
        members.removeLast(members.count - keptCount)
        return members
    }

    /// The number `integer`, written as `JSONEncoder` writes it.
    ///
    /// The numeric helpers are always inlined, so that each caller gets a copy specialized for its
    /// number type: unspecialized, they look up type metadata and call through witnesses each time.
    @inline(__always)
    static func number(_ integer: some FixedWidthInteger) -> JSONValue {
        .number(JSONNumber(integer))
    }

    /// The number `float`, written as `JSONEncoder` writes it: without a trailing `.0`.
    ///
    /// - Throws: `EncodingError.invalidValue` at `codingPath` if `float` is infinite or NaN, which
    ///   JSON cannot hold.
    @inline(__always)
    static func number<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ float: Number, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> JSONValue {
        guard float.isFinite else {
            throw EncodingError.invalidValue(
                float,
                EncodingError.Context(
                    codingPath: codingPath(),
                    debugDescription: "Unable to encode \(Number.self).\(float) directly in JSON."))
        }
        let text = float.description
        if text.utf8.count > 2, text.utf8.last == UInt8(ascii: "0"),
            text.utf8.dropLast().last == UInt8(ascii: ".")
        {
            return .number(JSONNumber(text: String(text.dropLast(2))))
        }
        return .number(JSONNumber(text: text))
    }

    /// How `JSONDecoder` names this kind of value in its errors, such as "a string".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}

extension JSONValue: Equatable {
    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch lhs {
        case .null:
            if case .null = rhs { return true }
        case .bool(let lhs):
            if case .bool(let rhs) = rhs { return lhs == rhs }
        case .number(let lhs):
            if case .number(let rhs) = rhs { return lhs == rhs }
        case .string(let lhs):
            if case .string(let rhs) = rhs { return lhs.utf8Equals(rhs) }
        case .array(let lhs):
            if case .array(let rhs) = rhs { return lhs == rhs }
        case .object(let lhs):
            if case .object(let rhs) = rhs { return membersEqual(lhs, rhs) }
        }
        return false
    }

    /// Whether two sorted member lists are equal, compared in place rather than by copying
    /// each member out.
    private static func membersEqual(_ lhs: [Member], _ rhs: [Member]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                for index in lhs.indices {
                    guard lhs[index].key.utf8Equals(rhs[index].key),
                        lhs[index].value == rhs[index].value
                    else { return false }
                }
                return true
            }
        }
    }
}

extension JSONValue: Hashable {
    func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let bool):
            hasher.combine(1)
            hasher.combine(bool)
        case .number(let number):
            hasher.combine(2)
            number.hash(into: &hasher)
        case .string(let string):
            hasher.combine(3)
            string.hashUTF8(into: &hasher)
        case .array(let elements):
            hasher.combine(4)
            hasher.combine(elements.count)
            for element in elements {
                element.hash(into: &hasher)
            }
        case .object(let members):
            hasher.combine(5)
            hasher.combine(members.count)
            for member in members {
                member.key.hashUTF8(into: &hasher)
                member.value.hash(into: &hasher)
            }
        }
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, copying them only if they are not contiguous.
    func withUTF8Bytes<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = self
        return try copy.withUTF8(body)
    }

    /// Whether the two strings have the same UTF-8 bytes.
    func utf8Equals(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return withUTF8Bytes { bytes in
            other.withUTF8Bytes { otherBytes in
                // Equal counts, so a missing address means that both are empty.
                guard let start = bytes.baseAddress, let otherStart = otherBytes.baseAddress else {
                    return true
                }
                return start == otherStart || memcmp(start, otherStart, bytes.count) == 0
            }
        }
    }

    /// A negative number, zero or a positive number as the string's UTF-8 bytes sort before, the
    /// same as, or after those of `other`: the order in which `JSONEncoder` writes sorted keys.
    func utf8Compare(_ other: String) -> Int {
        // Most keys differ in their first byte, which is cheaper to reach than all of them.
        if let first = utf8.first, let otherFirst = other.utf8.first, first != otherFirst {
            return Int(first) - Int(otherFirst)
        }
        return withUTF8Bytes { bytes in
            other.withUTF8Bytes { otherBytes in
                let commonCount = Swift.min(bytes.count, otherBytes.count)
                if commonCount > 0, let start = bytes.baseAddress,
                    let otherStart = otherBytes.baseAddress
                {
                    let order = memcmp(start, otherStart, commonCount)
                    if order != 0 {
                        return Int(order)
                    }
                }
                return bytes.count - otherBytes.count
            }
        }
    }

    /// Feeds the string's UTF-8 bytes, and their count, to `hasher`.
    func hashUTF8(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
