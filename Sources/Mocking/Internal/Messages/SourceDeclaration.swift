/// A declaration of a mock as its source file reads: the property, the types that hold it, and
/// how it is declared.
///
/// Mocks do not know their property names or the types that hold them, so the declaration is
/// read back from the source file where the wrapper was made. The file is split into tokens,
/// without comments and string literals, and its braces are followed from the start to the
/// declaration, so that the types around it are known:
///
/// ```swift
/// final class MockAnalytics: Analytics {      // a type: MockAnalytics
///     func track(_ event: String) { … }       // code
///     @Mock var trackMock: (String) -> Void   // property trackMock, wrapped, of MockAnalytics
/// }
/// ```
struct SourceDeclaration: Equatable {
    /// The property or constant, such as `trackMock`.
    let property: String
    /// The types that declare it, outermost first, such as `["Shop", "MockCart"]`; empty for a
    /// constant made inside a function or at the top level of a file.
    let owner: [String]
    /// Whether it is a wrapped property (`@Mock var trackMock`), reached through `$trackMock`.
    let isWrapped: Bool
    /// Whether it is a `static` or `class` member, reached through its type.
    let isStatic: Bool

    /// The declaration whose wrapper is made at line `line` (from 1) and column `column` of
    /// `source`, or `nil` if there is none.
    ///
    /// It is a wrapped property (`@Mock var trackMock`, where the column is the attribute's, up
    /// to two lines above the `var`), a constant (`let trackMock = Mock(…)`,
    /// `static let nowMock = Mock<(), Date>(…)`), or the storage of a wrapped property assigned
    /// in an initializer (`_trackMock = Mock(…)`).
    init?(atLine line: Int, column: Int = 1, in source: [UInt8]) {
        let tokens = SourceTokens(source).tokens
        guard let first = tokens.firstIndex(where: { $0.line >= line }),
            tokens[first].line == line
        else { return nil }
        // A wrapper's column is its attribute's name after the `@`, or the `(` of its arguments:
        // the declaration starts at the last `@` before it on the line.
        let onLine = tokens[first...].prefix { $0.line == line }
        let start = onLine.lastIndex { $0.text == "@" && $0.column < column } ?? first
        let found =
            Self.assignedStorage(in: tokens, from: first)
            ?? Self.declaredName(in: tokens, from: start, within: line...(line + 2))
        guard let found else { return nil }
        let scopes = Self.scopes(in: tokens, before: found.index)
        property = found.name
        owner = Self.owner(of: scopes, isStorage: found.isStorage)
        isWrapped = found.isWrapped
        isStatic = found.isStatic
    }

    /// Creates a declaration from its parts.
    init(property: String, owner: [String], isWrapped: Bool, isStatic: Bool) {
        self.property = property
        self.owner = owner
        self.isWrapped = isWrapped
        self.isStatic = isStatic
    }

    /// What was found at the declaration: the name, where it is, and its form.
    private struct Found {
        let name: String
        let index: Int
        var isStorage = false
        var isWrapped = false
        var isStatic = false
    }

    /// `_trackMock = Mock(…)` or `let trackMock = Mock(…)` on the declaration's line: a wrapper
    /// made in code, whose type's name ends in `Mock` or `MockOf`.
    private static func assignedStorage(in tokens: [SourceToken], from first: Int) -> Found? {
        let line = tokens[first].line
        let end = tokens[first...].firstIndex { $0.line != line } ?? tokens.endIndex
        var index = first
        while index + 2 < end {
            let name = tokens[index].text
            if tokens[index + 1].text == "=", isWrapperType(tokens[index + 2].text) {
                if name.hasPrefix("_"), isIdentifier(name.dropFirst()) {
                    return Found(name: String(name.dropFirst()), index: index, isStorage: true)
                }
                if index > first, ["let", "var"].contains(tokens[index - 1].text),
                    isIdentifier(name[...])
                {
                    let modifiers = tokens[first..<index].map(\.text)
                    return Found(
                        name: name, index: index,
                        isStatic: modifiers.contains("static") || modifiers.contains("class"))
                }
            }
            index += 1
        }
        return nil
    }

