/// How a mock satisfies the associated types of its protocol.
///
/// One fixed by a same-type requirement (`where ID == UUID`) or with a default
/// (`associatedtype Failure: Error = Never`) becomes a type alias. `Identifiable`'s `ID`,
/// otherwise free, is the `ObjectIdentifier` the standard library gives classes, with its `id`,
/// unless the protocol restates `id` with a type. Every other one makes the mock generic, with
/// the same constraints: `final class MockRepository<Item: Identifiable>: Repository`, primary
/// associated types first.
struct AssociatedTypeResolution {
    /// A generic parameter of the mock, with the constraints of its associated type.
    struct GenericParameter: Equatable {
        var name: String
        var constraints: [TypeExpression]
    }

    var typeAliases: [(name: String, type: TypeExpression)] = []
    var genericParameters: [GenericParameter] = []
    var whereClause: [WhereRequirement] = []
    /// The mocks the file declares beside this one for associated types constrained back to
    /// the protocol, which no generic parameter of a class can be.
    var partners: [Partner] = []

    /// An associated type constrained back to the protocol, as `Ephemeral: PrivateKey` with
    /// `Ephemeral.Public == Self`: the mock gives it a mock of its own, `MockKeyEphemeral`, a
    /// mock of `PrivateKey` whose `Public` is the mock.
    struct Partner: Equatable {
        /// `Ephemeral`.
        var associatedType: String
        /// The precise identifier of the protocol it conforms to: `PrivateKey`'s.
        var protocolIdentifier: String
        /// `MockKeyEphemeral`.
        var className: String
        /// The partner's associated types the requirement fixes: `Public` is the mock.
        var pins: [String: TypeExpression]
        /// The protocols a `where` clause requires of it too (`AtomicRepresentation:
        /// AtomicIntegerStorage`), by precise identifier: the partner mocks the one of them that
        /// refines the others.
        var refinedProtocolIdentifiers: [String] = []
        /// A generic mock's generic parameters and `where` clause, which its partner restates,
        /// as it names the mock with them.
        var genericParameters: [GenericParameter] = []
        var whereClause: [WhereRequirement] = []
    }

    /// Makes the partners of a generic mock generic as it is: each restates the mock's generic
    /// parameters and `where` clause, names the mock with them (`MockAtomicInteger<Words,
    /// Magnitude, Stride>`), and is named so by the mock's type alias.
    mutating func makePartnersGeneric(className: String) {
        guard !genericParameters.isEmpty, !partners.isEmpty else { return }
        let arguments = genericParameters.map { TypeExpression.named($0.name) }
        let mock = TypeExpression.named([.init(name: className, genericArguments: arguments)])
        for index in partners.indices {
            partners[index].pins = partners[index].pins.mapValues { pin in
                pin.rewritten { $0.isNamed(className) ? mock : nil }
            }
            partners[index].genericParameters = genericParameters
            partners[index].whereClause = whereClause
        }
        let partnerNames = Set(partners.map(\.className))
        typeAliases = typeAliases.map { alias in
            guard partnerNames.contains(alias.type.description) else { return alias }
            return (
                alias.name,
                .named([.init(name: alias.type.description, genericArguments: arguments)])
            )
        }
    }

    /// The partner mock `associatedType` needs: when one protocol constrains it and a
    /// requirement makes one of its own associated types the protocol itself (`A.X == Self`).
    private static func partner(
        of associatedType: AssociatedType, requirements: [WhereRequirement], className: String,
        typeIdentifiers: [String: String]
    ) -> Partner? {
        guard associatedType.inheritance.count == 1,
            case .named(let components) = associatedType.inheritance[0], components.count == 1,
            let identifier = associatedType.typeIdentifiers[components[0].name]
        else { return nil }
        var pins: [String: TypeExpression] = [:]
        for case .sameType(let lhs, let rhs) in requirements {
            for (side, other) in [(lhs, rhs), (rhs, lhs)] where other.isNamed("Self") {
                guard case .named(let path) = side, path.count == 2,
                    path[0].name == associatedType.name
                else { continue }
                pins[path[1].name] = .named(className)
            }
        }
        guard !pins.isEmpty else { return nil }
        var refined: [String] = []
        for case .conformance(let type, let constraint) in requirements
        where type.isNamed(associatedType.name) {
            guard case .named(let names) = constraint, names.count == 1,
                let refinedIdentifier = typeIdentifiers[names[0].name]
                    ?? associatedType.typeIdentifiers[names[0].name],
                refinedIdentifier != identifier
            else { continue }
            refined.append(refinedIdentifier)
        }
        return Partner(
            associatedType: associatedType.name, protocolIdentifier: identifier,
            className: className + associatedType.name, pins: pins,
            refinedProtocolIdentifiers: refined)
    }

