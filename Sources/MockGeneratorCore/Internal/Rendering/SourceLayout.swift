/// Lays out generated code the way the project's `swift format` keeps it: lines of at most 100
/// columns, 4-space indentation, breaks only where the formatter puts them. It breaks a line by
/// the parts it is given (a declaration's head, a statement's call), never by reading its text.
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
    static func member(_ signature: DeclarationHead, body: [Statement], indent: Int) -> [String] {
        memberRuns(signature, body: body, indent: indent).flatMap(\.lines)
    }

    /// ``member(_:body:indent:)``, in the runs lint reads.
    static func memberRuns(_ signature: DeclarationHead, body: [Statement], indent: Int)
        -> [LintRun]
    {
        let head = signature.oneLine
        if body.isEmpty { return headRuns(signature, indent: indent, opening: " {}") }
        if body.count == 1, fits("\(head) { \(body[0].text) }", indent: indent) {
            return [.whole([indented("\(head) { \(body[0].text) }", indent)])]
        }
        let bodyLines = body.flatMap { wrappedStatement($0, indent: indent + 4) }
        return withBody(
            headRuns(signature, indent: indent, opening: " {"),
            bodyLines + [indented("}", indent)])
    }

    /// `runs`, the last of which opens a body, with the body's `lines` after it.
    static func withBody(_ runs: [LintRun], _ lines: [String]) -> [LintRun] {
        var runs = runs
        if let last = runs.indices.last {
            runs[last].lines += lines
            runs[last].parts.insert(.body)
        }
        return runs
    }

    /// The lines of a signature followed by `opening`, its parameters broken out if needed.
    static func headLines(_ signature: DeclarationHead, indent: Int, opening: String) -> [String] {
        headRuns(signature, indent: indent, opening: opening).flatMap(\.lines)
    }

    /// ``headLines(_:indent:opening:)``, in the runs lint reads: a `where` clause broken off the
    /// head starts one.
    static func headRuns(_ signature: DeclarationHead, indent: Int, opening: String)
        -> [LintRun]
    {
        let head = signature.oneLine + opening
        if fits(head, indent: indent) {
            return [LintRun(lines: [indented(head, indent)], parts: [.head, .whereClause])]
        }
        if !signature.whereClause.isEmpty {
            // The `where` clause on a line of its own, as swift-format breaks it.
            var withoutWhere = signature
            withoutWhere.whereClause = []
            return headRuns(withoutWhere, indent: indent, opening: "")
                + whereRuns(signature.whereClause, indent: indent, opening: opening)
        }
        if signature.parameters.isEmpty {
            return [LintRun(lines: [indented(head, indent)], parts: [.head, .whereClause])]
        }
        let together = signature.parameters.joined(separator: ", ")
        let parameterLines =
            fits(together, indent: indent + 4)
            ? [indented(together, indent + 4)]
            : signature.parameters.enumerated().map { index, parameter in
                indented(
                    parameter + (index < signature.parameters.count - 1 ? "," : ""), indent + 4)
            }
        return [
            LintRun(
                lines: [indented(signature.prefix, indent)] + parameterLines
                    + [indented(")" + signature.suffix + opening, indent)],
                parts: [.head, .whereClause])
        ]
    }

    /// `where` and its requirements, then `opening` (` {`, ` {}` or nothing): on one line when
    /// they fit, the brace on a line of its own when it does not fit too, and the requirements
    /// filling lines of their own when they do not fit either.
    static func whereLines(_ requirements: [String], indent: Int, opening: String) -> [String] {
        whereRuns(requirements, indent: indent, opening: opening).flatMap(\.lines)
    }

    /// ``whereLines(_:indent:opening:)``, in the runs lint reads: the clause starts one, and so
    /// does a brace on a line of its own.
    static func whereRuns(_ requirements: [String], indent: Int, opening: String) -> [LintRun] {
        let line = "where " + requirements.joined(separator: ", ")
        let brace = opening.trimmingCharacters(in: [" "])
        let braceRuns =
            brace.isEmpty ? [] : [LintRun(lines: [indented(brace, indent)], parts: [])]
        if fits(line + opening, indent: indent) {
            return [LintRun(lines: [indented(line + opening, indent)], parts: [.whereClause])]
        }
        if fits(line, indent: indent) {
            return [LintRun(lines: [indented(line, indent)], parts: [.whereClause])] + braceRuns
        }
        return [
            LintRun(
                lines: [indented("where", indent)] + filled(requirements, indent: indent + 4),
                parts: [.whereClause])
        ] + braceRuns
    }

    /// `lead { body }` on one line, or on three, the body indented one level deeper.
    static func block(_ lead: String, body: String, indent: Int) -> [String] {
        let line = "\(lead) { \(body) }"
        if fits(line, indent: indent) { return [indented(line, indent)] }
        return [indented("\(lead) {", indent), indented(body, indent + 4), indented("}", indent)]
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

    /// A statement, broken after the opening parenthesis of its call when it is too long:
    /// `try await fetchMock(` then `(id, name))` on the next line.
    static func wrappedStatement(_ statement: Statement, indent: Int) -> [String] {
        let text = statement.text
        guard !fits(text, indent: indent), let arguments = statement.arguments else {
            return [indented(text, indent)]
        }
        return [
            indented(statement.lead + "(", indent),
            indented(arguments.map(\.text).joined(separator: ", ") + statement.tail, indent + 4),
        ]
    }

    /// A statement whose call is broken as swift-format breaks a call that does not fit:
    /// `live.fetch(` and then its arguments, as many to a line as fit, the last followed by the
    /// rest of the statement. A statement without such a call, or whose call takes no
    /// arguments, is left as it is.
    static func filledCall(_ statement: Statement, indent: Int) -> [String] {
        let text = statement.text
        guard !fits(text, indent: indent), let arguments = statement.arguments,
            !arguments.isEmpty
        else { return [indented(text, indent)] }
        // Arguments fill lines while each fits on one; else each takes a line of its own, and
        // one that does not fit even so puts its value after its label's line.
        var lines =
            arguments.allSatisfy({ fits($0.text + ",", indent: indent + 4) })
            ? filled(arguments.map(\.text), indent: indent + 4)
            : arguments.enumerated().flatMap { index, argument in
                let comma = index < arguments.count - 1 ? "," : ""
                guard !fits(argument.text + comma, indent: indent + 4), let label = argument.label
                else { return [indented(argument.text + comma, indent + 4)] }
                return [
                    indented(label + ":", indent + 4), indented(argument.value + comma, indent + 8),
                ]
            }
        let rest = statement.tail
        let head = indented(statement.lead + "(", indent)
        // A member of the call's result, `).get()`, starts a line of its own, and so does the
        // closing parenthesis that does not fit after the last argument.
        if rest.dropFirst().hasPrefix(".") || !fits((lines.last ?? "") + rest, indent: 0) {
            return [head] + lines + [indented(rest, indent)]
        }
        lines[lines.count - 1] += rest
        return [head] + lines
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
        // The attributes and the isolation stay before the parameters they qualify.
        let (_, attributes, specifiers) = type.withoutAttributes
        let parameters = TypeExpression.attributed(
            attributes: attributes, specifiers: specifiers, .tuple(function.parameters)
        ).description
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
        initializationRuns(
            lead, typeName: typeName, genericArguments: genericArguments, arguments: arguments,
            indent: indent
        ).flatMap(\.lines)
    }

    /// ``initialization(_:typeName:genericArguments:arguments:indent:)``, in the runs lint reads:
    /// the `>(arguments)` that closes generic arguments broken onto lines of their own starts
    /// one.
    static func initializationRuns(
        _ lead: String, typeName: String, genericArguments: [String], arguments: String,
        indent: Int
    ) -> [LintRun] {
        let generic =
            genericArguments.isEmpty ? "" : "<\(genericArguments.joined(separator: ", "))>"
        // `nonisolated(nonsending)` parses in a type annotation, not in an expression's generic
        // arguments: `let name: Mock<…> = Mock(…)`.
        if genericArguments.contains(where: { $0.contains("nonisolated(") }) {
            let line = "\(lead): \(typeName)\(generic) = \(typeName)(\(arguments))"
            if fits(line, indent: indent) { return [.whole([indented(line, indent)])] }
            return [
                LintRun(
                    lines: [
                        indented("\(lead): \(typeName)<", indent),
                        indented(genericArguments.joined(separator: ", "), indent + 4),
                    ], parts: [.head, .whereClause]),
                LintRun(
                    lines: [indented("> = \(typeName)(\(arguments))", indent)], parts: [.body]),
            ]
        }
        let value = "\(typeName)\(generic)(\(arguments))"
        if fits("\(lead) = \(value)", indent: indent) {
            return [.whole([indented("\(lead) = \(value)", indent)])]
        }
        if fits(value, indent: indent + 4) {
            return [.whole([indented("\(lead) =", indent), indented(value, indent + 4)])]
        }
        if !genericArguments.isEmpty {
            return [
                LintRun(
                    lines: [
                        indented("\(lead) = \(typeName)<", indent),
                        indented(genericArguments.joined(separator: ", "), indent + 4),
                    ], parts: [.head, .whereClause]),
                LintRun(lines: [indented(">(\(arguments))", indent)], parts: [.body]),
            ]
        }
        return [
            .whole([
                indented("\(lead) = \(typeName)(", indent), indented("\(arguments))", indent + 4),
            ])
        ]
    }
}
