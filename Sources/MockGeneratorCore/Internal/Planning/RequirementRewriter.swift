/// Writes a requirement's types as the mock spells them: `Self.Item` is `Item`, or the type
/// `Item` is an alias of; `Self` is the mock; names another imported module also declares are
/// qualified; a generic parameter named as one of the mock's is renamed; parameters get names
/// a body can forward.
struct RequirementRewriter {
    /// The mock's name, which `Self` becomes.
    let className: String
    /// The names of the protocol's associated types.
    let associatedTypeNames: Set<String>
    let resolution: AssociatedTypeResolution
    let qualifier: TypeQualifier

    /// `requirement`, its types rewritten for the mock.
    func rewritten(_ requirement: Requirement) -> Requirement {
        var requirement = expandingProtocolTypeAliases(in: requirement)
        var signature = requirement.signature
        let renamed = renamedGenericParameters(of: signature)
        signature.genericParameters = signature.genericParameters.map { parameter in
            var parameter = parameter
            parameter.name = renamed[parameter.name] ?? parameter.name
            return parameter
        }
        let identifiers = requirement.typeIdentifiers
        let rewrite: (TypeExpression) -> TypeExpression = { type in
            qualifier.qualified(type.renamingFirstNames(renamed), identifiers: identifiers)
                .rewritten(withoutSelf)
        }
        signature.parameters = forwardableParameters(signature.parameters, rewrite: rewrite)
        signature.type = signature.type.map(rewrite)
        if case .typed(let error) = signature.throwsClause {
            signature.throwsClause = .typed(rewrite(error))
        }
        // A protocol that a generic parameter of the same name constrains is hidden by it.
        let genericNames = Set(signature.genericParameters.map(\.name))
        let rewriteConstraint: (TypeExpression) -> TypeExpression = { constraint in
            rewrite(
                qualifier.qualified(constraint, hiddenBy: genericNames, identifiers: identifiers))
        }
        signature.whereClause = signature.whereClause.map { requirement in
            guard case .conformance(let type, let constraint) = requirement else {
                return requirement.rewritten(rewrite)
            }
            return .conformance(rewrite(type), rewriteConstraint(constraint))
        }
        signature.genericParameters = signature.genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraint = parameter.constraint.map(rewriteConstraint)
            return parameter
        }
        requirement.signature = signature
        requirement.kind = rewritingAccessors(of: requirement.kind, rewrite: rewrite)
        return requirement
    }

    /// `requirement` with the type aliases protocols declare written out, `AsyncStream<Bytes>`
    /// for `Inbound`, and the identifiers of the names they hold added to its own.
    private func expandingProtocolTypeAliases(in requirement: Requirement) -> Requirement {
        var requirement = requirement
        var identifiers = requirement.typeIdentifiers
        func expanded(_ type: TypeExpression, depth: Int) -> TypeExpression {
            guard depth < 8 else { return type }
            return type.rewritten { type in
                // `Page<String>` or `Self.Page<String>`, whose arguments take the place of the
                // alias's generic parameters.
                guard case .named(let components) = type, components.count <= 2,
                    let alias = components.last,
                    components.count == 1
                        || components[0].name == "Self"
                            && components[0].genericArguments.isEmpty,
                    let (aliased, aliasIdentifiers) = protocolTypeAlias(
                        named: alias.name, identifier: identifiers[alias.name],
                        arguments: alias.genericArguments, of: requirement)
                else { return nil }
                identifiers.merge(aliasIdentifiers) { first, _ in first }
                return expanded(aliased, depth: depth + 1)
            }
        }
        var signature = requirement.signature
        signature.parameters = signature.parameters.map { parameter in
            var parameter = parameter
            parameter.type = expanded(parameter.type, depth: 0)
            return parameter
        }
        signature.type = signature.type.map { expanded($0, depth: 0) }
        requirement.signature = signature
        requirement.typeIdentifiers = identifiers
        return requirement
    }

    /// The type the protocol type alias `name` names, by its identifier; or, where the graph
    /// gives the name none, by its name among the aliases of the requirement's protocol and
    /// those it inherits (an associated type's name is the mock's own, never an alias).
    private func protocolTypeAlias(
        named name: String, identifier: String?, arguments: [TypeExpression],
        of requirement: Requirement
    ) -> (type: TypeExpression, identifiers: [String: String])? {
        if let identifier {
            return qualifier.catalog.protocolTypeAlias(identifier, arguments: arguments)
        }
        guard !associatedTypeNames.contains(name),
            let requirementIdentifier = requirement.identifier
        else { return nil }
        return qualifier.catalog.protocolTypeAlias(
            named: name, arguments: arguments, seenFromRequirement: requirementIdentifier)
    }

    /// `Self` as the mock, and `Self.Name` as the type the mock gives `Name`.
    private func withoutSelf(_ type: TypeExpression) -> TypeExpression? {
        guard case .named(let components) = type, components.first?.name == "Self" else {
            return nil
        }
        if components.count == 1 { return .named(className) }
        let rest = Array(components.dropFirst())
        if rest.count == 1,
            let alias = resolution.typeAliases.first(where: { $0.name == rest[0].name })
        {
            return alias.type
        }
        // A type alias of the protocol whose name an imported module's type also takes is
        // reached through the mock: `MockRequester.NSObject`.
        if let first = rest.first, !associatedTypeNames.contains(first.name),
            qualifier.isDeclaredAtTopLevel(first.name)
        {
            return .named([.init(name: className, genericArguments: [])] + rest)
        }
        return .named(rest)
    }

    /// A generic parameter of the requirement named as one of the mock's would shadow it:
    /// `subscript<T>` in `MockStore<T>` is written `subscript<T1>`. The new names, by old name.
    private func renamedGenericParameters(of signature: MemberSignature) -> [String: String] {
        let mockGenerics = Set(resolution.genericParameters.map(\.name))
        var taken = mockGenerics.union(signature.genericParameters.map(\.name))
        var renamed: [String: String] = [:]
        for parameter in signature.genericParameters where mockGenerics.contains(parameter.name) {
            var number = 1
            while taken.contains("\(parameter.name)\(number)") { number += 1 }
            renamed[parameter.name] = "\(parameter.name)\(number)"
            taken.insert("\(parameter.name)\(number)")
        }
        return renamed
    }

    /// The parameters with their types rewritten, and names a body can use: lowered as lint
    /// wants them (`url` for `URL`), quoted where they are keywords, and given to those that
    /// have none (their label, or `argN`).
    private func forwardableParameters(
        _ parameters: [Parameter], rewrite: (TypeExpression) -> TypeExpression
    ) -> [Parameter] {
        var usedNames = Set(parameters.map(\.name))
        return parameters.enumerated().map { index, parameter in
            var parameter = parameter
            parameter.type = rewrite(parameter.type)
            let lowered = Self.lowerCamelCase(parameter.name)
            if lowered != parameter.name, !usedNames.contains(lowered),
                !Self.keywords.contains(lowered)
            {
                usedNames.insert(lowered)
                parameter.name = lowered
            }
            // A keyword names a parameter in its declaration, but must be quoted in a body.
            if Self.keywords.contains(parameter.name) { parameter.name = "`\(parameter.name)`" }
            // `live` names the instance a spy forwards to, which a closure's parameter of that
            // name would hide: `{ live in live.update(live: live) }`.
            if parameter.name == "live" {
                var name = "liveValue"
                while usedNames.contains(name) { name += "_" }
                usedNames.insert(name)
                parameter.name = name
            }
            if parameter.name == "_" {
                var name = parameter.label ?? "arg\(index)"
                if name.hasPrefix("`") || usedNames.contains(name) || Self.keywords.contains(name) {
                    name = "arg\(index)"
                }
                while usedNames.contains(name) { name += "_" }
                usedNames.insert(name)
                parameter.name = name
            }
            return parameter
        }
    }

    /// `kind` with the error type of its accessors' typed `throws` rewritten.
    private func rewritingAccessors(
        of kind: MemberKind, rewrite: (TypeExpression) -> TypeExpression
    ) -> MemberKind {
        func rewritten(_ accessors: Accessors) -> Accessors {
            var accessors = accessors
            if case .typed(let error) = accessors.throwsClause {
                accessors.throwsClause = .typed(rewrite(error))
            }
            return accessors
        }
        switch kind {
        case .method, .initializer: return kind
        case .property(let accessors, let isStatic):
            return .property(accessors: accessors.map(rewritten), isStatic: isStatic)
        case .subscript(let accessors, let isStatic):
            return .subscript(accessors: rewritten(accessors), isStatic: isStatic)
        }
    }

    /// `name` with its leading capitals lowered: `url` for `URL`, `urlString` for `URLString`.
    static func lowerCamelCase(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, first.isASCII, first.properties.isUppercase else {
            return name
        }
        var capitals = scalars.prefix { $0.isASCII && $0.properties.isUppercase }.count
        // The last capital of a run begins the next word: `URLString`.
        if capitals > 1, capitals < scalars.count, scalars[capitals].properties.isLowercase {
            capitals -= 1
        }
        let head = String(String.UnicodeScalarView(scalars[..<capitals])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[capitals...]))
    }

    /// Words that cannot name a parameter without backticks.
    private static let keywords: Set<String> = [
        "in", "inout", "var", "let", "func", "class", "struct", "enum", "protocol", "extension",
        "return", "if", "else", "for", "while", "repeat", "switch", "case", "default", "break",
        "continue", "do", "catch", "throw", "throws", "try", "import", "init", "deinit",
        "subscript", "static", "self", "Self", "super", "nil", "true", "false", "is", "as", "Any",
        "where", "guard", "defer", "fallthrough", "operator", "typealias", "associatedtype",
        "internal", "private", "public", "fileprivate", "open", "rethrows",
    ]
}
