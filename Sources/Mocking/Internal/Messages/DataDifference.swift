import Foundation

/// Where two `Data` values first differ, as the closest call of a failure message shows it: the
/// lengths, said once when they are the same, and the first differing byte, then an excerpt of
/// each:
///
/// ```
///   argument 1: 6 bytes each, first different at offset 3: expected 0x6C, but got 0x4C
///     expected: 68 65 6C 6C 6F 21 "hello!"
///     got:      68 65 6C 4C 6F 21 "helLo!"
/// ```
///
/// Data of different lengths reads `expected 6 bytes, but got 4; first different at offset 4:
/// expected 0x6F, but the data ends`.
///
/// Each excerpt shows at most ``bytesAround`` bytes before the first differing offset and as many
/// from it, with `…` where the data goes on, then the excerpt as text when its bytes are UTF-8.
/// The lines are as short for a gigabyte as for six bytes.
struct DataDifference {
    /// The most bytes an excerpt shows on either side of the first difference.
    static let bytesAround = 8

    /// The lengths and the first difference, on the argument's line.
    let summary: String
    /// The excerpts of both values around the first difference.
    let lines: [String]

    /// The first difference of `actual` from `expected`, or `nil` unless both are `Data` and
    /// they differ.
    init?(expected: Any, actual: Any) {
        guard let expected = expected as? Data, let actual = actual as? Data, expected != actual
        else { return nil }
        let offset = zip(expected, actual).prefix { $0 == $1 }.count
        let wanted = Self.byte(at: offset, of: expected).map(Self.hex) ?? "the data to end"
        let got = Self.byte(at: offset, of: actual).map(Self.hex) ?? "the data ends"
        let but = got == "the data ends" ? "but" : "but got"
        let lengths =
            expected.count == actual.count
            ? "\(expected.count) bytes each,"
            : "expected \(expected.count) bytes, but got \(actual.count);"
        summary =
            "\(lengths) first different at offset \(offset): expected \(wanted), \(but) \(got)"
        lines = [
            "expected: " + Self.excerpt(of: expected, around: offset),
            "got:      " + Self.excerpt(of: actual, around: offset),
        ]
    }

    /// The byte of `data` at `offset` from its start, if it has one.
    private static func byte(at offset: Int, of data: Data) -> UInt8? {
        offset < data.count ? data[data.startIndex + offset] : nil
    }

    /// `0x4C`.
    private static func hex(_ byte: UInt8) -> String {
        "0x" + hexDigits(byte)
    }

    /// `4C`.
    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// The bytes of `data` around `offset`, in hex, then as text if they are UTF-8:
    /// `… 61 62 63 64 …  "abcd"`, or `(none)` for an empty excerpt.
    private static func excerpt(of data: Data, around offset: Int) -> String {
        let start = max(0, offset - bytesAround)
        let end = min(data.count, offset + bytesAround)
        guard !data.isEmpty else { return "(no bytes)" }
        let bytes = data[(data.startIndex + start)..<(data.startIndex + end)]
        var text = bytes.map(hexDigits).joined(separator: " ")
        if start > 0 { text = "… " + text }
        if end < data.count { text += " …" }
        if let string = utf8Text(of: bytes) { text += " " + describe(string) }
        return text
    }

    /// The bytes as text, once the parts of characters cut at either end are left out, if the
    /// rest is UTF-8 without control characters other than tabs and line breaks: text, not binary
    /// data that happens to decode.
    private static func utf8Text(of bytes: Data) -> String? {
        /// Whether `byte` continues a character begun by an earlier byte.
        func continues(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
        var trimmed = bytes.drop { continues($0) }
        // A character cut at the end: a leading byte with fewer continuation bytes after it than
        // its leading one bits say.
        if let lead = trimmed.lastIndex(where: { !continues($0) }) {
            let length = (~trimmed[lead]).leadingZeroBitCount
            if length > 1, trimmed.distance(from: lead, to: trimmed.endIndex) < length {
                trimmed = trimmed[..<lead]
            }
        }
        guard let text = String(bytes: trimmed, encoding: .utf8), !text.isEmpty,
            text.unicodeScalars.allSatisfy({ scalar in
                scalar.properties.generalCategory != .control
                    || "\t\n\r".unicodeScalars.contains(scalar)
            })
        else { return nil }
        return text
    }
}
