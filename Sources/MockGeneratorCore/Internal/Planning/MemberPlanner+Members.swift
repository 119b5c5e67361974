/// The second step of planning a member: with its approach decided and its wrappers named,
/// the member's declaration, its implementation, and each wrapper's storage and first answer.
extension MemberPlanner {
    /// The plan of `requirement`, implemented by `approach`, its wrapper named `wrapperName`.
    func plan(
        _ requirement: Requirement, id: MemberID, approach: Approach, wrapperName: WrapperName?
    ) -> MemberPlan {
        var signature = requirement.signature
        signature.attributes = memberAttributes(requirement)
        switch approach {
        case .method(_, .identity), .method(_, .neverCalled), .initializer(_, .neverCalled),
            .property(_, _, .mirror):
            signature.modifiers = memberModifiers(requirement, isolationFree: true)
        case .property(_, _, .stored):
            break
        case .method, .initializer, .property, .subscript:
            switch approach.mocked {
            case .placeholder:
                signature.modifiers = memberModifiers(
                    requirement, isolationFree: requirement.isStandard)
            case .forwarding(let callable):
                signature.modifiers = memberModifiers(
                    requirement, isolationFree: callable.isNonisolated)
            case nil:
                break
            }
        }
        // Names and labels in capitals are the protocol's, which the mock cannot change.
        let isCapitalized =
            ([signature.name] + signature.parameters.compactMap(\.label))
            .contains { $0.first?.isUppercase == true }
        let name =
            wrapperName ?? WrapperName(stem: MockNaming.baseName(of: requirement), role: .mock)
        let member: MemberPlan.Member
        switch approach {
        case .method(let isStatic, let method):
            member = .method(
                isStatic: isStatic,
                methodImplementation(requirement, method, name: name, into: &signature))
        case .initializer(let optionality, let initializer):
            member = .initializer(
                optionality: optionality,
                initializerImplementation(requirement, initializer, name: name, into: &signature))
        case .property(let accessors, let isStatic, let property):
            member = .property(
                accessors: accessors, isStatic: isStatic,
                propertyImplementation(requirement, property, name: name))
        case .subscript(let accessors, let isStatic, let mocked):
            member = .subscript(
                accessors: accessors, isStatic: isStatic,
                subscriptImplementation(requirement, mocked, name: name))
        }
        return MemberPlan(
            id: id, signature: signature, availability: requirement.availability, member: member,
            lintRules: isCapitalized ? [.alwaysUseLowerCamelCase] : [])
    }

    /// How a method is implemented.
    private func methodImplementation(
        _ requirement: Requirement, _ method: Approach.Method, name: WrapperName,
        into signature: inout MemberSignature
    ) -> MemberPlan.MethodImplementation {
        switch method {
        case .identity(let operation): return .identity(operation)
        case .neverCalled: return .neverCalled
        case .mocked(.placeholder(let reason, let holdsNoResult)):
            return .placeholder(
                placeholder(requirement, reason: reason, holdsNoResult: holdsNoResult))
        case .mocked(.forwarding(let callable)):
            // A mock that holds every wrapper in a `let` is not isolated itself: its members are
            // isolated as their requirements are.
            if callable.isNonisolated, !mockType.holdsWrappersInConstants,
                !signature.modifiers.contains(.nonisolated(argument: nil))
            {
                signature.modifiers.insert(.nonisolated(argument: nil), at: 0)
            }
            return .forwarding(forwarding(requirement, callable, name: name))
        }
    }

    /// How an initializer is implemented; in a mock that subclasses a class, it ends calling
    /// the superclass's.
    private func initializerImplementation(
        _ requirement: Requirement, _ initializer: Approach.Initializer, name: WrapperName,
        into signature: inout MemberSignature
    ) -> MemberPlan.InitializerImplementation {
        switch initializer {
        case .neverCalled:
            return .neverCalled
        case .mocked(.placeholder(let reason, let holdsNoResult)):
            // An initializer of a subclass calls its superclass's, as the mocked ones do.
            let call = subclassing(&signature)
            return .placeholder(
                placeholder(requirement, reason: reason, holdsNoResult: holdsNoResult),
                superclassCall: holdsNoResult ? nil : call)
        case .mocked(.forwarding(let callable)):
            // A wrapper of the type, as initializers are, but in a generic mock, which has no
            // static stored properties. A standard protocol's (`init(from:)`) is isolated to no
            // actor, as the protocol is.
            signature.modifiers = memberModifiers(
                requirement, isolationFree: requirement.isStandard)
            let wrapper = wrapper(
                requirement, callable, name: name,
                isHeld: !mockType.isGeneric || callable.isNonisolated)
            return .forwarding(
                MemberPlan.Forwarding(callable: callable, wrapper: wrapper),
                superclassCall: subclassing(&signature))
        }
    }

