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

    /// `text` as comment lines of at most 100 columns, each starting with `lead`: `//`, or
    /// `///` for a doc comment.
    static func comment(_ text: String, indent: Int, lead: String = "//") -> [String] {
        var lines: [String] = []
        var line = lead
        for word in text.split(separator: " ") {
            if line != lead, !fits("\(line) \(word)", indent: indent) {
                lines.append(indented(line, indent))
                line = lead
            }
            line += " \(word)"
        }
        return lines + [indented(line, indent)]
    }

    /// `signature { body }` on one line when it fits, else the body on lines of its own, and the
    /// parameters too when the signature does not fit.
    static func member(_ signature: DeclarationHead, body: [String], indent: Int) -> [String] {
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
    static func headLines(_ signature: DeclarationHead, indent: Int, opening: String) -> [String] {
        let head = signature.oneLine + opening
        if fits(head, indent: indent) {
            return [indented(head, indent)]
        }
        if !signature.whereClause.isEmpty {
            // The `where` clause on a line of its own, as swift-format breaks it.
            var withoutWhere = signature
            withoutWhere.whereClause = []
            return headLines(withoutWhere, indent: indent, opening: "")
                + whereLines(signature.whereClause, indent: indent, opening: opening)
        }
        if signature.parameters.isEmpty {
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

    /// `where` and its requirements, then `opening` (` {`, ` {}` or nothing): on one line when
    /// they fit, the brace on a line of its own when it does not fit too, and the requirements
    /// filling lines of their own when they do not fit either.
    static func whereLines(_ requirements: [String], indent: Int, opening: String) -> [String] {
        let line = "where " + requirements.joined(separator: ", ")
        let brace = opening.trimmingCharacters(in: [" "])
        if fits(line + opening, indent: indent) { return [indented(line + opening, indent)] }
        if fits(line, indent: indent) {
            return [indented(line, indent)] + (brace.isEmpty ? [] : [indented(brace, indent)])
        }
        return [indented("where", indent)]
            + filled(requirements, indent: indent + 4)
            + (brace.isEmpty ? [] : [indented(brace, indent)])
    }

    /// `items` separated by commas, as many to a line as fit.
    static func filled(_ items: [String], indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, item) in items.enumerated() {
            let text = item + (index < items.count - 1 ? "," : "")
            if line.isEmpty {
                line = text
            } else if fits(line + " " + text, indent: indent) {
                line += " " + text
            } else {
                lines.append(indented(line, indent))
                line = text
            }
        }
        if !line.isEmpty { lines.append(indented(line, indent)) }
        return lines
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

    /// A statement whose first call is broken as swift-format breaks a call that does not fit:
    /// `live.fetch(` and then its arguments, as many to a line as fit, the last followed by the
    /// rest of the statement. A statement without such a call is left as it is.
    static func filledCall(_ statement: String, indent: Int) -> [String] {
        if fits(statement, indent: indent) { return [indented(statement, indent)] }
        let characters = Array(statement)
        guard
            let open = characters.indices.first(where: { index in
                index > 0 && characters[index] == "("
                    && (characters[index - 1].isLetter || characters[index - 1].isNumber
                        || characters[index - 1] == "_" || characters[index - 1] == "`")
            })
        else { return [indented(statement, indent)] }
        var depth = 0
        var arguments: [String] = []
        var current = ""
        var close: Int?
        var isInString = false
        for index in characters.indices.dropFirst(open + 1) {
            let character = characters[index]
            // A string literal's commas and parentheses are its text.
            if character == "\"", characters[index - 1] != "\\" { isInString.toggle() }
            if isInString || character == "\"" {
                current.append(character)
                continue
            }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                if depth == 0 {
                    close = index
                    break
                }
                depth -= 1
            }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: [" "]))
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingCharacters(in: [" "]))
        arguments = arguments.filter { !$0.isEmpty }
        // Arguments fill lines while each fits on one; else each takes a line of its own, and
        // one that does not fit even so puts its value after its label's line.
        var lines =
            arguments.allSatisfy({ fits($0 + ",", indent: indent + 4) })
            ? filled(arguments, indent: indent + 4)
            : arguments.enumerated().flatMap { index, argument in
                let text = argument + (index < arguments.count - 1 ? "," : "")
                guard !fits(text, indent: indent + 4), let colon = labelEnd(of: text) else {
                    return [indented(text, indent + 4)]
                }
                return [
                    indented(String(text[...colon]), indent + 4),
                    indented(
                        String(text[text.index(after: colon)...]).trimmingCharacters(in: [" "]),
                        indent + 8),
                ]
            }
        guard let close, !lines.isEmpty else { return [indented(statement, indent)] }
        let rest = String(characters[close...])
        // A member of the call's result, `).get()`, starts a line of its own, and so does the
        // closing parenthesis that does not fit after the last argument.
        if rest.dropFirst().hasPrefix(".") || !fits((lines.last ?? "") + rest, indent: 0) {
            return [indented(String(characters[...open]), indent)] + lines
                + [indented(rest, indent)]
        }
        lines[lines.count - 1] += rest
        return [indented(String(characters[...open]), indent)] + lines
    }

    /// The colon after an argument's label, if it starts with one: `reason:` in
    /// `reason: "…"`.
    private static func labelEnd(of argument: String) -> String.Index? {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        let label = argument[..<colon]
        return !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            ? colon : nil
    }

    /// The head of a type declaration, up to its opening brace (`{}` for an empty body), broken
    /// as swift-format breaks it when it does not fit: the attributes on a line of their own,
    /// then the generic parameters, the inherited types (the brace then on a line of its own)
    /// and the `where` clause.
    static func typeHead(
        attributes: [String], keyword: String, name: String, genericParameters: [String],
        inheritance: [String], whereClause: [String], hasBody: Bool
    ) -> [String] {
        let opening = hasBody ? "{" : "{}"
        let generics =
            genericParameters.isEmpty ? "" : "<\(genericParameters.joined(separator: ", "))>"
        var head = "\(keyword) \(name)\(generics)"
        if !inheritance.isEmpty { head += ": " + inheritance.joined(separator: ", ") }
        if !whereClause.isEmpty { head += " where " + whereClause.joined(separator: ", ") }
        let oneLine = (attributes + [head]).joined(separator: " ") + " " + opening
        if fits(oneLine, indent: 0) { return [oneLine] }

        var lines = attributes
        // The generic parameters, on lines of their own when they do not fit.
        var line = "\(keyword) \(name)"
        if !genericParameters.isEmpty {
            if fits(line + generics + (inheritance.isEmpty ? "" : ":"), indent: 0) {
                line += generics
            } else {
                lines.append(line + "<")
                let together = genericParameters.joined(separator: ", ")
                if fits(together, indent: 4) {
                    lines.append(indented(together, 4))
                } else {
                    lines += genericParameters.enumerated().map { index, parameter in
                        indented(
                            parameter + (index < genericParameters.count - 1 ? "," : ""), 4)
                    }
                }
                line = ">"
            }
        }
        // The inherited types, filling the lines they break onto.
        var isInheritanceBroken = false
        for (index, type) in inheritance.enumerated() {
            let item = type + (index < inheritance.count - 1 ? "," : "")
            let separator = index == 0 ? ": " : " "
            if index == 0 { line += ":" }
            let candidate = line + (index == 0 ? " " : separator) + item
            if fits(candidate, indent: 0) {
                line = candidate
            } else {
                lines.append(line)
                line = indented(item, 4)
                isInheritanceBroken = true
            }
        }
        // The where clause on a line of its own, its requirements one a line if need be.
        if !whereClause.isEmpty {
            let requirements = whereClause.joined(separator: ", ")
            let inline = "\(line) where \(requirements)"
            if !isInheritanceBroken, fits(inline + " " + opening, indent: 0) {
                return lines + [inline + " " + opening]
            }
            return lines + [line] + whereLines(whereClause, indent: 0, opening: " " + opening)
        }
        // The brace follows the head when it fits there, and the head is on one line; an empty
        // body's closing brace goes to the next line when only the opening one fits.
        if !isInheritanceBroken, fits(line + " " + opening, indent: 0) {
            return lines + [line + " " + opening]
        }
        if !isInheritanceBroken, !hasBody, fits(line + " {", indent: 0) {
            return lines + [line + " {", "}"]
        }
        return lines + [line, opening]
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
    /// unwrapped optionals, identifiers that are not ASCII, and the `rules` given. A declaration
    /// with a line too long
    /// to break as swift-format would (a type longer than a line) is exempt from every rule.
    static func exemptingFromLint(_ lines: [String], indent: Int, rules extra: [String] = [])
        -> [String]
    {
        let lead = String(repeating: " ", count: indent)
        var result: [String] = []
        var start = 0
        func flush(until end: Int) {
            guard start < end else { return }
            let chunk = lines[start..<end]
            var rules = extra
            let code = chunk.filter { !$0.trimmingCharacters(in: [" "]).hasPrefix("//") }
            // A string literal longer than a line is one swift-format leaves as it is.
            let isLiteral = { (line: String) in
                let text = line.trimmingCharacters(in: [" "])
                return text.hasPrefix("\"") && ["\"", "\",", "\")"].contains { text.hasSuffix($0) }
            }
            if code.contains(where: { $0.count > lineLength && !isLiteral($0) }) {
                result.append(lead + "// swift-format-ignore")
                result += chunk
                return
            }
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
            if previous.isLetter || previous.isNumber || "_>])?".contains(previous), next != "=" {
                return true
            }
        }
        return false
    }
}
