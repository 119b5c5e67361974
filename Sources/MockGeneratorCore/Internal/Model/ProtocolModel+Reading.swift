extension ProtocolModel {
    /// Reads the protocol `entry` and its hierarchy from `catalog`.
    /// - Throws: When no class can conform to the protocol, or the graphs do not say enough of
    ///   it: a declaration that cannot be read, a parent whose requirements no graph lists.
    init(_ entry: SymbolCatalog.Entry, in catalog: SymbolCatalog) throws(ModelProblem) {
        let declaration = try HierarchyReader.parse(entry.declarationText, of: entry.name)
        var reader = HierarchyReader(root: entry, in: catalog)
        try reader.read()
        // What a standard protocol implements for the one it refines needs no mock.
        var groups = reader.groups.map { group in
            var group = group
            group.requirements.removeAll { $0.isStandard && reader.satisfied.contains($0.key) }
            return group
        }
        var referencedModules = reader.referencedModules
        if let superclass = reader.superclass {
            // What the class implements already satisfies the requirement.
            groups = groups.map { group in
                var group = group
                group.requirements.removeAll { superclass.memberKeys.contains($0.key) }
                return group
            }
            if let module = superclass.module, let imported = ModuleName.importedName(of: module) {
                referencedModules.insert(imported)
            }
        }
        if let problem = Self.conflictingProperty(in: groups) { throw problem }
        self.init(
            name: entry.name,
            path: entry.symbol.pathComponents.isEmpty ? [entry.name] : entry.symbol.pathComponents,
            module: entry.module, accessLevel: catalog.effectiveAccessLevel(of: entry),
            declaration: declaration, availability: entry.symbol.availability ?? [],
            groups: Self.removingRestatedRequirements(groups, catalog: catalog),
            associatedTypes: Self.removingRestatedAssociatedTypes(
                reader.associatedTypes, root: entry.name),
            whereClause: declaration.whereClause + reader.whereClause,
            hierarchy: reader.hierarchy, declaringModules: reader.declaringModules,
            referencedModules: referencedModules, typeIdentifiers: reader.typeIdentifiers,
            isClassBound: reader.isClassBound || reader.superclass != nil
                || reader.hierarchy.contains("_Concurrency.Actor"),
            superclass: reader.superclass, skippedMembers: reader.skippedMembers)
        inheritedGlobalActor = reader.inheritedGlobalActor
        requirementsGlobalActor = reader.requirementsGlobalActor
    }

    /// Keeps the first of requirements a protocol restates from one it inherits, since one
    /// member implements both; properties by name, others by their declaration.
    private static func removingRestatedRequirements(
        _ groups: [RequirementGroup], catalog: SymbolCatalog
    ) -> [RequirementGroup] {
        var seen: Set<String> = []
        return groups.map { group in
            var group = group
            group.requirements = group.requirements.filter {
                seen.insert(identity($0, catalog: catalog)).inserted
            }
            return group
        }
        .filter { !$0.requirements.isEmpty || $0.parent == nil }
    }

    /// What tells a requirement from another. A restatement is printed `override`, with its
    /// own parameter names; attributes and modifiers other than `static` do not tell members
    /// apart either, nor an operator's parameter names, which are no argument labels
    /// (swift-numerics' `static func / (a: Self, b: Self)` restates `FloatingPoint`'s
    /// `static func / (lhs: Self, rhs: Self)`), nor which protocol's type alias a type names,
    /// but what it aliases (`Page<String>` in two protocols that each say
    /// `typealias Page<T> = [T]`).
    private static func identity(_ requirement: Requirement, catalog: SymbolCatalog) -> String {
        let signature = requirement.signature
        let isOperator = signature.name.unicodeScalars.first.map {
            !Lexer.isIdentifierStart($0) && $0 != "`"
        }
        let memberKey =
            isOperator == true
            ? MemberSignature.key(
                name: signature.name, labels: signature.parameters.map { _ in nil })
            : requirement.key
        let key = (requirement.kind.isStatic ? "static " : "") + memberKey
        switch requirement.kind {
        case .property:
            return key
        case .method, .initializer, .subscript:
            let parameters = signature.parameters.map {
                $0.type.description + ($0.isVariadic ? "..." : "")
            }
            // A type of the user's modules spelled as a system one, `NSObject` beside
            // `Foundation.NSObject`, tells requirements apart; a requirement of a standard
            // protocol, which lists no identifiers, is still one restated.
            let identifiers = requirement.typeIdentifiers.values.filter { !isSystem($0) }
                .map { identifier in
                    guard let alias = catalog.entries[identifier], alias.kind == .typeAlias else {
                        return identifier
                    }
                    return alias.declarationText
                }
                .sorted()
            return key + signature.genericParameters.map(\.name).joined(separator: ",") + ":"
                + parameters.joined(separator: ",") + "->" + (signature.type?.description ?? "")
                + " where " + signature.whereClause.map(\.description).joined(separator: ",")
                + " " + identifiers.joined(separator: ",")
        }
    }

    /// Why no type can conform, when two protocols of the hierarchy require a property of one
    /// name with two different types, as `var count: Int` and `var count: String`: a class has
    /// one property of a name. Only types the graphs identify as two nominal types (not type
    /// aliases, associated types or generic types) are told apart.
    private static func conflictingProperty(in groups: [RequirementGroup]) -> ModelProblem? {
        func identity(_ requirement: Requirement) -> String? {
            guard let type = requirement.signature.type?.withPlainOptionals,
                case .named(let components) = type.withoutParentheses, components.count == 1,
                components[0].genericArguments.isEmpty,
                let identifier = requirement.typeIdentifiers[components[0].name],
                identifier.hasPrefix("s:"), !identifier.hasSuffix("a")
            else { return nil }
            return identifier
        }
        var seen: [String: Requirement] = [:]
        for requirement in groups.flatMap(\.requirements) {
            let isStatic: Bool
            switch requirement.kind {
            case .property(_, let flag): isStatic = flag
            case .method, .initializer, .subscript: continue
            }
            let name = requirement.signature.name
            let key = (isStatic ? "static " : "") + name
            guard let first = seen[key] else {
                seen[key] = requirement
                continue
            }
            if let one = identity(first), let other = identity(requirement), one != other {
                let types = [first, requirement].compactMap { $0.signature.type?.description }
                return ModelProblem(
                    message: "it requires the property \(name) as \(types[0]) (in "
                        + "\(first.origin)) and as \(types[1]) (in \(requirement.origin)), and no "
                        + "class can have both",
                    member: name, location: requirement.location)
            }
        }
        return nil
    }

    /// Whether the symbol is of the standard library, Foundation or C.
    private static func isSystem(_ identifier: String) -> Bool {
        guard let module = ModuleName.of(preciseIdentifier: identifier) else { return true }
        let imported = ModuleName.importedName(of: module)
        return imported == nil || imported == "Foundation" || imported == "FoundationNetworking"
    }

    /// Keeps one declaration of each associated type, with the constraints of all; its default
    /// is uncertain when it comes from a protocol that another constrains beyond it, unless it
    /// is the mocked protocol's own (`root`), which refines every other: swift-syntax's
    /// `SyntaxCollection` restates `Iterator = SyntaxCollectionIterator<Element>`.
    private static func removingRestatedAssociatedTypes(
        _ associatedTypes: [AssociatedType], root: String
    ) -> [AssociatedType] {
        var byName: [String: AssociatedType] = [:]
        var order: [String] = []
        for associatedType in associatedTypes {
            if var existing = byName[associatedType.name] {
                // A default from one declaration, constraints from another that it may not
                // satisfy.
                let (withDefault, other) =
                    existing.defaultType != nil
                    ? (existing, associatedType) : (associatedType, existing)
                if withDefault.defaultType != nil, withDefault.origin != root,
                    !other.inheritance.allSatisfy(withDefault.inheritance.contains)
                        || !other.whereClause.allSatisfy(withDefault.whereClause.contains)
                {
                    existing.isDefaultUncertain = true
                }
                existing.inheritance += associatedType.inheritance.filter {
                    !existing.inheritance.contains($0)
                }
                existing.whereClause += associatedType.whereClause
                existing.defaultType =
                    associatedType.origin == root
                    ? associatedType.defaultType ?? existing.defaultType
                    : existing.defaultType ?? associatedType.defaultType
                existing.typeIdentifiers.merge(associatedType.typeIdentifiers) { first, _ in first }
                byName[associatedType.name] = existing
            } else {
                byName[associatedType.name] = associatedType
                order.append(associatedType.name)
            }
        }
        return order.compactMap { byName[$0] }
    }
}
