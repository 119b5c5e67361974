/// The second step of planning a member: with its approach decided and its wrappers named,
/// the member's declaration, its implementation, and each wrapper's storage and first answer.
extension MemberPlanner {
    /// The plan of `requirement`, implemented by `approach`, its wrapper named `wrapperName`.
    func plan(_ requirement: Requirement, approach: Approach, wrapperName: String?) -> MemberPlan {
        var signature = requirement.signature
        signature.attributes = memberAttributes(requirement)
        var plan = MemberPlan(
            kind: requirement.kind, signature: signature, implementation: .body(""))
        // Names and labels in capitals are the protocol's, which the mock cannot change.
        let isCapitalized =
            ([signature.name] + signature.parameters.compactMap(\.label))
            .contains { $0.first?.isUppercase == true }
        plan.lintRules = isCapitalized ? ["AlwaysUseLowerCamelCase"] : []
        switch approach {
        case .body(let body):
            plan.signature.modifiers = memberModifiers(requirement, isolationFree: true)
            plan.implementation = .body(body)
        case .mirror:
            // Its children, the wrappers, are known once every member is planned.
            plan.signature.modifiers = memberModifiers(requirement, isolationFree: true)
            plan.implementation = .mirror(children: [])
        case .placeholder(let reason, let holdsNoResult):
            plan.signature.modifiers = memberModifiers(
                requirement, isolationFree: requirement.isStandard)
            plan.implementation = .placeholder(
                placeholder(requirement, reason: reason, holdsNoResult: holdsNoResult))
            if case .initializer = requirement.kind {
                // An initializer of a subclass calls its superclass's, as the mocked ones do.
                let call = subclassing(&plan.signature)
                plan.superclassCall = holdsNoResult ? nil : call
            }
        case .propertyWrapper:
            plan.implementation = .storedProperty(storedPropertyWrapper(requirement))
        case .forwarding(let callable):
            forwarding(requirement, callable, name: wrapperName ?? "mock", into: &plan)
        }
        return plan
    }

    /// The member that does what `placeholder` says: records an issue and answers the default
    /// value of its result, or stops the test when no mock can hold it.
    private func placeholder(
        _ requirement: Requirement, reason: String, holdsNoResult: Bool
    ) -> MemberPlan.Placeholder {
        let type = requirement.signature.type
        let result: TypeExpression
        switch requirement.kind {
        case .initializer: result = .named("Void")
        case .method, .property, .subscript:
            result = type?.isVoid != false ? .named("Void") : type ?? .named("Void")
        }
        let knowledge = defaults(requirement).knowledge(of: result)
        return MemberPlan.Placeholder(
            member: "\(mockType.name).\(requirement.key)", reason: reason, result: result,
            answer: holdsNoResult ? nil : knowledge.expression,
            typeName: mockType.mocking("Unmocked"))
    }

    /// `@PropertyMock var name: String`, with the member's attributes: the wrapper is the
    /// property. A stored property cannot be marked potentially unavailable.
    private func storedPropertyWrapper(_ requirement: Requirement) -> WrapperPlan {
        let type = requirement.signature.type ?? .void
        return WrapperPlan(
            name: requirement.signature.name, typeName: mockType.mocking("PropertyMock"),
            attributes: wrapperAttributes(requirement)
                + memberAttributes(requirement).filter { !$0.hasPrefix("@available") },
            storage: .attached(
                type: type, initial: defaults(requirement).knowledge(of: type).propertyInitial))
    }