    /// The associated types that same-type requirements make one (`where SessionID == ID`),
    /// which a class's generic parameters cannot be: the first of each set, in `ordered`'s
    /// order, is kept, with the constraints of the others (`ID: Hashable &
    /// LosslessStringConvertible`), which are aliases of it (`typealias SessionID = ID`); a type
    /// one of them is pinned to pins the kept one.
    private static func merging(
        _ ordered: [AssociatedType], by requirements: [WhereRequirement],
        pinned: inout [String: TypeExpression]
    ) -> (kept: [String: String], constraints: [String: [TypeExpression]]) {
        let position = Dictionary(
            ordered.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var kept: [String: String] = [:]
        func root(_ name: String) -> String {
            var name = name
            while let next = kept[name] { name = next }
            return name
        }
        for case .sameType(let lhs, let rhs) in requirements {
            guard position[lhs.description] != nil, position[rhs.description] != nil else {
                continue
            }
            let (left, right) = (root(lhs.description), root(rhs.description))
            guard left != right, let leftPosition = position[left],
                let rightPosition = position[right]
            else { continue }
            if leftPosition <= rightPosition { kept[right] = left } else { kept[left] = right }
        }
        var constraints: [String: [TypeExpression]] = [:]
        for associatedType in ordered where kept[associatedType.name] != nil {
            let name = root(associatedType.name)
            kept[associatedType.name] = name
            constraints[name, default: []] += associatedType.inheritance
            if let pin = pinned[associatedType.name] { pinned[name] = pinned[name] ?? pin }
        }
        return (kept, constraints)
    }

    /// Pins the associated types that same-type requirements make a generic type of other
    /// associated types (`AtomicRepresentation == AtomicReferenceStorage<_AtomicBase>`), which
    /// no generic parameter can be ("same-type requirement makes generic parameter
    /// non-generic"): each becomes a type alias of it. Not one made a member of another
    /// (`Input == Stage.Element`), which a generic parameter can be, nor one whose type names it,
    /// through others or alone.
    private static func pinToGenericTypes(
        _ requirements: [WhereRequirement], associatedTypes names: Set<String>,
        pinned: inout [String: TypeExpression]
    ) {
        var found: [String: TypeExpression] = [:]
        for case .sameType(let lhs, let rhs) in requirements {
            for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                let name = side.description
                guard names.contains(name), pinned[name] == nil, found[name] == nil,
                    case .named(let components) = other, let first = components.first,
                    !names.contains(first.name), first.name != "Self",
                    !other.referencedNames.isDisjoint(with: names)
                else { continue }
                found[name] = other
            }
        }
        func reaches(_ name: String, from type: TypeExpression, seen: Set<String>) -> Bool {
            type.referencedNames.contains { next in
                next == name
                    || (!seen.contains(next)
                        && found[next].map { reaches(name, from: $0, seen: seen.union([next])) }
                            == true)
            }
        }
        for (name, type) in found where !reaches(name, from: type, seen: [name]) {
            pinned[name] = type
        }
    }

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

    /// Names each generic parameter apart from the associated type it stands for, which becomes
    /// a type alias of it: `final class MockModelAlias<ModelType: Model>` with
    /// `typealias Model = ModelType`. Swift finds a member's generic requirements that name the
    /// mock (`AliasedField<MockModelAlias, Field> where Field.Model == Model`) self-referential
    /// when it must infer the associated type from a generic parameter of the same name, not
    /// when a type alias says it. A new name is `ModelType`, or `ModelType_`… where `isTaken`
    /// says a name is in use.
    mutating func nameGenericParametersApart(isTaken: (String) -> Bool) {
        var taken: Set<String> = []
        let names = genericParameters.map { parameter in
            var name = "\(parameter.name)Type"
            while isTaken(name) || taken.contains(name) { name += "_" }
            taken.insert(name)
            return (old: parameter.name, new: name)
        }
        let renamed = Dictionary(names, uniquingKeysWith: { first, _ in first })
        genericParameters = zip(genericParameters, names).map { parameter, name in
            GenericParameter(
                name: name.new,
                constraints: parameter.constraints.map { $0.renamingFirstNames(renamed) })
        }
        whereClause = whereClause.map { $0.rewritten { $0.renamingFirstNames(renamed) } }
        typeAliases =
            names.map { (name: $0.old, type: .named($0.new)) }
            + typeAliases.map { (name: $0.name, type: $0.type.renamingFirstNames(renamed)) }
    }

    /// Whether `Identifiable.id` is left to the standard library.
    var skipsIdentifiableID = false
    /// Whether the mock is an associated type whose constraints say `Sendable`
    /// (`associatedtype Value: Sendable = Self`): it is then `@unchecked Sendable`, as its state
    /// is behind a lock.
    var isSendableBySelfDefault = false

    /// No associated type, and no generic parameter.
    init() {}

    /// A class's generic parameters and `where` clause, which its mock restates.
    init(genericParameters: [GenericParameter], whereClause: [WhereRequirement]) {
        self.genericParameters = genericParameters
        self.whereClause = whereClause
    }

