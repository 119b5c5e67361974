/// `init(forwardingTo live:)`: which members a spy forwards to its live instance, and how.
extension MockPlanner {
    /// Whether the mock can be a spy: it has an `init()` to start from, and is no actor, whose
    /// isolated members its wrappers' loaders could not call.
    func canBeSpy(_ plan: MockPlan) -> Bool {
        guard !model.isActor else { return false }
        if plan.plainInitializer != nil || plan.convenienceInitializer != nil { return true }
        let initializers = model.requirements.filter(\.kind.isInitializer)
        if initializers.isEmpty { return model.superclass?.hasPlainInitializer ?? true }
        return initializers.contains { requirement in
            requirement.kind == .initializer(optionality: nil)
                && requirement.signature.parameters.isEmpty
                && requirement.effects.throwsClause == nil && !requirement.effects.isAsync
        }
    }

    /// How a spy forwards `member`, which implements `requirement`: `nil` with a reason when it
    /// cannot; `nil` without one for what a spy does not forward by design (initializers,
    /// members written out or not mocked).
    func liveForwarding(
        of member: MemberPlan, _ requirement: Requirement, mockType: MockType
    ) -> (MemberPlan.LiveForwarding?, reason: String?) {
        let signature = member.signature
        switch member.implementation {
        case .body, .mirror, .placeholder, .overriding, .overridingProperty: return (nil, nil)
        case .storedProperty, .computedProperty, .forwarding: break
        }
        if case .initializer = member.kind { return (nil, nil) }
        let types =
            signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
            + signature.whereClause.flatMap { requirement -> [TypeExpression] in
                switch requirement {
                case .conformance(let type, let constraint): [type, constraint]
                case .sameType(let type, let other): [type, other]
                }
            }
        if types.contains(where: { $0.referencedNames.contains(className) }) {
            return (
                nil,
                "its type names Self, which is the mock here and another type in the live instance"
            )
        }
        if case .method = member.kind, let first = signature.name.unicodeScalars.first,
            !Lexer.isIdentifierStart(first), first != "`"
        {
            return (nil, "an operator is not called as a member")
        }
        if signature.parameters.contains(where: \.isVariadic) {
            return (nil, "an array of variadic arguments cannot be passed on as them")
        }
        let (availability, unavailability) = Self.availability(of: requirement)
        if let unavailability { return (nil, unavailability) }
        let loader = MemberPlan.LiveForwarding.loader(availability: availability)
        guard case .forwarding(let forwarding) = member.implementation else { return (loader, nil) }
        let callable = forwarding.callable
        if !callable.inouts.isEmpty,
            callable.passesClosures || callable.isTypedThrows && callable.isAsync
        {
            return (nil, "it takes inout arguments with closures, or with an async typed throw")
        }
        if callable.isSupportedRethrows, callable.passedClosure != callable.closures.first?.type {
            return (nil, "its closure takes several arguments, which its wrapper passes as one")
        }
        guard callable.isGeneric else { return (loader, nil) }
        switch member.kind {
        case .method(isStatic: false): break
        case .subscript: return (nil, "it is a generic subscript")
        case .method, .property, .initializer: return (nil, "it is generic and static")
        }
        if callable.isTypedThrows { return (nil, "it is generic and throws a typed error") }
        if callable.passesClosures { return (nil, "it is generic and takes closures") }
        if !callable.inouts.isEmpty { return (nil, "it is generic and takes inout arguments") }
        if types.contains(where: { !$0.referencedNames.isDisjoint(with: mockType.genericNames) }) {
            return (nil, "it is generic and names the mock's generic parameters")
        }
        let isMutating =
            !model.isClassBound && requirement.signature.modifiers.contains(.mutating)
        return (
            .generic(
                existential: "any \(model.path.joined(separator: "."))", isMutating: isMutating),
            nil
        )
    }

    /// The platforms and versions `requirement` needs beyond the mock's, as `#available` lists
    /// them (`macOS 15`); or why it is not forwarded: calling a deprecated member warns, and one
    /// unavailable on a platform cannot be called there.
    static func availability(of requirement: Requirement) -> (
        versions: [String], reason: String?
    ) {
        var versions: [String] = []
        for entry in requirement.availability {
            let domain = entry.domain ?? "*"
            if entry.isUnconditionallyDeprecated == true || entry.deprecated != nil {
                return ([], "it is deprecated, and calling it would warn")
            }
            if entry.isUnconditionallyUnavailable == true || entry.obsoleted != nil {
                return ([], "it is unavailable on \(domain)")
            }
            guard let version = entry.introduced,
                let platform = AvailabilityRenderer.platform(domain),
                !["*", "swift"].contains(platform), !platform.hasSuffix("ApplicationExtension")
            else { continue }
            versions.append("\(platform) \(version)")
        }
        return (versions, nil)
    }

    /// Whether forwarding `member` writes to the live instance, which a value type's spy then
    /// holds in a variable: a settable instance property or subscript whose setter is not
    /// `nonmutating`, a `mutating` method.
    func mutatesLive(_ member: MemberPlan, _ requirement: Requirement) -> Bool {
        guard !model.isClassBound, let forwarding = member.liveForwarding else { return false }
        if case .generic(_, let isMutating) = forwarding { return isMutating }
        switch member.kind {
        case .method(let isStatic):
            return !isStatic && requirement.signature.modifiers.contains(.mutating)
        case .property(let accessors, let isStatic):
            return !isStatic && accessors?.hasMutatingSetter == true
        case .subscript(let accessors, let isStatic):
            return !isStatic && accessors.hasMutatingSetter
        case .initializer:
            return false
        }
    }

    /// The same-type requirements that make the live instance's associated types the mock's:
    /// every one but `Identifiable`'s `ID` when the mock keeps its own identity.
    func spySameTypeRequirements(_ resolution: AssociatedTypeResolution) -> [String] {
        model.associatedTypes.compactMap { associatedType in
            if resolution.skipsIdentifiableID, associatedType.origin == "Swift.Identifiable" {
                return nil
            }
            // One the mock gives itself (`[MockTier]` for `AllCases`) is another type's in the
            // live instance.
            let alias = resolution.typeAliases.first { $0.name == associatedType.name }
            if let alias, alias.type.referencedNames.contains(className) { return nil }
            return "Live.\(associatedType.name) == \(associatedType.name)"
        }
    }
}
