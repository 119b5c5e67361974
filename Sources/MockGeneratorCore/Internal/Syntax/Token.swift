/// A token of a declaration as the symbol graph spells it.
struct Token: Equatable, CustomStringConvertible {
    enum Kind: Equatable {
        /// A name or a keyword: `func`, `fetch`, `String`, `` `default` ``, `_`.
        case word
        /// `(`, `)`, `[`, `]`, `<`, `>`, `{`, `}`, `,`, `:`, `.`, `?`, `!`, `=`, `==`, `&`, `->`,
        /// `...`, `~`, or an operator's name.
        case punctuation
        /// `@MainActor`, `@Sendable`, `@convention(c)`: the name with its arguments.
        case attribute
        /// A number or a string literal.
        case literal
    }

    var kind: Kind
    var text: String

    var description: String { text }

    static func word(_ text: String) -> Token { Token(kind: .word, text: text) }
    static func punctuation(_ text: String) -> Token { Token(kind: .punctuation, text: text) }
}

/// Splits declaration text into tokens.
enum Lexer {
    /// The tokens of `text`, or `nil` when it holds a character no declaration has.
    static func tokens(of text: String) -> [Token]? {
        let characters = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0

        func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
            var result = String.UnicodeScalarView()
            while index < characters.count, predicate(characters[index]) {
                result.append(characters[index])
                index += 1
            }
            return String(result)
        }

        while index < characters.count {
            let character = characters[index]
            if character.properties.isWhitespace {
                index += 1
            } else if isIdentifierStart(character) {
                tokens.append(.word(take(while: isIdentifierPart)))
            } else if character == "`" {
                index += 1
                let name = take { $0 != "`" }
                guard index < characters.count else { return nil }
                index += 1
                tokens.append(.word("`\(name)`"))
            } else if character == "@" {
                index += 1
                var attribute = "@" + take(while: isIdentifierPart)
                // A result builder's generic arguments and member types:
                // `@Builder<Request, Self.Context>`, `@Schema<Resolver>.TypeDefinitions`.
                while true {
                    if index < characters.count, characters[index] == "<" {
                        guard let arguments = balanced(characters, from: &index, "<", ">") else {
                            return nil
                        }
                        attribute += arguments
                    }
                    guard index + 1 < characters.count, characters[index] == ".",
                        isIdentifierStart(characters[index + 1])
                    else { break }
                    index += 1
                    attribute += "." + take(while: isIdentifierPart)
                }
                if index < characters.count, characters[index] == "(" {
                    guard let arguments = balancedParentheses(characters, from: &index) else {
                        return nil
                    }
                    attribute += arguments
                }
                tokens.append(Token(kind: .attribute, text: attribute))
            } else if character.properties.numericType != nil {
                tokens.append(
                    Token(kind: .literal, text: take { isIdentifierPart($0) || $0 == "." }))
            } else if character == "\"" {
                index += 1
                var literal = "\""
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.count {
                        literal.unicodeScalars.append(characters[index])
                        index += 1
                    }
                    literal.unicodeScalars.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { return nil }
                index += 1
                tokens.append(Token(kind: .literal, text: literal + "\""))
            } else if "()[]{},:;".unicodeScalars.contains(character) {
                index += 1
                tokens.append(.punctuation(String(character)))
            } else if isOperatorCharacter(character) {
                let isFunctionName = tokens.last == .word("func")
                tokens.append(
                    contentsOf: operatorTokens(
                        take(while: isOperatorCharacter), isFunctionName: isFunctionName))
            } else {
                return nil
            }
        }
        return tokens
    }

    /// `(…)` from `index`, nested parentheses included; `index` ends after the closing one.
    private static func balancedParentheses(
        _ characters: [Unicode.Scalar], from index: inout Int
    ) -> String? {
        balanced(characters, from: &index, "(", ")")
    }

    /// The text from `index` to the `close` that matches the `open` there, nesting included;
    /// `index` ends after it.
    private static func balanced(
        _ characters: [Unicode.Scalar], from index: inout Int, _ open: Unicode.Scalar,
        _ close: Unicode.Scalar
    ) -> String? {
        var depth = 0
        var result = String.UnicodeScalarView()
        while index < characters.count {
            let character = characters[index]
            result.append(character)
            index += 1
            if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth == 0 { return String(result) }
            }
        }
        return nil
    }

    /// A run of operator characters as the type grammar reads it: `>>` closes two generic
    /// argument lists and `?>` is an optional then a closing angle bracket, while `->`, `...`
    /// and `==` stay whole. Right after `func`, the run is an operator's name: one token.
    private static func operatorTokens(_ run: String, isFunctionName: Bool) -> [Token] {
        if isFunctionName { return [.punctuation(run)] }
        var tokens: [Token] = []
        var rest = Substring(run)
        while let first = rest.first {
            if let whole = ["...", "->", "=="].first(where: { rest.hasPrefix($0) }) {
                tokens.append(.punctuation(whole))
                rest = rest.dropFirst(whole.count)
            } else {
                tokens.append(.punctuation(String(first)))
                rest = rest.dropFirst()
            }
        }
        return tokens
    }

    /// Whether `character` may start an identifier: a letter, `_`, `$`, or any character
    /// outside ASCII that Swift does not keep for operators or combining marks (`💩`, `ト`).
    static func isIdentifierStart(_ character: Unicode.Scalar) -> Bool {
        if character.isASCII {
            return character == "_" || character == "$" || character.properties.isAlphabetic
        }
        return !isOperatorCharacter(character) && !isCombining(character)
            && !character.properties.isWhitespace
            && character.properties.generalCategory != .control
    }

    static func isIdentifierPart(_ character: Unicode.Scalar) -> Bool {
        isIdentifierStart(character) || character.properties.numericType != nil
            || isCombining(character) || character == "\u{200D}"
    }

    private static func isCombining(_ character: Unicode.Scalar) -> Bool {
        switch character.value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
            0xE0100...0xE01EF:
            true
        default:
            false
        }
    }

    /// The characters of operators, as Swift's grammar lists them.
    private static func isOperatorCharacter(_ character: Unicode.Scalar) -> Bool {
        if character.isASCII { return "/=-+!*%<>&|^~?.".unicodeScalars.contains(character) }
        switch character.value {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB,
            0x00BF, 0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
            0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
            0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }
}