    /// How the mock `className` satisfies the associated types of `model`, those `pins` gives
    /// being fixed already.
    init(
        _ model: ProtocolModel, className: String, pins: [String: TypeExpression] = [:]
    ) {
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
        var pinned = pins
        for requirement in requirements {
            guard case .sameType(let lhs, let rhs) = requirement else { continue }
            if names.contains(lhs.description), !mentionsAssociatedType(rhs) {
                pinned[lhs.description] = pinned[lhs.description] ?? rhs
            } else if names.contains(rhs.description), !mentionsAssociatedType(lhs) {
                pinned[rhs.description] = pinned[rhs.description] ?? lhs
            }
        }
        Self.pinToGenericTypes(requirements, associatedTypes: names, pinned: &pinned)
        let ordered =
            model.primaryAssociatedTypes.compactMap { name in
                model.associatedTypes.first { $0.name == name }
            }
            + model.associatedTypes.filter {
                !model.primaryAssociatedTypes.contains($0.name)
            }
        let merged = Self.merging(ordered, by: requirements, pinned: &pinned)
        for associatedType in ordered {
            if let kept = merged.kept[associatedType.name] {
                typeAliases.append((associatedType.name, .named(kept)))
                continue
            }
            var defaultType = associatedType.isDefaultUncertain ? nil : associatedType.defaultType
            if defaultType?.isNamed("Self") == true, pinned[associatedType.name] == nil {
                // The mock is the default: it meets `Sendable` by its lock, but no other
                // constraint its protocols do not already make, so a generic parameter is then.
                let unmet = associatedType.inheritance.filter { constraint in
                    !constraint.isNamed("Sendable") && !constraint.isNamed("AnyObject")
                        && !model.hierarchy.contains { $0.hasSuffix(".\(constraint.description)") }
                }
                if unmet.isEmpty {
                    isSendableBySelfDefault =
                        isSendableBySelfDefault
                        || associatedType.inheritance.contains { $0.isNamed("Sendable") }
                } else {
                    defaultType = nil
                }
            }
            if let type = pinned[associatedType.name] ?? defaultType {
                typeAliases.append((associatedType.name, type))
            } else if associatedType.origin == "Swift.Identifiable", associatedType.name == "ID" {
                let restated = model.requirements.first { requirement in
                    switch requirement.kind {
                    case .property(_, isStatic: false):
                        return requirement.origin != "Swift.Identifiable"
                            && requirement.signature.name == "id"
                    case .property, .method, .initializer, .subscript:
                        return false
                    }
                }
                if let type = restated?.signature.type, !mentionsAssociatedType(type) {
                    typeAliases.append(("ID", type))
                } else {
                    typeAliases.append(("ID", .named("ObjectIdentifier")))
                    skipsIdentifiableID = restated == nil
                }
            } else if let partner = Self.partner(
                of: associatedType, requirements: requirements, className: className,
                typeIdentifiers: model.typeIdentifiers)
            {
                partners.append(partner)
                typeAliases.append((associatedType.name, .named(partner.className)))
            } else {
                var constraints = associatedType.inheritance
                for constraint in merged.constraints[associatedType.name] ?? []
                where !constraints.contains(constraint) {
                    constraints.append(constraint)
                }
                genericParameters.append(
                    GenericParameter(name: associatedType.name, constraints: constraints))
            }
        }
        let generic = Set(genericParameters.map(\.name))
        // `Self` in a class is the mock, with its generic parameters: `MockKey<Ephemeral>`.
        let mock = TypeExpression.named([
            .init(name: className, genericArguments: genericParameters.map { .named($0.name) })
        ])
        let selfIsTheMock: (TypeExpression) -> TypeExpression? = { type in
            type.isNamed("Self") ? mock : withoutSelf(type)
        }
        typeAliases = typeAliases.map { ($0.name, $0.type.rewritten(selfIsTheMock)) }
        var seen: Set<String> = []
        for requirement in requirements {
            let mentioned: Set<String>
            switch requirement {
            case .conformance(let type, let constraint):
                // Conformances of `Self` are the protocol's own parents.
                if type.isNamed("Self") { continue }
                mentioned = type.referencedNames.union(constraint.referencedNames)
            case .sameType(let lhs, let rhs):
                if pinned[lhs.description] == rhs || pinned[rhs.description] == lhs { continue }
                mentioned = lhs.referencedNames.union(rhs.referencedNames)
            }
            // Requirements on type aliases hold; those that name `Self`, an associated type
            // constrained back to the protocol (`Ephemeral.Public == Self`), name the mock.
            guard !mentioned.isDisjoint(with: generic),
                seen.insert(requirement.description).inserted
            else { continue }
            whereClause.append(requirement.rewritten(selfIsTheMock))
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
        // A generic class cannot require anything of itself: such a requirement, as
        // `Element == IndexingIterator<MockList<Element>>.Element`, holds by the alias's default.
        whereClause = whereClause.map { $0.rewritten(resolve) }.filter { requirement in
            switch requirement {
            case .conformance(let type, let constraint):
                !type.referencedNames.contains(className)
                    && !constraint.referencedNames.contains(className)
            // Two associated types made one (`SessionID == ID`) are one generic parameter.
            case .sameType(let type, let other):
                !type.referencedNames.contains(className)
                    && !other.referencedNames.contains(className) && type != other
            }
        }
        genericParameters = genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraints = parameter.constraints.map { $0.rewritten(resolve) }
            return parameter
        }
    }
}
