/// A class mock's members: overrides whose wrappers answer, unless a test stubs them, with the
/// superclass's implementation.
extension MemberPlanner {
    /// Why a class mock leaves `requirement` to the class, implemented by `approach`, if it
    /// does: what a wrapper cannot record or answer, or what `super` cannot be called with.
    func whyNotOverridden(_ requirement: Requirement, approach: Approach) -> String? {
        let signature = requirement.signature
        let types = signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
        if types.contains(where: { $0.referencedNames.contains("Self") }) {
            return "its type names Self, which a wrapper cannot hold"
        }
        if signature.parameters.contains(where: \.isVariadic) {
            return "an array of variadic arguments cannot be passed on as them"
        }
        switch approach {
        case .body, .mirror, .propertyWrapper: return nil
        case .placeholder(let reason, _): return reason
        case .forwarding(let callable):
            if !callable.inouts.isEmpty { return "it takes inout arguments" }
            if callable.throwsClause == .rethrows { return "it rethrows" }
            if callable.isTypedThrows, callable.isAsync || callable.passesClosures {
                return "it throws a typed error asynchronously or with closures"
            }
            if callable.isGeneric, callable.isTypedThrows || callable.passesClosures {
                return "it is generic and throws a typed error or takes closures"
            }
            return nil
        }
    }

    /// The plan of a class mock's override of `requirement`, implemented by `approach`, its
    /// wrapper named `wrapperName`.
    func overridePlan(
        _ requirement: Requirement, approach: Approach, wrapperName: String
    ) -> MemberPlan {
        var plan = plan(requirement, approach: approach, wrapperName: wrapperName)
        plan.signature.modifiers = memberModifiers(requirement, isolationFree: false)
        plan.signature.modifiers.insert(.override, at: 0)
        switch plan.implementation {
        case .forwarding(let forwarding):
            plan.implementation = .overriding(forwarding)
        case .storedProperty(let wrapper), .computedProperty(let wrapper):
            plan.implementation = .overridingProperty(
                propertyWrapper(requirement, wrapper, name: wrapperName))
        case .body, .mirror, .placeholder, .overriding, .overridingProperty:
            break
        }
        return plan
    }

    /// The `PropertyMock` of an overridden property, named `name`: one of each mock, or a
    /// static one for a class property.
    private func propertyWrapper(_ requirement: Requirement, _ wrapper: WrapperPlan, name: String)
        -> WrapperPlan
    {
        var wrapper = wrapper
        wrapper.name = name
        wrapper.attributes = wrapper.attributes.filter { $0.hasPrefix("@available") }
        return wrapper
    }
}