    /// The first `var` or `let` on the lines `lines`, with the attributes and modifiers before it,
    /// unless another declaration or a brace comes first.
    private static func declaredName(
        in tokens: [SourceToken], from first: Int, within lines: ClosedRange<Int>
    ) -> Found? {
        let boundaries: Set = ["{", "}", "func", "init", "subscript", "case"]
        var index = first
        var depth = 0
        while index + 1 < tokens.count, lines.contains(tokens[index].line),
            depth > 0 || !boundaries.contains(tokens[index].text)
        {
            switch tokens[index].text {
            case "(": depth += 1
            case ")": depth -= 1
            default: break
            }
            if depth == 0, ["var", "let"].contains(tokens[index].text),
                isIdentifier(tokens[index + 1].text[...])
            {
                let before = tokens[first..<index]
                let attributes = zip(before, before.dropFirst()).filter { $0.0.text == "@" }
                return Found(
                    name: tokens[index + 1].text, index: index + 1,
                    isWrapped: attributes.contains { isWrapperType($0.1.text) },
                    isStatic: before.contains { $0.text == "static" || $0.text == "class" })
            }
            index += 1
        }
        return nil
    }

    /// One pair of braces open at the declaration: the body of a type, or code.
    private enum Scope: Equatable {
        case type(name: String)
        case code
    }

    /// The braces open before the token at `end`, outermost first.
    private static func scopes(in tokens: [SourceToken], before end: Int) -> [Scope] {
        var scopes: [Scope] = []
        var headStart = 0
        for index in 0..<end {
            switch tokens[index].text {
            case "{":
                scopes.append(scope(opening: tokens[headStart..<index]))
                headStart = index + 1
            case "}":
                _ = scopes.popLast()
                headStart = index + 1
            case ";":
                headStart = index + 1
            default:
                break
            }
        }
        return scopes
    }

    /// What the braces after `head`, the tokens since the last brace or `;`, open: the last
    /// keyword that introduces a declaration or a statement decides.
    private static func scope(opening head: ArraySlice<SourceToken>) -> Scope {
        let typeKeywords: Set = ["class", "struct", "enum", "actor", "extension", "protocol"]
        let codeKeywords: Set = [
            "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet",
            "if", "else", "guard", "for", "while", "repeat", "switch", "do", "catch", "defer",
            "case", "default", "in", "return",
        ]
        guard
            let keyword = head.lastIndex(where: {
                typeKeywords.contains($0.text) || codeKeywords.contains($0.text)
            }),
            typeKeywords.contains(head[keyword].text)
        else { return .code }
        var name: [String] = []
        var index = keyword + 1
        while index < head.endIndex, isIdentifier(head[index].text[...]) {
            name.append(head[index].text)
            guard index + 2 < head.endIndex, head[index + 1].text == "." else { break }
            index += 2
        }
        return name.isEmpty ? .code : .type(name: name.joined(separator: "."))
    }

    /// The types that hold a declaration inside `scopes`: the types around it, after the last
    /// code around them. A property belongs to the type whose body it is in; storage assigned in
    /// an initializer, to the type around that initializer.
    private static func owner(of scopes: [Scope], isStorage: Bool) -> [String] {
        var scopes = scopes[...]
        if isStorage {
            while scopes.last == .code { scopes.removeLast() }
        }
        var owner: [String] = []
        while case .type(let name)? = scopes.last {
            owner.insert(name, at: 0)
            scopes.removeLast()
        }
        return owner
    }

    /// Whether `name` is a wrapper of this library: `Mock`, `ThrowingMock`, `PropertyMock`,
    /// `GenericMockOf`, or a type a user named the same way.
    private static func isWrapperType(_ name: String) -> Bool {
        name.hasSuffix("Mock") || name.hasSuffix("MockOf")
    }
}

/// Whether `word` is a Swift identifier: a letter or `_`, then letters, digits or `_`.
func isIdentifier(_ word: Substring) -> Bool {
    guard let first = word.first, first.isLetter || first == "_" else { return false }
    return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}

