/// `init(forwardingTo live:)`: which members a spy forwards to its live instance, and how.
extension MockPlanner {
    /// The `init()` a spy of the mock starts from, when the mock can be one: a protocol's own
    /// mock with an `init()` to start from (failable or with effects, as the protocol requires
    /// it), and no actor, whose isolated members its wrappers' loaders could not call; a class's
    /// mock that has an `init()`, inherited or its own, which forwards to another instance of
    /// the class.
    func spyStart(_ plan: MockPlan) -> SpyInitializer.Start? {
        switch subject {
        case .conformance(let model):
            guard !model.isActor else { return nil }
            if plan.plainInitializer != nil || plan.convenienceInitializer != nil {
                return SpyInitializer.Start()
            }
            let initializers = requiredInitializerRequirements
            if initializers.isEmpty {
                return model.superclass?.hasPlainInitializer ?? true ? SpyInitializer.Start() : nil
            }
            for requirement in initializers where requirement.signature.parameters.isEmpty {
                guard case .initializer(let optionality) = requirement.kind,
                    requirement.effects.throwsClause != .rethrows
                else { continue }
                return SpyInitializer.Start(
                    optionality: optionality, isAsync: requirement.effects.isAsync,
                    throwsClause: requirement.effects.throwsClause)
            }
            return nil
        // A partner mock is another mock's associated type.
        case .partner:
            return nil
        case .subclass(let model):
            let inheritsPlainInitializer = model.initializers.contains {
                $0.optionality == nil && $0.signature.throwsClause == nil
                    && !$0.signature.isAsync && $0.signature.genericParameters.isEmpty
                    && $0.signature.parameters.allSatisfy(\.hasDefaultValue)
            }
            guard plan.requiredInitializers.isEmpty,
                inheritsPlainInitializer || plan.convenienceInitializer != nil
            else { return nil }
            return SpyInitializer.Start()
        }
    }

    /// How a spy forwards `member`, which implements `requirement`: `nil` with a reason when it
    /// cannot; `nil` without one for what a spy does not forward by design (initializers,
    /// members written out or not mocked).
    func liveForwarding(
        of member: MemberPlan, _ requirement: Requirement, mockType: MockType
    ) -> (MemberPlan.LiveForwarding?, reason: Reason?) {
        let signature = member.signature
        let forwarding: MemberPlan.Forwarding?
        switch member.member {
        case .method(_, .forwarding(let plan)), .property(_, _, .forwarding(let plan)),
            .subscript(_, _, .forwarding(let plan)), .method(_, .overriding(let plan)),
            .property(_, _, .overriding(let plan)), .subscript(_, _, .overriding(let plan)):
            forwarding = plan
        case .property(_, _, .stored), .property(_, _, .computed),
            .property(_, _, .overridingStored):
            forwarding = nil
        // Initializers make the spy; members written out or not mocked answer as they do.
        case .method(_, .identity), .method(_, .neverCalled), .method(_, .placeholder),
            .initializer, .property(_, _, .mirror), .property(_, _, .placeholder),
            .subscript(_, _, .placeholder):
            return (nil, nil)
        }
        let types = signature.namedTypes
        if types.contains(where: { $0.referencedNames.contains(className) }) {
            return (nil, .namesSelfInSpy)
        }
        for type in types {
            if let partner = type.referencedNames.lazy.compactMap({ mockType.partners[$0] }).first {
                return (nil, .namesPartnerInSpy(associatedType: partner))
            }
        }
        switch member.kind {
        case .method:
            if let first = signature.name.unicodeScalars.first, !Lexer.isIdentifierStart(first),
                first != "`"
            {
                return (nil, .operatorMember)
            }
        case .initializer, .property, .subscript:
            break
        }
        if signature.parameters.contains(where: \.isVariadic) {
            return (nil, .variadicParameter)
        }
        let (availability, unavailability) = Self.availability(of: requirement)
        if let unavailability { return (nil, unavailability) }
        guard let forwarding else { return (.loader(availability: availability), nil) }
        let callable = forwarding.callable
        if !callable.unrecorded.isEmpty { return (nil, .unrecordedArguments(callable.unrecorded)) }
        if let handler = callable.handler {
            return (nil, .resultMadeByHandler(handler: handler.name))
        }
        let isIsolated =
            mockType.globalActor != nil
            && !member.signature.modifiers.contains(.nonisolated(argument: nil))
        let loader = MemberPlan.LiveForwarding.loader(
            availability: availability, isConcurrent: callable.isAsync && !isIsolated)
        if !callable.inouts.isEmpty,
            callable.passesClosures || callable.isTypedThrows && callable.isAsync
        {
            return (nil, .inoutWithClosuresOrAsyncTypedThrows)
        }
        if callable.passesClosures, callable.isTypedThrows,
            !callable.context.isEmpty || requirement.signature.modifiers.contains(.mutating)
        {
            return (nil, .typedThrowsWithClosuresAndArguments)
        }
        if callable.passesSynchronousClosureAsAsync {
            return (nil, .synchronousClosureOfAsyncRethrows)
        }
        guard callable.isGeneric else { return (loader, nil) }
        if case .subclass = subject { return (nil, .genericInClassSpy) }
        switch member.kind {
        case .method(isStatic: false): break
        case .subscript: return (nil, .genericSubscript)
        case .method, .property, .initializer: return (nil, .genericStatic)
        }
        if callable.isTypedThrows { return (nil, .genericTypedThrows) }
        if callable.passesClosures { return (nil, .genericWithClosures) }
        if !callable.inouts.isEmpty { return (nil, .genericWithInouts) }
        if types.contains(where: { !$0.referencedNames.isDisjoint(with: mockType.genericNames) }) {
            return (nil, .genericNamingMockGenerics)
        }
        if namesAssociatedTypes(requirement) { return (nil, .genericNamingAssociatedTypes) }
        let isMutating =
            !changesNoInstance(requirement) && requirement.signature.modifiers.contains(.mutating)
        return (
            .generic(
                existential: mockType.mockedName, isMutating: isMutating,
                statesResult: isOverloaded(requirement)),
            nil
        )
    }

