/// Writes declarations back as Swift, in the spelling swift-format keeps.
enum DeclarationRenderer {
    /// The head of a function, initializer or subscript, with its attributes and modifiers,
    /// without accessors or body.
    static func signature(of declaration: Declaration) -> Signature {
        var lead = (declaration.attributes + declaration.modifiers).joined(separator: " ")
        if !lead.isEmpty { lead += " " }
        let generics =
            declaration.genericParameters.isEmpty
            ? ""
            : "<" + declaration.genericParameters.map(genericParameter).joined(separator: ", ")
                + ">"
        let isSubscript = declaration.kind == .subscript
        let parameters = declaration.parameters.map { parameter($0, inSubscript: isSubscript) }
        var suffix = ""
        switch declaration.kind {
        case .function:
            let isOperator =
                declaration.name.unicodeScalars.first.map {
                    !Lexer.isIdentifierStart($0) && $0 != "`"
                } ?? false
            lead += "func \(declaration.name)\(isOperator ? " " : "")\(generics)("
            suffix += effects(of: declaration)
            if let result = declaration.type, !result.isVoid { suffix += " -> \(result)" }
        case .initializer:
            lead += "init\(declaration.initializerOptionality ?? "")\(generics)("
            suffix += effects(of: declaration)
        case .subscript:
            lead += "subscript\(generics)("
            if let result = declaration.type { suffix += " -> \(result)" }
        case .property, .associatedType, .protocol, .typeAlias:
            lead += "\(declaration.name)("
        }
        return Signature(
            prefix: lead, parameters: parameters, suffix: suffix,
            whereClause: declaration.whereClause.map(\.description))
    }

    /// ` async throws`, or nothing.
    static func effects(of declaration: Declaration) -> String {
        var text = ""
        if declaration.isAsync { text += " async" }
        if let throwsClause = declaration.throwsClause { text += " \(throwsClause.description)" }
        return text
    }

    /// `label name: Type`, `_ name: Type` or `name: Type`, as a parameter list spells it.
    static func parameter(_ parameter: Parameter, inSubscript: Bool) -> String {
        // `(() -> Void)...`: a variadic function type needs its parentheses.
        let isFunction = parameter.type.functionType != nil
        let type =
            parameter.isVariadic
            ? (isFunction ? "(\(parameter.type))..." : "\(parameter.type)...")
            : parameter.type.description
        let names: String
        switch (parameter.label, inSubscript) {
        case (nil, false): names = "_ \(parameter.name)"
        case (nil, true): names = parameter.name
        case (parameter.name?, false): names = parameter.name
        // A keyword as both: `for` outside, `` `for` `` in the body.
        case (let label?, false) where label == parameter.name.filter({ $0 != "`" }): names = label
        case (let label?, _): names = "\(label) \(parameter.name)"
        }
        return "\(names): \(type)"
    }

    private static func genericParameter(_ parameter: GenericParameter) -> String {
        let name = (parameter.isPack ? "each " : "") + parameter.name
        guard let constraint = parameter.constraint else { return name }
        return "\(name): \(constraint)"
    }
}