    /// Plans a member that forwards to its wrapper named `name`, each kind as it is held.
    private func forwarding(
        _ requirement: Requirement, _ callable: Callable, name: String,
        into plan: inout MemberPlan
    ) {
        let isHeld = requirement.kind.isStatic || callable.isNonisolated
        plan.signature.modifiers = memberModifiers(
            requirement, isolationFree: callable.isNonisolated)
        var forwarding = MemberPlan.Forwarding(
            callable: callable, wrapper: wrapper(requirement, callable, name: name, isHeld: isHeld))
        switch requirement.kind {
        case .method:
            if callable.isNonisolated,
                !plan.signature.modifiers.contains(.nonisolated(argument: nil))
            {
                plan.signature.modifiers.insert(.nonisolated(argument: nil), at: 0)
            }
        case .initializer:
            // A wrapper of the type, as initializers are, but in a generic mock, which has no
            // static stored properties.
            plan.signature.modifiers = memberModifiers(requirement, isolationFree: false)
            forwarding.wrapper = wrapper(
                requirement, callable, name: name, isHeld: !mockType.isGeneric)
            plan.superclassCall = subclassing(&plan.signature)
        case .property(let accessors, _):
            if !callable.isAsync, !callable.throwsAtAll, !isHeld || !callable.isGeneric {
                // Unavailable on some platform, static or nonisolated: a computed property over
                // a `PropertyMock`.
                let initial = defaults(requirement).knowledge(of: callable.result).propertyInitial
                plan.implementation = .computedProperty(
                    WrapperPlan(
                        name: name, typeName: mockType.mocking("PropertyMock"),
                        attributes: wrapperAttributes(requirement),
                        storage: isHeld
                            ? constant(
                                requirement, genericArguments: [callable.result.description],
                                initial: initial)
                            : .attached(type: callable.result, initial: initial)))
                return
            }
            if accessors?.hasSetter == true {
                // A generic mock's settable static property, whose type depends on its generic
                // parameters: its getter and its setter forward to generic wrappers, as a
                // subscript's do.
                var setter = Callable()
                setter.isGeneric = true
                setter.context = [.init(name: "newValue", type: callable.result)]
                let setterName = String(name.dropLast("Mock".count)) + "SetMock"
                forwarding.setter = MemberPlan.Setter(
                    callable: setter,
                    wrapper: wrapper(requirement, setter, name: setterName, isHeld: isHeld))
            }
        case .subscript(let accessors, _):
            if accessors.hasSetter {
                var setter = Callable()
                setter.isGeneric = callable.isGeneric
                setter.context = callable.context + [.init(name: "newValue", type: callable.result)]
                let setterName = "subscriptSet" + name.dropFirst("subscript".count)
                forwarding.setter = MemberPlan.Setter(
                    callable: setter,
                    wrapper: wrapper(requirement, setter, name: setterName, isHeld: isHeld))
            }
        }
        plan.implementation = .forwarding(forwarding)
    }

    /// The wrapper `name` of a forwarding member: a property wrapper of each mock, or a value
    /// the type holds (`isHeld`), for a static or nonisolated member.
    private func wrapper(
        _ requirement: Requirement, _ callable: Callable, name: String, isHeld: Bool
    ) -> WrapperPlan {
        let typeName = mockType.mocking(callable.wrapperName)
        let attributes = wrapperAttributes(requirement)
        if isHeld {
            let storage =
                callable.isGeneric
                ? constant(requirement, genericArguments: [], initial: .none)
                : constant(
                    requirement,
                    genericArguments: [
                        callable.contextType.description, callable.value.description,
                    ],
                    initial: initial(of: callable, requirement: requirement))
            return WrapperPlan(
                name: name, typeName: typeName, attributes: attributes, storage: storage)
        }
        return WrapperPlan(
            name: name, typeName: typeName, attributes: attributes,
            storage: .attached(
                type: callable.isGeneric ? nil : callable.wrapperType,
                initial: initial(of: callable, requirement: requirement)))
    }

    /// A wrapper held as a value: `static let` for a static member or an initializer, scoped to
    /// the test, in the statics holder of a generic mock; an instance's `nonisolated let`
    /// otherwise.
    private func constant(
        _ requirement: Requirement, genericArguments: [String], initial: WrapperPlan.Initial
    ) -> WrapperPlan.Storage {
        let isStatic: Bool
        switch requirement.kind {
        case .initializer: isStatic = true
        case .method(let flag), .property(_, let flag), .subscript(_, let flag): isStatic = flag
        }
        let constant = WrapperPlan.Constant(
            isStatic: isStatic, isNonisolated: mockType.globalActor != nil || !isStatic,
            genericArguments: genericArguments, initial: initial)
        guard mockType.isGeneric, isStatic else { return .constant(constant) }
        return .held(constant, holder: mockType.staticsHolder)
    }

