/// The head of a declaration, split where swift-format may break it: `prefix` ends with `(`,
/// `parameters` go between the parentheses, `suffix` follows the `)`.
struct Signature: Equatable {
    var prefix: String
    var parameters: [String]
    var suffix: String

    var oneLine: String { prefix + parameters.joined(separator: ", ") + ")" + suffix }
}

/// Lays out generated code the way the project's `swift format` keeps it: lines of at most 100
/// columns, 4-space indentation, breaks only where the formatter puts them.
enum SourceLayout {
    static let lineLength = 100

    static func fits(_ text: String, indent: Int) -> Bool {
        indent + text.count <= lineLength
    }

    static func indented(_ text: String, _ indent: Int) -> String {
        text.isEmpty ? "" : String(repeating: " ", count: indent) + text
    }

    /// `text` as `//` comment lines of at most 100 columns.
    static func comment(_ text: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = "//"
        for word in text.split(separator: " ") {
            if line != "//", !fits("\(line) \(word)", indent: indent) {
                lines.append(indented(line, indent))
                line = "//"
            }
            line += " \(word)"
        }
        return lines + [indented(line, indent)]
    }

    /// `signature { body }` on one line when it fits, else the body on lines of its own, and the
    /// parameters too when the signature does not fit.
    static func member(_ signature: Signature, body: [String], indent: Int) -> [String] {
        let head = signature.oneLine
        if body.isEmpty { return headLines(signature, indent: indent, opening: " {}") }
        if body.count == 1, fits("\(head) { \(body[0]) }", indent: indent) {
            return [indented("\(head) { \(body[0]) }", indent)]
        }
        let bodyLines = body.flatMap { wrappedStatement($0, indent: indent + 4) }
        return headLines(signature, indent: indent, opening: " {") + bodyLines + [
            indented("}", indent)
        ]
    }

    /// The lines of a signature followed by `opening`, its parameters broken out if needed.
    static func headLines(_ signature: Signature, indent: Int, opening: String) -> [String] {
        let head = signature.oneLine + opening
        if fits(head, indent: indent) || signature.parameters.isEmpty {
            return [indented(head, indent)]
        }
        let together = signature.parameters.joined(separator: ", ")
        let parameterLines =
            fits(together, indent: indent + 4)
            ? [indented(together, indent + 4)]
            : signature.parameters.enumerated().map { index, parameter in
                indented(
                    parameter + (index < signature.parameters.count - 1 ? "," : ""), indent + 4)
            }
        return [indented(signature.prefix, indent)] + parameterLines
            + [indented(")" + signature.suffix + opening, indent)]
    }

    /// A statement, broken after the opening parenthesis of its first call when it is too long:
    /// `try await fetchMock(` then `(id, name))` on the next line.
    static func wrappedStatement(_ statement: String, indent: Int) -> [String] {
        if fits(statement, indent: indent) { return [indented(statement, indent)] }
        let characters = Array(statement)
        for (offset, character) in characters.enumerated() where character == "(" && offset > 0 {
            let previous = characters[offset - 1]
            guard previous.isLetter || previous.isNumber || previous == "_" else { continue }
            let head = String(characters[...offset])
            let rest = String(characters[(offset + 1)...])
            return [indented(head, indent), indented(rest, indent + 4)]
        }
        return [indented(statement, indent)]
    }

    /// `lead type`, with the type on the next line when it does not fit, and a function type's
    /// effects and result on a line of their own when that is not enough either.
    static func typedDeclaration(_ lead: String, type: TypeExpression, indent: Int) -> [String] {
        let text = type.description
        if fits("\(lead) \(text)", indent: indent) { return [indented("\(lead) \(text)", indent)] }
        if fits(text, indent: indent + 4) || type.functionType == nil {
            return [indented(lead, indent), indented(text, indent + 4)]
        }
        guard let function = type.functionType else { return [] }
        let parameters = TypeExpression.tuple(function.parameters).description
        var tail = ""
        if function.isAsync { tail += "async " }
        if let throwsClause = function.throwsClause { tail += "\(throwsClause.description) " }
        tail += "-> \(function.result)"
        return [
            indented(lead, indent), indented(parameters, indent + 4), indented(tail, indent + 8),
        ]
    }

    /// `lead = Name<Arguments>(arguments)`, broken after `=`, or inside the angle brackets.
    static func initialization(
        _ lead: String, typeName: String, genericArguments: [String], arguments: String,
        indent: Int
    ) -> [String] {
        let generic =
            genericArguments.isEmpty ? "" : "<\(genericArguments.joined(separator: ", "))>"
        let value = "\(typeName)\(generic)(\(arguments))"
        if fits("\(lead) = \(value)", indent: indent) {
            return [indented("\(lead) = \(value)", indent)]
        }
        if fits(value, indent: indent + 4) {
            return [indented("\(lead) =", indent), indented(value, indent + 4)]
        }
        if !genericArguments.isEmpty {
            return [
                indented("\(lead) = \(typeName)<", indent),
                indented(genericArguments.joined(separator: ", "), indent + 4),
                indented(">(\(arguments))", indent),
            ]
        }
        return [indented("\(lead) = \(typeName)(", indent), indented("\(arguments))", indent + 4)]
    }

    /// `lines` with a `// swift-format-ignore:` comment before each declaration at `indent`
    /// that spells what the protocol spells but the project's lint rules forbid: implicitly
    /// unwrapped optionals, identifiers that are not ASCII.
    static func exemptingFromLint(_ lines: [String], indent: Int) -> [String] {
        let lead = String(repeating: " ", count: indent)
        var result: [String] = []
        var start = 0
        func flush(until end: Int) {
            guard start < end else { return }
            let chunk = lines[start..<end]
            var rules: [String] = []
            let code = chunk.filter { !$0.trimmingCharacters(in: [" "]).hasPrefix("//") }
            if code.contains(where: containsImplicitlyUnwrappedOptional) {
                rules.append("NeverUseImplicitlyUnwrappedOptionals")
            }
            if code.contains(where: { !$0.unicodeScalars.allSatisfy(\.isASCII) }) {
                rules.append("IdentifiersMustBeASCII")
            }
            if !rules.isEmpty {
                result.append(lead + "// swift-format-ignore: " + rules.joined(separator: ", "))
            }
            result += chunk
        }
        for (index, line) in lines.enumerated() {
            let isDeclarationStart =
                line.hasPrefix(lead) && !line.hasPrefix(lead + " ")
                && !["}", ")", "//"].contains { line.dropFirst(indent).hasPrefix($0) }
            if isDeclarationStart, !(index > 0 && lines[index - 1].hasPrefix(lead + "//")) {
                flush(until: index)
                start = index
            }
        }
        flush(until: lines.count)
        return result
    }

    /// Whether `line` spells `T!` as a type: a `!` right after a name, `>`, `]` or `)`, and
    /// not before `=`.
    private static func containsImplicitlyUnwrappedOptional(_ line: String) -> Bool {
        let characters = Array(line)
        for index in characters.indices.dropFirst() where characters[index] == "!" {
            let previous = characters[index - 1]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if previous.isLetter || previous.isNumber || "_>])".contains(previous), next != "=" {
                return true
            }
        }
        return false
    }
}