    /// How a property is implemented.
    private func propertyImplementation(
        _ requirement: Requirement, _ property: Approach.Property, name: WrapperName
    ) -> MemberPlan.PropertyImplementation {
        switch property {
        // Its children, the wrappers, are known once every member is planned.
        case .mirror: return .mirror(children: [])
        case .stored: return .stored(storedPropertyWrapper(requirement))
        case .mocked(.placeholder(let reason, let holdsNoResult)):
            return .placeholder(
                placeholder(requirement, reason: reason, holdsNoResult: holdsNoResult))
        case .mocked(.forwarding(let callable)):
            let isHeld = requirement.kind.isStatic || callable.isNonisolated
            guard callable.isAsync || callable.throwsAtAll || isHeld && callable.isGeneric else {
                // Unavailable on some platform, static or nonisolated: a computed property over
                // a `PropertyMock`.
                let initial = propertyInitial(defaults(requirement).value(of: callable.result))
                return .computed(
                    WrapperPlan(
                        name: name, type: .property, availability: requirement.availability,
                        storage: isHeld
                            ? constant(
                                requirement, genericArguments: [callable.result],
                                initial: initial)
                            : .attached(type: callable.result, initial: initial)))
            }
            var forwarding = forwarding(requirement, callable, name: name)
            if requirement.kind.hasSetter {
                // A generic mock's settable static property, whose type depends on its generic
                // parameters: its getter and its setter forward to generic wrappers, as a
                // subscript's do.
                var setter = newCallable()
                setter.isGeneric = true
                setter.context = [.init(name: "newValue", type: callable.result)]
                let setterName = WrapperName(stem: name.stem, role: .propertySetter)
                forwarding.setter = MemberPlan.Setter(
                    callable: setter,
                    wrapper: wrapper(requirement, setter, name: setterName, isHeld: isHeld))
            }
            return .forwarding(forwarding)
        }
    }

    /// How a subscript is implemented.
    private func subscriptImplementation(
        _ requirement: Requirement, _ mocked: Approach.Mocked, name: WrapperName
    ) -> MemberPlan.SubscriptImplementation {
        switch mocked {
        case .placeholder(let reason, let holdsNoResult):
            return .placeholder(
                placeholder(requirement, reason: reason, holdsNoResult: holdsNoResult))
        case .forwarding(let callable):
            var forwarding = forwarding(requirement, callable, name: name)
            if requirement.kind.hasSetter {
                var setter = newCallable()
                setter.isGeneric = callable.isGeneric
                setter.context = callable.context + [.init(name: "newValue", type: callable.result)]
                let setterName = WrapperName(stem: name.stem, role: .subscriptSetter)
                let isHeld = requirement.kind.isStatic || callable.isNonisolated
                forwarding.setter = MemberPlan.Setter(
                    callable: setter,
                    wrapper: wrapper(requirement, setter, name: setterName, isHeld: isHeld))
            }
            return .forwarding(forwarding)
        }
    }

    /// The member that does what `placeholder` says: records an issue and answers the default
    /// value of its result, or stops the test when no mock can hold it.
    private func placeholder(
        _ requirement: Requirement, reason: Reason, holdsNoResult: Bool
    ) -> MemberPlan.Placeholder {
        let type = requirement.signature.type
        let result: TypeExpression
        switch requirement.kind {
        case .initializer: result = .named("Void")
        case .method, .property, .subscript:
            result = type?.isVoid != false ? .named("Void") : type ?? .named("Void")
        }
        return MemberPlan.Placeholder(
            member: "\(mockType.name).\(requirement.key)", reason: reason, result: result,
            answer: holdsNoResult ? nil : defaults(requirement).value(of: result))
    }

