/// A class mock's members: overrides whose wrappers answer, unless a test stubs them, with the
/// superclass's implementation.
extension MemberPlanner {
    /// Why a class mock leaves `requirement` to the class, implemented by `approach`, if it
    /// does: what a wrapper cannot record or answer, or what `super` cannot be called with.
    func whyNotOverridden(_ requirement: Requirement, approach: Approach) -> Reason? {
        let signature = requirement.signature
        let types = signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
        if types.contains(where: { $0.referencedNames.contains("Self") }) {
            return .namesSelfInOverride
        }
        if signature.parameters.contains(where: \.isVariadic) { return .variadicParameter }
        switch approach {
        case .initializer: return .inheritedInitializer
        case .method, .property, .subscript: break
        }
        switch approach.mocked {
        case nil: return nil
        case .placeholder(let reason, _): return reason
        case .forwarding(let callable):
            if let handler = callable.handler { return .resultMadeByHandler(handler: handler.name) }
            // The superclass's answer to `inout` arguments comes from a function of their values.
            if !callable.inouts.isEmpty,
                callable.passesClosures || callable.isTypedThrows || callable.isGeneric
            {
                return .takesInouts
            }
            // A `rethrows` member's default is the superclass's member as a function of the
            // closure, which takes the closure's arguments as one tuple.
            if callable.throwsClause == .rethrows {
                guard callable.isSupportedRethrows, !callable.isGeneric else { return .rethrows }
                if callable.passesSynchronousClosureAsAsync {
                    return .synchronousClosureOfAsyncRethrows
                }
                // `super`'s member, isolated to the actor, would be sent the closure from the
                // wrapper's answer, which runs on the caller's isolation.
                if callable.isAsync,
                    mockType.globalActor != nil
                        || signature.attributes.contains(where: { $0.hasSuffix("Actor") })
                {
                    return .isolatedAsyncRethrows
                }
            }
            if callable.isTypedThrows, callable.isAsync || callable.passesClosures {
                return .typedThrowsAsynchronousOrWithClosures
            }
            if callable.isGeneric, callable.isTypedThrows || callable.passesClosures {
                return .genericWithTypedThrowsOrClosures
            }
            return nil
        }
    }

    /// The plan of a class mock's override of `requirement`, implemented by `approach`, its
    /// wrapper named `wrapperName`.
    func overridePlan(
        _ requirement: Requirement, id: MemberID, approach: Approach, wrapperName: WrapperName?
    ) -> MemberPlan {
        var plan = plan(requirement, id: id, approach: approach, wrapperName: wrapperName)
        plan.signature.modifiers = memberModifiers(requirement, isolationFree: false)
        plan.signature.modifiers.insert(.override, at: 0)
        switch plan.member {
        case .method(let isStatic, .forwarding(let forwarding)):
            plan.member = .method(isStatic: isStatic, .overriding(forwarding))
        case .property(let accessors, let isStatic, .forwarding(let forwarding)):
            plan.member = .property(
                accessors: accessors, isStatic: isStatic, .overriding(forwarding))
        case .property(let accessors, let isStatic, .stored(let wrapper)),
            .property(let accessors, let isStatic, .computed(let wrapper)):
            var wrapper = wrapper
            wrapper.name = wrapperName ?? wrapper.name
            wrapper.attributes = []
            plan.member = .property(
                accessors: accessors, isStatic: isStatic, .overridingStored(wrapper))
        case .subscript(let accessors, let isStatic, .forwarding(let forwarding)):
            plan.member = .subscript(
                accessors: accessors, isStatic: isStatic, .overriding(forwarding))
        case .method(_, .identity), .method(_, .neverCalled), .method(_, .placeholder),
            .method(_, .overriding), .initializer, .property(_, _, .mirror),
            .property(_, _, .placeholder), .property(_, _, .overriding),
            .property(_, _, .overridingStored), .subscript(_, _, .placeholder),
            .subscript(_, _, .overriding):
            break
        }
        return plan
    }
}
