import Foundation

/// Writes a ``JSONValue`` as the bytes `JSONEncoder` with `.sortedKeys` writes: no whitespace,
/// `/` escaped as `\/`, control characters escaped, other characters as UTF-8.
struct JSONValueSerializer {
    private(set) var bytes: [UInt8] = []

    /// The JSON text of `value`.
    static func data(for value: JSONValue) -> Data {
        var serializer = JSONValueSerializer()
        serializer.write(value)
        return Data(serializer.bytes)
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            bytes.append(contentsOf: "null".utf8)
        case .bool(let bool):
            bytes.append(contentsOf: bool ? "true".utf8 : "false".utf8)
        case .number(let number):
            bytes.append(contentsOf: number.text.utf8)
        case .string(let string):
            write(string: string)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                write(string: member.key)
                bytes.append(UInt8(ascii: ":"))
                write(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func write(string: String) {
        bytes.append(UInt8(ascii: "\""))
        string.withUTF8Bytes { source in
            var unwritten = source.startIndex
            for index in source.indices {
                let byte = source[index]
                let escape: UInt8
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape = byte
                case 0x08: escape = UInt8(ascii: "b")
                case 0x0C: escape = UInt8(ascii: "f")
                case 0x0A: escape = UInt8(ascii: "n")
                case 0x0D: escape = UInt8(ascii: "r")
                case 0x09: escape = UInt8(ascii: "t")
                case 0x00..<0x20: escape = UInt8(ascii: "u")
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[unwritten..<index]))
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(escape)
                if escape == UInt8(ascii: "u") {
                    bytes.append(contentsOf: "00".utf8)
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0x0F))
                }
                unwritten = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[unwritten...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
