/// How a mock satisfies the associated types of its protocol.
///
/// One fixed by a same-type requirement (`where ID == UUID`) or with a default
/// (`associatedtype Failure: Error = Never`) becomes a type alias. `Identifiable`'s `ID`,
/// otherwise free, is the `ObjectIdentifier` the standard library gives classes, with its `id`,
/// unless the protocol restates `id` with a type. Every other one makes the mock generic, with
/// the same constraints: `final class MockRepository<Item: Identifiable>: Repository`, primary
/// associated types first.
struct AssociatedTypeResolution {
    struct GenericParameter: Equatable, CustomStringConvertible {
        var name: String
        var constraints: [TypeExpression]

        var description: String {
            constraints.isEmpty
                ? name : "\(name): \(TypeExpression.composition(constraints).description)"
        }
    }

    var typeAliases: [(name: String, type: TypeExpression)] = []
    var genericParameters: [GenericParameter] = []
    var whereClause: [WhereRequirement] = []

    /// Qualifies the names of the constraints, where clause and type aliases as `qualifier`
    /// says, with the identifiers the declarations of `model` give them.
    mutating func qualify(with qualifier: TypeQualifier, model: ProtocolModel) {
        var identifiers = model.typeIdentifiers
        for associatedType in model.associatedTypes {
            identifiers.merge(associatedType.typeIdentifiers) { first, _ in first }
        }
        let qualify = { (type: TypeExpression) in
            qualifier.qualified(type, identifiers: identifiers)
        }
        typeAliases = typeAliases.map { ($0.name, qualify($0.type)) }
        genericParameters = genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraints = parameter.constraints.map(qualify)
            return parameter
        }
        whereClause = whereClause.map { requirement in
            switch requirement {
            case .conformance(let type, let constraint): .conformance(type, qualify(constraint))
            case .sameType(let type, let other): .sameType(type, qualify(other))
            }
        }
    }
    /// Whether `Identifiable.id` is left to the standard library.
    var skipsIdentifiableID = false

    /// No associated type: a class mock's.
    init() {}

    init(_ model: ProtocolModel) {
        let names = Set(model.associatedTypes.map(\.name))
        let withoutSelf: (TypeExpression) -> TypeExpression? = { type in
            guard case .named(let components) = type, components.first?.name == "Self",
                components.count > 1
            else { return nil }
            return .named(Array(components.dropFirst()))
        }
        let requirements =
            (model.whereClause + model.associatedTypes.flatMap(\.whereClause))
            .map { $0.rewritten(withoutSelf) }
        func mentionsAssociatedType(_ type: TypeExpression) -> Bool {
            !type.referencedNames.isDisjoint(with: names)
        }
        var pinned: [String: TypeExpression] = [:]
        for requirement in requirements {
            guard case .sameType(let lhs, let rhs) = requirement else { continue }
            if names.contains(lhs.description), !mentionsAssociatedType(rhs) {
                pinned[lhs.description] = pinned[lhs.description] ?? rhs
            } else if names.contains(rhs.description), !mentionsAssociatedType(lhs) {
                pinned[rhs.description] = pinned[rhs.description] ?? lhs
            }
        }
        let ordered =
            model.primaryAssociatedTypes.compactMap { name in
                model.associatedTypes.first { $0.name == name }
            }
            + model.associatedTypes.filter {
                !model.primaryAssociatedTypes.contains($0.name)
            }
        for associatedType in ordered {
            let defaultType = associatedType.isDefaultUncertain ? nil : associatedType.defaultType
            if let type = pinned[associatedType.name] ?? defaultType {
                typeAliases.append((associatedType.name, type))
            } else if associatedType.origin == "Swift.Identifiable", associatedType.name == "ID" {
                let restated = model.requirements.first { requirement in
                    guard case .property(_, isStatic: false) = requirement.kind else {
                        return false
                    }
                    return requirement.origin != "Swift.Identifiable"
                        && requirement.signature.name == "id"
                }
                if let type = restated?.signature.type, !mentionsAssociatedType(type) {
                    typeAliases.append(("ID", type))
                } else {
                    typeAliases.append(("ID", .named("ObjectIdentifier")))
                    skipsIdentifiableID = restated == nil
                }
            } else {
                genericParameters.append(
                    GenericParameter(
                        name: associatedType.name, constraints: associatedType.inheritance))
            }
        }
        let generic = Set(genericParameters.map(\.name))
        var seen: Set<String> = []
        for requirement in requirements {
            let mentioned: Set<String>
            switch requirement {
            case .conformance(let type, let constraint):
                mentioned = type.referencedNames.union(constraint.referencedNames)
            case .sameType(let lhs, let rhs):
                if pinned[lhs.description] == rhs || pinned[rhs.description] == lhs { continue }
                mentioned = lhs.referencedNames.union(rhs.referencedNames)
            }
            // Requirements on `Self` are the protocol's own parents; those on type aliases hold.
            guard !mentioned.contains("Self"), !mentioned.isDisjoint(with: generic),
                seen.insert(requirement.description).inserted
            else { continue }
            whereClause.append(requirement)
        }
        // The class's where clause and generic parameters cannot see its type aliases: they
        // name the types instead.
        var aliases: [String: TypeExpression] = [:]
        for alias in typeAliases where aliases[alias.name] == nil {
            aliases[alias.name] = alias.type
        }
        let resolve: (TypeExpression) -> TypeExpression? = { type in
            guard case .named(let components) = type, let first = components.first,
                first.genericArguments.isEmpty, let alias = aliases[first.name]
            else { return nil }
            if components.count == 1 { return alias }
            guard case .named(let aliased) = alias else { return nil }
            return .named(aliased + components.dropFirst())
        }
        whereClause = whereClause.map { $0.rewritten(resolve) }
        genericParameters = genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraints = parameter.constraints.map { $0.rewritten(resolve) }
            return parameter
        }
    }
}
