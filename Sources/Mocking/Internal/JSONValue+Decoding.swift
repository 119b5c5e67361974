import Foundation

extension JSONValue {
    /// The value as a `Bool`; like `JSONDecoder`, a `null` is a type mismatch, not a missing value.
    func decodeBool(at codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let bool) = self else {
            throw DecodingError.typeMismatch(Bool.self, found: self, at: codingPath())
        }
        return bool
    }

    /// The value as a `String`.
    func decodeString(at codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        switch self {
        case .string(let string): return string
        case .null: throw DecodingError.valueNotFound(String.self, at: codingPath())
        default: throw DecodingError.typeMismatch(String.self, found: self, at: codingPath())
        }
    }

    /// The value as an `Integer`, accepting any number with that exact value, such as `1e+2`.
    @inline(__always)  // to be specialized for each caller's number type
    func decodeInteger<Integer: FixedWidthInteger>(
        _ type: Integer.Type = Integer.self, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> Integer {
        if case .number(let number) = self, let integer = number.integer,
            let integer = Integer(exactly: integer)
        {
            return integer
        }
        let text = try numberText(as: type, at: codingPath())
        if let integer = Integer(text) {
            return integer
        }
        // As JSONDecoder: a double is exact below 2^53; beyond, a decimal keeps every digit.
        if let double = Double(text), let integer = Integer(exactly: double),
            double.magnitude < 0x1p53
        {
            return integer
        }
        if let decimal = Decimal(string: text), let integer = Integer(decimal.description) {
            return integer
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath(),
                debugDescription: "Parsed JSON number <\(text)> does not fit in \(type)."))
    }

    /// The value as a `Number`, which must neither overflow nor round a non-zero value to zero.
    @inline(__always)  // to be specialized for each caller's number type
    func decodeFloatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Number.Type = Number.self, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> Number {
        let text = try numberText(as: type, at: codingPath())
        guard let number = Number(text), number.isFinite, number != 0 || Self.isZero(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath(),
                    debugDescription: "Parsed JSON number <\(text)> does not fit in \(type)."))
        }
        return number
    }

    /// The text of a number, for decoding a `type`.
    private func numberText(
        as type: Any.Type, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> String {
        switch self {
        case .number(let number): return number.text
        case .null: throw DecodingError.valueNotFound(type, at: codingPath())
        default: throw DecodingError.typeMismatch(type, found: self, at: codingPath())
        }
    }

    /// Whether the number `text` has no non-zero digit before its exponent.
    private static func isZero(_ text: String) -> Bool {
        !text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            .contains { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }
    }
}

extension DecodingError {
    /// The error `JSONDecoder` throws when it finds another kind of value than a `type`.
    static func typeMismatch(
        _ type: Any.Type, found value: JSONValue, at codingPath: [any CodingKey]
    ) -> DecodingError {
        .typeMismatch(
            type,
            Context(
                codingPath: codingPath,
                debugDescription:
                    "Expected to decode \(type) but found \(value.kindDescription) instead."))
    }

    /// The error `JSONDecoder` throws when it finds `null` instead of a `type`.
    static func valueNotFound(_ type: Any.Type, at codingPath: [any CodingKey]) -> DecodingError {
        .valueNotFound(
            type,
            Context(
                codingPath: codingPath,
                debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
}