    /// What a wrapper is declared with so that it answers before any stub.
    private func initial(of callable: Callable, requirement: Requirement) -> WrapperPlan.Initial {
        if callable.isGeneric { return .none }
        let defaults = defaults(requirement)
        if case .initializer(optionality: _?) = requirement.kind { return .returning("true") }
        if callable.passesClosures {
            let names = callable.closures.map(\.name)
            if callable.closures.count == 1, callable.inouts.isEmpty,
                let closure = callable.closures[0].type.functionType, closure.parameters.isEmpty,
                closure.result == callable.result
                    || closure.result.isVoid && callable.result.isVoid,
                closure.isAsync ? callable.isAsync : true,
                closure.throwsClause == nil || callable.throwsAtAll
            {
                let effects =
                    (closure.throwsClause != nil ? "try " : "") + (closure.isAsync ? "await " : "")
                return .returning("{ \(names[0]) in \(effects)\(names[0])() }")
            }
            let ignored = names.map { _ in "_" }.joined(separator: ", ")
            guard callable.inouts.isEmpty,
                let value = defaults.knowledge(of: callable.result).expression
            else { return .unimplemented }
            return .returning(
                callable.result.isVoid ? "{ \(ignored) in }" : "{ \(ignored) in \(value) }")
        }
        if !callable.inouts.isEmpty {
            let knowledge = defaults.knowledge(of: callable.result)
            guard var result = knowledge.expression else { return .unimplemented }
            if callable.isTypedThrows { result = ".success(\(result))" }
            let single = callable.context.count == 1
            let parameter = single ? callable.context[0].name : "context"
            var elements = callable.inouts.map { argument in
                single
                    ? argument.name
                    : "context.\(callable.context.firstIndex { $0.name == argument.name } ?? 0)"
            }
            if !callable.outcome.isVoid { elements.append(result) }
            let value = elements.count == 1 ? elements[0] : "(\(elements.joined(separator: ", ")))"
            return .assigned("{ \(parameter) in \(value) }")
        }
        return defaults.knowledge(of: callable.outcome).initial
    }

    /// For a mock that subclasses a class, the call an initializer ends with (`super.init()`),
    /// with `override` or `required` added to `signature` where the class has the same
    /// initializer; `nil` for a mock that subclasses none.
    private func subclassing(_ signature: inout MemberSignature) -> String? {
        guard let inherited = mockType.superclassInitializers else { return nil }
        let key = MemberSignature.key(name: "init", labels: signature.argumentLabels)
        if mockType.requiredSuperclassInitializers.contains(key) {
            signature.modifiers.insert(.required, at: 0)
        } else if inherited.contains(key) {
            signature.modifiers.insert(.override, at: 0)
        }
        return mockType.superclassInitializerCall
    }

    /// The attributes of the member that implements a requirement: the requirement's own, but
    /// the global actor the whole mock is isolated to, and its availability.
    private func memberAttributes(_ requirement: Requirement) -> [String] {
        let own = requirement.signature.attributes.filter { attribute in
            guard attribute != mockType.globalActor else { return false }
            return attribute.hasSuffix("Actor")
                || Self.keptAttributes.contains { kept in
                    attribute == kept || attribute.hasPrefix(kept + "(")
                }
        }
        return AvailabilityRenderer.attributes(requirement.availability, forStoredProperty: false)
            + own
    }

    /// The attributes of a requirement its implementation keeps; others, such as a result
    /// builder's, mean nothing on an implementation, or nothing on a mock's.
    private static let keptAttributes = [
        "@discardableResult", "@preconcurrency", "@objc", "@nonobjc", "@_disfavoredOverload",
    ]

    /// The attributes of a wrapper: the requirement's deprecations. A stored property cannot be
    /// marked potentially unavailable, so versions it was introduced in stay on the member.
    private func wrapperAttributes(_ requirement: Requirement) -> [String] {
        AvailabilityRenderer.attributes(requirement.availability, forStoredProperty: true)
    }

    /// The modifiers of the member: `static` and `nonisolated` stay; `mutating` and the like
    /// mean nothing in a class. Members written out in full are `nonisolated` in an isolated
    /// mock, as the standard library's requirements are.
    func memberModifiers(_ requirement: Requirement, isolationFree: Bool) -> [Modifier] {
        var modifiers = requirement.signature.modifiers.compactMap { modifier -> Modifier? in
            switch modifier {
            case .static, .class: .static
            case .prefix, .postfix, .nonisolated: modifier
            case .mutating, .nonmutating, .optional, .final, .open, .public, .package, .internal,
                .fileprivate, .private, .dynamic, .override, .required, .convenience, .consuming,
                .borrowing, .distributed, .indirect, .infix, .weak, .unowned, .lazy:
                nil
            }
        }
        // An actor's static members are not isolated to it; a global actor's are.
        let isIsolatedMember =
            mockType.globalActor != nil || mockType.isActor && !requirement.kind.isStatic
        if isolationFree, isIsolatedMember, !modifiers.contains(.nonisolated(argument: nil)) {
            modifiers.insert(.nonisolated(argument: nil), at: 0)
        }
        return modifiers
    }

    private func defaults(_ requirement: Requirement) -> DefaultValues {
        DefaultValues(catalog: catalog, typeIdentifiers: requirement.typeIdentifiers)
    }
}
