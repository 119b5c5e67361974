import Foundation

extension JSONValue {
    /// Converts a JSON-compatible value: `nil`, `NSNull`, strings, numbers, booleans, and arrays or
    /// dictionaries of them whose keys are strings or string-backed types such as
    /// `FileAttributeKey`.
    ///
    /// Numbers are written as `JSONEncoder` writes them, so that a value converted here equals the
    /// same value encoded.
    ///
    /// - Throws: `EncodingError.invalidValue` naming the first value, at `codingPath`, that JSON
    ///   cannot hold.
    init(anyValue: Any?, at codingPath: [any CodingKey] = []) throws {
        guard let value = unwrapped(anyValue) else {
            self = .null
            return
        }
        // Before the casts below: an NSNumber also casts to Bool, Int and Double.
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            self = try JSONValue(number: number, at: codingPath)
            return
        }
        switch value {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let integer as Int: self = .number(integer)
        case let integer as Int8: self = .number(integer)
        case let integer as Int16: self = .number(integer)
        case let integer as Int32: self = .number(integer)
        case let integer as Int64: self = .number(integer)
        case let integer as UInt: self = .number(integer)
        case let integer as UInt8: self = .number(integer)
        case let integer as UInt16: self = .number(integer)
        case let integer as UInt32: self = .number(integer)
        case let integer as UInt64: self = .number(integer)
        case let double as Double: self = try .number(double, at: codingPath)
        case let float as Float: self = try .number(float, at: codingPath)
        case let array as [Any?]:
            self = .array(
                try array.enumerated().map { index, element in
                    try JSONValue(anyValue: element, at: codingPath + [JSONCodingKey.index(index)])
                })
        case let dictionary as [AnyHashable: Any?]:
            var members: [Member] = []
            members.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let name = Self.objectKey(key) else {
                    throw EncodingError.invalidValue(
                        value,
                        EncodingError.Context(
                            codingPath: codingPath,
                            debugDescription:
                                "JSON object keys must be strings, but \(key) is a \(type(of: key.base))."
                        ))
                }
                let path = codingPath + [JSONCodingKey.name(name)]
                members.append(Member(key: name, value: try JSONValue(anyValue: element, at: path)))
            }
            self = .object(canonicalizing: consume members)
        default:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "JSON cannot hold \(value) of type \(type(of: value)); wrap it with CodableInput(_:) if it is Encodable."
                ))
        }
    }

    /// Converts an `NSNumber` by the type it holds: a boolean, a floating-point number, a decimal
    /// or an integer.
    private init(number: NSNumber, at codingPath: [any CodingKey]) throws {
        if type(of: number) == type(of: NSNumber(value: true)) {
            self = .bool(number.boolValue)
        } else if let decimal = number as? NSDecimalNumber {
            self = try decimal.decimalValue.jsonValue(at: codingPath)
        } else if String(cString: number.objCType) == "f" {
            self = try .number(number.floatValue, at: codingPath)
        } else if String(cString: number.objCType) == "d" {
            self = try .number(number.doubleValue, at: codingPath)
        } else {
            self = .number(JSONNumber(text: number.stringValue))
        }
    }

    /// The name of a dictionary key: a string, or the raw value of a string-backed type.
    private static func objectKey(_ key: AnyHashable) -> String? {
        if let string = key.base as? String {
            return string
        }
        if let rawRepresentable = key.base as? any RawRepresentable,
            let string = rawRepresentable.rawValue as? String
        {
            return string
        }
        return nil
    }

    /// The value as the objects `JSONSerialization.jsonObject(with:options:)` returns: `NSNull`,
    /// `NSNumber` (booleans too), `String`, `[Any]` and `[String: Any]`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a number no Swift number type can hold.
    func foundationObject() throws -> Any {
        switch self {
        case .null:
            return NSNull()
        case .bool(let bool):
            return NSNumber(value: bool)
        case .number(let number):
            let text = number.text
            guard let number = Self.foundationNumber(text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: [],
                        debugDescription: "The number \(text) cannot be held by any number type."))
            }
            return number
        case .string(let string):
            return string
        case .array(let elements):
            return try elements.map { try $0.foundationObject() }
        case .object(let members):
            // Keys that differ only in Unicode normalization are one `String` key: keep the first.
            return try [String: Any](
                members.map { ($0.key, try $0.value.foundationObject()) },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// The number `JSONSerialization` reads from `text`: an integer if it fits in 64 bits, a
    /// decimal if it has more digits than a double holds, otherwise a double.
    private static func foundationNumber(_ text: String) -> NSNumber? {
        let utf8 = text.utf8
        let exponentStart = utf8.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        // Counted as JSONSerialization counts them: with the sign and the decimal point.
        let significand = utf8[..<(exponentStart ?? utf8.endIndex)]
        if exponentStart == nil, !significand.contains(UInt8(ascii: ".")) {
            if utf8.first == UInt8(ascii: "-") {
                if significand.count <= 19, let integer = Int64(text) {
                    return NSNumber(value: integer)
                }
            } else if significand.count <= 20, let integer = UInt64(text) {
                return NSNumber(value: integer)
            }
        }
        let exponent =
            exponentStart.flatMap { Int(Substring(utf8[utf8.index(after: $0)...])) } ?? 0
        if significand.count > 17, (-128...127).contains(exponent),
            let decimal = Decimal(string: text), decimal.isFinite
        {
            return NSDecimalNumber(decimal: decimal)
        }
        if let double = Double(text), double.isFinite {
            return NSNumber(value: double)
        }
        return nil
    }
}