    /// `@PropertyMock var name: String`, with the member's attributes: the wrapper is the
    /// property. A stored property cannot be marked potentially unavailable.
    private func storedPropertyWrapper(_ requirement: Requirement) -> WrapperPlan {
        let type = requirement.signature.type ?? .void
        return WrapperPlan(
            name: WrapperName(stem: requirement.signature.name, role: .property), type: .property,
            availability: requirement.availability, attributes: memberAttributes(requirement),
            storage: .attached(
                type: type, initial: propertyInitial(defaults(requirement).value(of: type))))
    }

    /// A member that forwards to its wrapper named `name`: held by the type for a static or
    /// nonisolated member.
    private func forwarding(
        _ requirement: Requirement, _ callable: Callable, name: WrapperName
    ) -> MemberPlan.Forwarding {
        let isHeld = requirement.kind.isStatic || callable.isNonisolated
        return MemberPlan.Forwarding(
            callable: callable, wrapper: wrapper(requirement, callable, name: name, isHeld: isHeld))
    }

    /// The wrapper `name` of a forwarding member: a property wrapper of each mock, or a value
    /// the type holds (`isHeld`), for a static or nonisolated member.
    private func wrapper(
        _ requirement: Requirement, _ callable: Callable, name: WrapperName, isHeld: Bool
    ) -> WrapperPlan {
        let storage: WrapperPlan.Storage
        if isHeld {
            storage =
                callable.isGeneric
                ? constant(requirement, genericArguments: [], initial: .none)
                : constant(
                    requirement, genericArguments: [callable.contextType, callable.value],
                    initial: initial(of: callable, requirement: requirement))
        } else {
            storage = .attached(
                type: callable.isGeneric ? nil : callable.closureType,
                initial: initial(of: callable, requirement: requirement))
        }
        return WrapperPlan(
            name: name, type: callable.wrapperType, availability: requirement.availability,
            storage: storage)
    }

