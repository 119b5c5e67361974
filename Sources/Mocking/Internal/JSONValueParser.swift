import Foundation

/// Reads JSON text into a ``JSONValue``, keeping each number exactly as written, so that the text
/// ``JSONValueSerializer`` writes reads back into an equal value.
struct JSONValueParser {
    /// Containers nested deeper than this are rejected, as `JSONSerialization` does.
    private static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value `data` holds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at `codingPath` if `data` is not JSON.
    static func value(from data: Data, at codingPath: [any CodingKey]) throws -> JSONValue {
        var parser = JSONValueParser(bytes: Array(data))
        do {
            let value = try parser.parseValue()
            parser.skipWhitespace()
            guard parser.index == parser.bytes.endIndex else {
                throw parser.error("unexpected text after the value")
            }
            return value
        } catch let error as SyntaxError {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "The given data was not valid JSON: \(error.reason)."))
        }
    }

    /// Why the text is not JSON, and where.
    private struct SyntaxError: Error {
        let reason: String
    }

    private func error(_ problem: String) -> SyntaxError {
        SyntaxError(reason: "\(problem) at byte \(index)")
    }

    private var current: UInt8? {
        index < bytes.endIndex ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    private mutating func skip(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard skip(byte) else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
    }

    private mutating func parseValue() throws -> JSONValue {
        skipWhitespace()
        guard let byte = current else { throw error("unexpected end of data") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    private mutating func parseLiteral(_ literal: String, _ value: JSONValue) throws -> JSONValue {
        for byte in literal.utf8 {
            try expect(byte)
        }
        return value
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        _ = skip(UInt8(ascii: "-"))
        if !skip(UInt8(ascii: "0")) {
            try skipDigits()
        }
        if skip(UInt8(ascii: ".")) {
            try skipDigits()
        }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
            try skipDigits()
        }
        return .number(JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self)))
    }

    /// Skips one digit or more.
    private mutating func skipDigits() throws {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
        }
        guard index > start else { throw error("expected a digit") }
    }

    private mutating func parseString() throws -> String {
        try expect(UInt8(ascii: "\""))
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // Decoding replaces invalid UTF-8 with U+FFFD, so a valid string has the same bytes.
                let string = String(decoding: utf8, as: UTF8.self)
                guard string.utf8.elementsEqual(utf8) else { throw error("string is not UTF-8") }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("unescaped control character in string")
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try parseHexQuad())
            if (0xD800..<0xDC00).contains(scalar) {
                try expect(UInt8(ascii: "\\"))
                try expect(UInt8(ascii: "u"))
                let low = UInt32(try parseHexQuad())
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicodeScalar = Unicode.Scalar(scalar) else {
                throw error("invalid Unicode escape")
            }
            UTF8.encode(unicodeScalar) { utf8.append($0) }
        default:
            throw error("invalid escape")
        }
    }

    private mutating func parseHexQuad() throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue
            else { throw error("expected a hexadecimal digit") }
            index += 1
            value = (value << 4) + UInt16(digit)
        }
        return value
    }

    private mutating func parseArray() throws -> JSONValue {
        try enterContainer(UInt8(ascii: "["))
        var elements: [JSONValue] = []
        skipWhitespace()
        if !skip(UInt8(ascii: "]")) {
            repeat {
                elements.append(try parseValue())
                skipWhitespace()
            } while skip(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseObject() throws -> JSONValue {
        try enterContainer(UInt8(ascii: "{"))
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if !skip(UInt8(ascii: "}")) {
            repeat {
                skipWhitespace()
                let key = try parseString()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                members.append(JSONValue.Member(key: key, value: try parseValue()))
                skipWhitespace()
            } while skip(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        }
        depth -= 1
        return .object(canonicalizing: consume members)
    }

    private mutating func enterContainer(_ opening: UInt8) throws {
        try expect(opening)
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("too many nested containers") }
    }
}
