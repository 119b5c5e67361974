/// Writes declarations back as Swift, in the spelling swift-format keeps.
enum DeclarationRenderer {
    /// The head of a method, initializer or subscript, with its attributes and modifiers,
    /// without accessors or body.
    static func head(of signature: MemberSignature, kind: MemberKind) -> DeclarationHead {
        var lead = (signature.attributes + signature.modifiers.map(\.spelling)).joined(
            separator: " ")
        if !lead.isEmpty { lead += " " }
        let generics =
            signature.genericParameters.isEmpty
            ? ""
            : "<" + signature.genericParameters.map(genericParameter).joined(separator: ", ")
                + ">"
        var isSubscript = false
        var suffix = ""
        switch kind {
        case .method:
            let isOperator =
                signature.name.unicodeScalars.first.map {
                    !Lexer.isIdentifierStart($0) && $0 != "`"
                } ?? false
            lead += "func \(signature.name)\(isOperator ? " " : "")\(generics)("
            suffix += effects(of: signature)
            if let result = signature.type, !result.isVoid { suffix += " -> \(result)" }
        case .initializer(let optionality):
            lead += "init\(optionality?.spelling ?? "")\(generics)("
            suffix += effects(of: signature)
        case .subscript:
            isSubscript = true
            lead += "subscript\(generics)("
            if let result = signature.type { suffix += " -> \(result)" }
        case .property:
            lead += "\(signature.name)("
        }
        let parameters = signature.parameters.map { parameter($0, inSubscript: isSubscript) }
        return DeclarationHead(
            prefix: lead, parameters: parameters, suffix: suffix,
            whereClause: signature.whereClause.map(\.description))
    }

    /// ` async throws`, or nothing.
    static func effects(of signature: MemberSignature) -> String {
        var text = ""
        if signature.isAsync { text += " async" }
        if let throwsClause = signature.throwsClause { text += " \(throwsClause.description)" }
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

    /// `Item: Identifiable & Sendable`: a generic parameter of a mock, with its constraints.
    static func genericParameter(_ parameter: AssociatedTypeResolution.GenericParameter) -> String {
        parameter.constraints.isEmpty
            ? parameter.name
            : "\(parameter.name): \(TypeExpression.composition(parameter.constraints))"
    }

    private static func genericParameter(_ parameter: GenericParameter) -> String {
        let name = (parameter.isPack ? "each " : "") + parameter.name
        guard let constraint = parameter.constraint else { return name }
        return "\(name): \(constraint)"
    }
}