    /// A wrapper held as a value: `static let` for a static member or an initializer, scoped to
    /// the test, in the statics holder of a generic mock; an instance's `nonisolated let`
    /// otherwise, a generic mock's nonisolated initializer's included.
    private func constant(
        _ requirement: Requirement, genericArguments: [TypeExpression],
        initial: WrapperPlan.Initial
    ) -> WrapperPlan.Storage {
        let isStatic: Bool
        switch requirement.kind {
        case .initializer: isStatic = !mockType.isGeneric
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
        switch requirement.kind {
        // A failable initializer's wrapper answers that it succeeds, with its `inout`
        // arguments as they came.
        case .initializer(optionality: _?):
            if callable.passesClosures {
                // A wrapper that takes the closures after the other arguments: it ignores them.
                guard callable.inouts.isEmpty else { return .unimplemented }
                return .returning(
                    .closure(
                        parameters: callable.closures.map { _ in nil }, body: .boolean(true)))
            }
            guard !callable.inouts.isEmpty else { return .returning(.boolean(true)) }
            let (parameter, elements) = inoutArguments(of: callable)
            return .assigned(
                .closure(parameters: [parameter], body: .tuple(elements + [.boolean(true)])))
        case .initializer(optionality: nil), .method, .property, .subscript: break
        }
        if callable.passesClosures {
            let names = callable.closures.map(\.name)
            if callable.closures.count == 1, callable.inouts.isEmpty,
                let closure = callable.closures[0].type.functionType, closure.parameters.isEmpty,
                closure.result == callable.result
                    || closure.result.isVoid && callable.result.isVoid,
                closure.isAsync ? callable.isAsync : true,
                closure.throwsClause == nil || callable.throwsAtAll && !callable.isTypedThrows
            {
                // It calls the closure it is passed, which answers what the member does. Not
                // one that throws a typed error: a closure would throw `any Error`, unless it
                // says `throws(E)`, which crashes Swift 6.3's SIL generation in a wrapper's
                // arguments.
                return .returning(
                    .closure(
                        parameters: [names[0]],
                        body: .call(
                            names[0], isThrowing: closure.throwsClause != nil,
                            isAsync: closure.isAsync)))
            }
            let ignored = names.map { _ -> String? in nil }
            guard callable.inouts.isEmpty, let value = defaults.value(of: callable.result) else {
                return .unimplemented
            }
            return .returning(
                .closure(
                    parameters: ignored, body: callable.result.isVoid ? nil : .value(value)))
        }
        if !callable.inouts.isEmpty {
            guard var result = defaults.value(of: callable.result) else { return .unimplemented }
            if callable.isTypedThrows { result = .success(result) }
            // It answers the `inout` arguments as they came, and the default result.
            let (parameter, arguments) = inoutArguments(of: callable)
            let elements = arguments + (callable.outcome.isVoid ? [] : [.value(result)])
            return .assigned(
                .closure(
                    parameters: [parameter],
                    body: elements.count == 1 ? elements[0] : .tuple(elements)))
        }
        return loaderInitial(defaults.value(of: callable.outcome))
    }

    /// The parameter of a loader that answers the `inout` arguments of `callable` as they came,
    /// and those arguments as it reads them: the argument itself when it is the only one, else
    /// its element of the `context` tuple.
    private func inoutArguments(
        of callable: Callable
    ) -> (parameter: String, elements: [ValueExpression]) {
        let single = callable.context.count == 1
        let elements = callable.inouts.map { argument -> ValueExpression in
            single
                ? .parameter(argument.name)
                : .element(
                    of: "context",
                    at: callable.context.firstIndex { $0.name == argument.name } ?? 0)
        }
        return (single ? callable.context[0].name : "context", elements)
    }

    /// How a method wrapper (`Mock`, `AsyncMock`, …) answering a type whose default is `value`
    /// is declared: as it is, `returning:` the value to write out, or `.unimplemented`.
    private func loaderInitial(_ value: DefaultValue?) -> WrapperPlan.Initial {
        guard let value else { return .unimplemented }
        return value.isAnsweredByTheWrapper ? .none : .returning(.value(value))
    }

    /// How a `PropertyMock` of a type whose default is `value` is declared: as it is,
    /// `= value`, or `.unimplemented`.
    private func propertyInitial(_ value: DefaultValue?) -> WrapperPlan.Initial {
        guard let value else { return .unimplemented }
        return value.isAnsweredByTheWrapper ? .none : .assigned(.value(value))
    }

    /// For a mock that subclasses a class, the call an initializer ends with (`super.init()`),
    /// with `override` or `required` added to `signature` where the class has the same
    /// initializer; `nil` for a mock that subclasses none.
    private func subclassing(_ signature: inout MemberSignature) -> InitializerCall? {
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
    /// the global actor the whole mock is isolated to. Its availability is its own.
    private func memberAttributes(_ requirement: Requirement) -> [String] {
        requirement.signature.attributes.filter { attribute in
            guard attribute != mockType.globalActor else { return false }
            return attribute.hasSuffix("Actor")
                || Self.keptAttributes.contains { kept in
                    attribute == kept || attribute.hasPrefix(kept + "(")
                }
        }
    }

    /// The attributes of a requirement its implementation keeps; others, such as a result
    /// builder's, mean nothing on an implementation, or nothing on a mock's.
    private static let keptAttributes = [
        "@discardableResult", "@preconcurrency", "@objc", "@nonobjc", "@_disfavoredOverload",
    ]

    /// The modifiers of the member: `static` and `nonisolated` stay; `mutating` and the like
    /// mean nothing in a class. Members written out in full are `nonisolated` in an isolated
    /// mock, as the standard library's requirements are, and so are those of a protocol that is
    /// not isolated to the mock's global actor.
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
        if isolationFree || requirement.isStandard || isOutsideGlobalActor(requirement),
            isIsolatedMember,
            !modifiers.contains(.nonisolated(argument: nil))
        {
            modifiers.insert(.nonisolated(argument: nil), at: 0)
        }
        return modifiers
    }

    func defaults(_ requirement: Requirement) -> DefaultValues {
        DefaultValues(catalog: catalog, typeIdentifiers: requirement.typeIdentifiers)
    }
}
