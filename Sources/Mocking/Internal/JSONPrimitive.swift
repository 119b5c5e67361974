import Foundation

/// A type that is one JSON value, converted directly instead of through its `Codable` conformance.
///
/// Besides saving a trip through an encoder, this is how `JSONEncoder` and `JSONDecoder` treat
/// `URL` (its absolute string), `Data` (Base64), `Date` (seconds since the reference date, the
/// default `deferredToDate` strategy) and `Decimal` (a number with every digit).
protocol JSONPrimitive {
    /// The value as JSON.
    ///
    /// - Throws: `EncodingError.invalidValue` at `codingPath` if JSON cannot hold the value.
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue

    /// Decodes a value from `json` as `JSONDecoder` would.
    ///
    /// - Throws: The `DecodingError` that `JSONDecoder` throws, at `codingPath`.
    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws
}

/// `type` as a type that conforms to ``JSONPrimitive``, or `nil` if it is not one.
///
/// Comparing `type` with each primitive type, the most common first, is much faster than a cast to
/// `any JSONPrimitive` that fails, as it does for every composite value: such a cast searches the
/// conformances each time.
func jsonPrimitiveType<Value>(_ type: Value.Type) -> (any JSONPrimitive.Type)? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): String.self
    case ObjectIdentifier(Int.self): Int.self
    case ObjectIdentifier(Bool.self): Bool.self
    case ObjectIdentifier(Double.self): Double.self
    case ObjectIdentifier(URL.self): URL.self
    case ObjectIdentifier(Date.self): Date.self
    case ObjectIdentifier(Data.self): Data.self
    case ObjectIdentifier(Decimal.self): Decimal.self
    case ObjectIdentifier(Float.self): Float.self
    case ObjectIdentifier(Int8.self): Int8.self
    case ObjectIdentifier(Int16.self): Int16.self
    case ObjectIdentifier(Int32.self): Int32.self
    case ObjectIdentifier(Int64.self): Int64.self
    case ObjectIdentifier(UInt.self): UInt.self
    case ObjectIdentifier(UInt8.self): UInt8.self
    case ObjectIdentifier(UInt16.self): UInt16.self
    case ObjectIdentifier(UInt32.self): UInt32.self
    case ObjectIdentifier(UInt64.self): UInt64.self
    default: nil
    }
}

extension JSONPrimitive {
    /// `value` as JSON; `Value` must be `Self`, as found by ``jsonPrimitiveType(_:)``.
    static func jsonValue<Value>(
        of value: Value, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> JSONValue {
        assert(Value.self == Self.self)
        // NB: As `Value` is `Self`, this cast changes nothing. `value as? Self` would look up the
        // metadata of `Optional<Self>` on every call, which costs more than the encoding.
        return try unsafeBitCast(value, to: Self.self).jsonValue(at: codingPath())
    }

    /// Decodes a `Self` from `json`; `Value` must be `Self`, as found by ``jsonPrimitiveType(_:)``.
    static func decode<Value>(
        _ type: Value.Type, from json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> Value {
        assert(Value.self == Self.self)
        // NB: As `Value` is `Self`, this cast changes nothing; see `jsonValue(of:at:)`.
        return unsafeBitCast(try Self(json: json, at: codingPath()), to: type)
    }
}

extension JSONValue {
    /// `value` as JSON if its type is a primitive type, otherwise `nil`.
    static func primitive<Value>(
        _ value: Value, at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> JSONValue? {
        guard let primitiveType = jsonPrimitiveType(Value.self) else { return nil }
        return try primitiveType.jsonValue(of: value, at: codingPath())
    }
}

extension Bool: JSONPrimitive {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) -> JSONValue {
        .bool(self)
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        self = try json.decodeBool(at: codingPath())
    }
}

extension String: JSONPrimitive {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) -> JSONValue {
        .string(self)
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        self = try json.decodeString(at: codingPath())
    }
}

extension JSONPrimitive where Self: FixedWidthInteger {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) -> JSONValue {
        .number(self)
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        self = try json.decodeInteger(at: codingPath())
    }
}

extension Int: JSONPrimitive {}
extension Int8: JSONPrimitive {}
extension Int16: JSONPrimitive {}
extension Int32: JSONPrimitive {}
extension Int64: JSONPrimitive {}
extension UInt: JSONPrimitive {}
extension UInt8: JSONPrimitive {}
extension UInt16: JSONPrimitive {}
extension UInt32: JSONPrimitive {}
extension UInt64: JSONPrimitive {}

extension JSONPrimitive where Self: BinaryFloatingPoint & LosslessStringConvertible {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        try .number(self, at: codingPath())
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        self = try json.decodeFloatingPoint(at: codingPath())
    }
}

extension Double: JSONPrimitive {}
extension Float: JSONPrimitive {}

extension URL: JSONPrimitive {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) -> JSONValue {
        .string(absoluteString)
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        if case .null = json {
            throw DecodingError.valueNotFound(URL.self, at: codingPath())
        }
        guard let url = URL(string: try json.decodeString(at: codingPath())) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath(), debugDescription: "Invalid URL string."))
        }
        self = url
    }
}

extension Data: JSONPrimitive {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) -> JSONValue {
        .string(base64EncodedString())
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        if case .null = json {
            throw DecodingError.valueNotFound(Data.self, at: codingPath())
        }
        guard case .string(let string) = json else {
            throw DecodingError.typeMismatch(String.self, found: json, at: codingPath())
        }
        guard let data = Data(base64Encoded: string) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath(),
                    debugDescription: "Encountered Data is not valid Base64."))
        }
        self = data
    }
}

extension Date: JSONPrimitive {
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        try .number(timeIntervalSinceReferenceDate, at: codingPath())
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        if case .null = json {
            throw DecodingError.valueNotFound(Date.self, at: codingPath())
        }
        self.init(timeIntervalSinceReferenceDate: try json.decodeFloatingPoint(at: codingPath()))
    }
}

extension Decimal: JSONPrimitive {
    /// - Throws: `EncodingError.invalidValue` for NaN, which `JSONEncoder` writes as `NaN`, text
    ///   that is not JSON.
    func jsonValue(at codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        guard !isNaN else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: codingPath(),
                    debugDescription: "Unable to encode Decimal.nan directly in JSON."))
        }
        return .number(JSONNumber(text: description))
    }

    init(json: JSONValue, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        switch json {
        case .number(let number):
            let text = number.text
            guard let decimal = Decimal(string: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath(),
                        debugDescription: "Parsed JSON number <\(text)> does not fit in Decimal."))
            }
            self = decimal
        case .null:
            throw DecodingError.valueNotFound(Decimal.self, at: codingPath())
        default:
            throw DecodingError.typeMismatch(Decimal.self, found: json, at: codingPath())
        }
    }
}