/// A word or punctuation character of a Swift source file, and where it starts: its line, and
/// its column in UTF-8 bytes, as `#column` counts, both from 1.
struct SourceToken {
    let text: String
    let line: Int
    let column: Int
}

/// Splits Swift source into words and single punctuation characters, leaving out comments and
/// string literals, each of which becomes one `"` token.
///
/// Written by hand over bytes rather than with `Regex`, whose lazily compiled programs are not
/// safe to share between the threads that run tests in parallel, and fast enough to read a whole
/// file for a failure.
struct SourceTokens {
    private(set) var tokens: [SourceToken] = []
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        while index < bytes.count {
            scanToken()
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Whether `byte` can be part of an identifier: ASCII letters, digits, `_`, and every byte of
    /// a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            true
        default:
            false
        }
    }

    private mutating func advance() {
        if bytes[index] == Self.newline {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func append(_ text: String, at start: Int) {
        tokens.append(SourceToken(text: text, line: line, column: start - lineStart + 1))
    }

    private mutating func scanToken() {
        let byte = bytes[index]
        if Self.isWordByte(byte) {
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            append(String(decoding: bytes[start..<index], as: UTF8.self), at: start)
        } else if byte == Self.slash, self.byte(at: 1) == Self.slash {
            while index < bytes.count, bytes[index] != Self.newline { index += 1 }
        } else if byte == Self.slash, self.byte(at: 1) == Self.star {
            skipBlockComment()
        } else if byte == Self.quote || (byte == Self.hash && startsRawString()) {
            append("\"", at: index)
            skipString()
        } else if byte == UInt8(ascii: "`") {
            advance()
        } else {
            if byte > 0x20 {
                append(String(UnicodeScalar(byte)), at: index)
            }
            advance()
        }
    }

    /// Skips `/* … */`, which may nest.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if bytes[index] == Self.slash, byte(at: 1) == Self.star {
                depth += 1
                index += 2
            } else if bytes[index] == Self.star, byte(at: 1) == Self.slash {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        } while depth > 0 && index < bytes.count
    }

    /// Whether the `#`s at the index open a raw string, `#"…"#`.
    private func startsRawString() -> Bool {
        var offset = 0
        while byte(at: offset) == Self.hash { offset += 1 }
        return byte(at: offset) == Self.quote
    }

    /// Skips a string literal at the index: `"…"`, `"""…"""`, or a raw form with `#`s, with the
    /// code of its interpolations.
    private mutating func skipString() {
        var hashes = 0
        while bytes[index] == Self.hash {
            hashes += 1
            index += 1
        }
        let isMultiline = byte(at: 1) == Self.quote && byte(at: 2) == Self.quote
        index += isMultiline ? 3 : 1
        let closing =
            [UInt8](repeating: Self.quote, count: isMultiline ? 3 : 1)
            + [UInt8](repeating: Self.hash, count: hashes)
        while index < bytes.count {
            if bytes[index] == Self.backslash, startsEscape(hashes: hashes) {
                index += 1 + hashes
                if byte(at: 0) == UInt8(ascii: "(") {
                    skipInterpolation()
                } else if index < bytes.count {
                    advance()
                }
            } else if bytes[index...].starts(with: closing) {
                index += closing.count
                return
            } else if bytes[index] == Self.newline && !isMultiline {
                return
            } else {
                advance()
            }
        }
    }

    /// Whether the backslash at the index starts an escape in a string with `hashes` `#`s.
    private func startsEscape(hashes: Int) -> Bool {
        (1...max(hashes, 1)).allSatisfy { hashes == 0 || byte(at: $0) == Self.hash }
    }

    /// Skips `(…)` after a backslash in a string: code, which may hold strings and parentheses.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                depth += 1
                advance()
            case UInt8(ascii: ")"):
                depth -= 1
                advance()
                if depth == 0 { return }
            case Self.quote:
                skipString()
            case Self.hash where startsRawString():
                skipString()
            default:
                advance()
            }
        }
    }
}
