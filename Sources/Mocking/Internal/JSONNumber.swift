/// A number in a ``JSONValue``: an integer held as one, any other number as its JSON text.
///
/// Holding integers as integers saves formatting them until the JSON is written, which is rarely.
/// A number is canonical: any number whose text is that of an `Int64` is held as the `Int64`, so
/// two numbers are equal exactly when their texts are.
struct JSONNumber: Sendable {
    private enum Storage {
        case integer(Int64)
        /// Text that is not the text of an `Int64`, such as `-0`, `0.5`, `1e+16` or
        /// `18446744073709551615`.
        case text(String)
    }

    private let storage: Storage

    /// The number `integer`.
    @inline(__always)  // to be specialized for each caller's number type
    init(_ integer: some FixedWidthInteger) {
        if let integer = Int64(exactly: integer) {
            storage = .integer(integer)
        } else {
            storage = .text(String(integer))
        }
    }

    /// The number written as `text`, valid JSON number text.
    init(text: String) {
        if let integer = Int64(text), String(integer).utf8Equals(text) {
            storage = .integer(integer)
        } else {
            storage = .text(text)
        }
    }

    /// The number's JSON text, such as `12`, `-0.5` or `1e+16`.
    var text: String {
        switch storage {
        case .integer(let integer): String(integer)
        case .text(let text): text
        }
    }

    /// The number as an `Int64` if its text is that of an `Int64`.
    var integer: Int64? {
        guard case .integer(let integer) = storage else { return nil }
        return integer
    }
}

extension JSONNumber: Hashable {
    static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.integer(let lhs), .integer(let rhs)): lhs == rhs
        case (.text(let lhs), .text(let rhs)): lhs.utf8Equals(rhs)
        case (.integer, .text), (.text, .integer): false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch storage {
        case .integer(let integer):
            hasher.combine(0)
            hasher.combine(integer)
        case .text(let text):
            hasher.combine(1)
            text.hashUTF8(into: &hasher)
        }
    }
}