    /// Whether the protocol's declaration of `requirement` names one of its associated types,
    /// as `ID` or `Self.ID`, even one the mock fixes (`typealias ID = Int`), where no generic
    /// parameter of the member hides it.
    private func namesAssociatedTypes(_ requirement: Requirement) -> Bool {
        let model: ProtocolModel
        switch subject {
        case .conformance(let mocked), .partner(let mocked, _, _): model = mocked
        case .subclass: return false
        }
        guard
            let declared = model.requirements.first(where: {
                $0.identifier != nil && $0.identifier == requirement.identifier
            })
        else { return false }
        // A generic parameter of the member hides an associated type of its name.
        let names = Set(model.associatedTypes.map(\.name))
            .subtracting(declared.signature.genericParameters.map(\.name))
        return declared.signature.namedTypes.contains { type in
            type.contains { part in
                guard case .named(let components) = part, let first = components.first else {
                    return false
                }
                if names.contains(first.name) { return true }
                return first.name == "Self" && components.count > 1
                    && names.contains(components[1].name)
            }
        }
    }

    /// Whether another requirement of the protocol has `requirement`'s name and argument
    /// labels but another result type, so that a call whose result is not used names either:
    /// its result type tells them apart.
    private func isOverloaded(_ requirement: Requirement) -> Bool {
        func result(_ requirement: Requirement) -> TypeExpression {
            requirement.signature.type.map { $0.isVoid ? .void : $0 } ?? .void
        }
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            return model.requirements.contains {
                $0.key == requirement.key && result($0) != result(requirement)
            }
        case .subclass:
            return false
        }
    }

    /// Whether `requirement` never changes the live instance itself: only classes conform to
    /// the protocol that declares it (not only to the mocked one, which may refine a protocol
    /// that values conform to, whose setters and `mutating` methods stay so), or it is a class's.
    private func changesNoInstance(_ requirement: Requirement) -> Bool {
        switch subject {
        case .conformance, .partner: requirement.isOfClassBoundProtocol
        case .subclass: true
        }
    }

    /// The platforms and versions `requirement` needs beyond the mock's, as `#available` lists
    /// them (`macOS 15`); or why it is not forwarded: calling a deprecated member warns, and one
    /// unavailable on a platform cannot be called there.
    static func availability(of requirement: Requirement) -> (
        versions: [MemberPlan.PlatformVersion], reason: Reason?
    ) {
        var versions: [MemberPlan.PlatformVersion] = []
        for entry in requirement.availability {
            let domain = entry.domain ?? "*"
            if entry.isUnconditionallyDeprecated == true || entry.deprecated != nil {
                return ([], .deprecated)
            }
            if entry.isUnconditionallyUnavailable == true || entry.obsoleted != nil {
                return ([], .unavailable(platform: domain))
            }
            guard let version = entry.introduced, let platform = Platform.name(ofDomain: domain),
                !["*", "swift"].contains(platform), !platform.hasSuffix("ApplicationExtension")
            else { continue }
            versions.append(MemberPlan.PlatformVersion(platform: platform, version: version))
        }
        return (versions, nil)
    }

    /// Whether forwarding `member` sends the live instance off the mock's global actor: an
    /// instance member declared `nonisolated` and `async`, which runs off the actor, called from
    /// a closure of the spy, which is isolated to it. Swift rejects that for a `Live` that is
    /// not `Sendable` ("sending 'live' risks causing data races"), unless the protocol refines
    /// `Sendable`.
    func sendsLive(_ member: MemberPlan, mockType: MockType) -> Bool {
        guard member.liveForwarding != nil, mockType.globalActor != nil, !subject.isSendable,
            !member.kind.isStatic, member.signature.modifiers.contains(.nonisolated(argument: nil))
        else { return false }
        switch member.member {
        case .method(_, .forwarding(let plan)), .property(_, _, .forwarding(let plan)),
            .subscript(_, _, .forwarding(let plan)):
            return plan.callable.isAsync
        case .method, .initializer, .property, .subscript:
            return false
        }
    }

    /// Whether forwarding `member` writes to the live instance, which the spy then holds in a
    /// variable: a settable instance property or subscript whose setter is not
    /// `nonmutating`, a `mutating` method.
    func mutatesLive(_ member: MemberPlan, _ requirement: Requirement) -> Bool {
        guard !changesNoInstance(requirement), let forwarding = member.liveForwarding else {
            return false
        }
        if case .generic(_, let isMutating, _) = forwarding { return isMutating }
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

    /// The associated types the live instance has as the mock does (`Live.Item == Item`): every
    /// one but `Identifiable`'s `ID` when the mock keeps its own identity, and those given a
    /// partner mock (`Ephemeral`, whose `Public` is the mock: the live instance's is another).
    func spySharedAssociatedTypes(_ resolution: AssociatedTypeResolution) -> [String] {
        let associatedTypes: [AssociatedType]
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            associatedTypes = model.associatedTypes
        case .subclass:
            associatedTypes = []
        }
        // The aliases that name the mock, alone or through another such alias
        // (`Representation = ReferenceCell<Base>` where `Base = MockSharedObject`).
        var namingTheMock: Set<String> = [className]
        var grew = true
        while grew {
            grew = false
            for alias in resolution.typeAliases
            where !namingTheMock.contains(alias.name)
                && !alias.type.referencedNames.isDisjoint(with: namingTheMock)
            {
                namingTheMock.insert(alias.name)
                grew = true
            }
        }
        return associatedTypes.compactMap { associatedType in
            if resolution.skipsIdentifiableID, associatedType.origin == "Swift.Identifiable" {
                return nil
            }
            // One the mock gives itself (`[MockTier]` for `AllCases`) is another type's in the
            // live instance.
            let alias = resolution.typeAliases.first { $0.name == associatedType.name }
            if alias != nil, namingTheMock.contains(associatedType.name) { return nil }
            if resolution.partners.contains(where: { $0.associatedType == associatedType.name }) {
                return nil
            }
            return associatedType.name
        }
    }
}
