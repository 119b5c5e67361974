/// Decides how each requirement of a protocol is implemented in its mock: first its
/// ``Approach``, which the naming of wrappers needs, then its ``MemberPlan``. What the member
/// reads like is ``MemberRenderer``'s.
struct MemberPlanner {
    let mockType: MockType
    let catalog: SymbolCatalog

    /// How a requirement is implemented, before its wrappers are named.
    enum Approach {
        /// A body written out, such as `lhs === rhs` for `==`.
        case body(String)
        /// `customMirror`, a mirror of the mock's wrappers.
        case mirror
        /// A placeholder that records a test issue, with the reason; one that stops the test
        /// when no mock can hold its result (a noncopyable one).
        case placeholder(String, holdsNoResult: Bool = false)
        /// A stored `@PropertyMock` that is the property itself.
        case propertyWrapper
        /// Forwarding to wrappers named by ``MockNaming``.
        case forwarding(Callable)
    }

    /// Decides how `requirement`, whose types are already rewritten for the mock, is implemented.
    func approach(_ requirement: Requirement) -> Approach {
        let signature = requirement.signature
        switch requirement.implementation {
        case .body(let body): return .body(body)
        case .mirrorOfWrappers: return .mirror
        case .mocked: break
        }
        // A member that takes a `Never` is never called: it needs no body, and no mock.
        switch requirement.kind {
        case .method, .initializer:
            if signature.parameters.contains(where: { $0.type.isNamed("Never") }) {
                return .body("")
            }
        case .property, .subscript:
            break
        }
        if let reason = unmockableReason(requirement) {
            let result = signature.type ?? .void
            return .placeholder(
                reason, holdsNoResult: noncopyableName(in: result, requirement: requirement) != nil)
        }
        switch requirement.kind {
        case .property(let accessors, let isStatic):
            guard let accessors, let type = signature.type else {
                return .placeholder("it has no accessors")
            }
            if !isStatic, !accessors.isAsync, accessors.throwsClause?.normalized == nil,
                !isHeldNonisolated(requirement), !requirement.isUnavailableOnSomePlatform
            {
                return .propertyWrapper
            }
            var callable = Callable()
            callable.isAsync = accessors.isAsync
            callable.throwsClause = accessors.throwsClause?.normalized
            callable.result = type.withPlainOptionals
            if isStatic, mockType.isGeneric, mentionsGenerics(callable) {
                // Held outside the generic mock, so by generic wrappers: the getter's, and the
                // setter's when it has one.
                callable.isGeneric = true
            }
            callable.isNonisolated = isHeldNonisolated(requirement)
            return .forwarding(callable)
        case .method, .initializer, .subscript:
            return callableApproach(requirement)
        }
    }

    /// How a method, initializer or subscript is implemented: forwarding to a wrapper, or a
    /// placeholder where the wrapper cannot take its shape.
    private func callableApproach(_ requirement: Requirement) -> Approach {
        let signature = requirement.signature
        var callable = Callable()
        let methodGenerics = Set(signature.genericParameters.map(\.name))
        callable.isGeneric =
            !methodGenerics.isEmpty
            || signature.parameters.contains { $0.type.contains(where: Self.isOpaque) }
        let (isAsync, throwsClause) = requirement.effects
        for parameter in signature.parameters {
            let (type, attributes, specifiers) = parameter.type.withPlainOptionals
                .withoutAttributes
            let isFunction = self.isFunction(type, requirement: requirement)
            if isFunction == nil, !attributes.contains("@escaping") {
                return .placeholder(
                    "the type of its parameter `\(parameter.name)`, \(type), is a type alias "
                        + "that no symbol graph given declares, so may be a closure that must "
                        + "not escape")
            }
            if callable.isGeneric, case .metatype(let base, "Type") = type,
                methodGenerics.contains(base.description)
            {
                continue  // The type is the specialization.
            }
            let kept = attributes.filter { $0 != "@escaping" && $0 != "@autoclosure" }
            let recorded: TypeExpression =
                kept.isEmpty ? type : .attributed(attributes: kept, specifiers: [], type)
            if specifiers.contains("inout") {
                callable.inouts.append(.init(name: parameter.name, type: type))
                callable.context.append(.init(name: parameter.name, type: type))
            } else if isFunction == true, !parameter.isVariadic,
                !attributes.contains("@escaping")
                    // A `rethrows` member passes on its throwing closure, escaping or not.
                    || throwsClause == .rethrows && type.functionType?.throwsClause != nil
            {
                callable.closures.append(.init(name: parameter.name, type: recorded))
            } else {
                callable.context.append(
                    .init(
                        name: parameter.name,
                        type: parameter.isVariadic ? .array(recorded) : recorded,
                        isFunction: isFunction == true && !parameter.isVariadic))
            }
        }
        callable.isAsync = isAsync
        callable.throwsClause = throwsClause?.normalized
        callable.result =
            signature.type.flatMap { $0.isVoid ? nil : $0.withPlainOptionals } ?? .named("Void")
        if case .initializer(optionality: _?) = requirement.kind {
            callable.result = .named("Bool")
        }
        if callable.throwsClause == .rethrows, !callable.isSupportedRethrows {
            return .placeholder(
                "a rethrows requirement is mocked only with one throwing closure, neither "
                    + "async nor taking inout arguments, and no inout parameters")
        }
        if requirement.kind.isStatic, mockType.isGeneric, mentionsGenerics(callable) {
            callable.isGeneric = true
        }
        callable.isNonisolated = isHeldNonisolated(requirement)
        return .forwarding(callable)
    }

    /// Whether `type` is a function type, looking through the type aliases the graphs declare;
    /// `nil` for an alias of a module whose graph is not given, which may be one.
    private func isFunction(
        _ type: TypeExpression, requirement: Requirement
    ) -> Bool? {
        var type = type
        var identifiers = requirement.typeIdentifiers
        for _ in 0..<8 {
            if type.functionType != nil { return true }
            guard case .named(let components) = type.withoutAttributes.type.withoutParentheses,
                let last = components.last, let identifier = identifiers[last.name],
                identifier.hasSuffix("a")
            else { return false }
            guard let (aliased, aliasIdentifiers) = catalog.aliasedType(of: identifier) else {
                // The standard library's and Foundation's aliases (`TimeInterval`) are values.
                let module = ModuleName.of(preciseIdentifier: identifier)
                let isSystem = module.map { ModuleName.importedName(of: $0) ?? "Swift" }
                return isSystem == "Foundation" || isSystem == "Swift" ? false : nil
            }
            type = aliased
            identifiers = aliasIdentifiers
        }
        return false
    }

    /// Whether the wrapper of `callable` names the mock's generic parameters, or the mock.
    private func mentionsGenerics(_ callable: Callable) -> Bool {
        !callable.wrapperType.referencedNames.isDisjoint(with: mockType.genericNames)
    }

    private static func isOpaque(_ type: TypeExpression) -> Bool {
        if case .prefixed("some", _) = type { return true }
        return false
    }

    private func unmockableReason(_ requirement: Requirement) -> String? {
        let signature = requirement.signature
        let types = signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
        let usesPacks =
            signature.genericParameters.contains(where: \.isPack)
            || types.contains {
                $0.contains { type in
                    if case .prefixed(let keyword, _) = type {
                        return keyword == "each" || keyword == "repeat"
                    }
                    return false
                }
            }
        if usesPacks { return "a mock cannot record parameter packs" }
        if let result = signature.type,
            let name = noncopyableName(in: result, requirement: requirement)
        {
            return "its result is of the noncopyable or nonescapable type \(name), which a mock "
                + "cannot hold"
        }
        for parameter in signature.parameters {
            if let name = noncopyableName(in: parameter.type, requirement: requirement) {
                return "its parameter `\(parameter.name)` is of the noncopyable or nonescapable "
                    + "type \(name), which a mock cannot record"
            }
            // The graph does not say whether a type is copyable; these specifiers are how
            // noncopyable arguments are passed.
            let specifiers = parameter.type.withoutAttributes.specifiers
            if let specifier = specifiers.first(where: { $0 == "consuming" || $0 == "borrowing" }) {
                return
                    "its parameter `\(parameter.name)` is `\(specifier)`, so may be noncopyable, "
                    + "which the symbol graph does not tell and a mock cannot record"
            }
        }
        if isHeldNonisolated(requirement), requirement.kind.isProperty,
            requirement.kind.hasSetter,
            signature.type.map({ type in
                !type.referencedNames.isDisjoint(with: mockType.genericNames)
            }) == true
        {
            return "it is nonisolated and settable, and its type depends on the mock's generic "
                + "parameters"
        }
        return nil
    }

    /// Whether the requirement is implemented `nonisolated` in an isolated mock: declared so,
    /// or required by a standard protocol such as `Hashable`. Its wrapper is then a
    /// `nonisolated let`, which is not isolated either.
    func isHeldNonisolated(_ requirement: Requirement) -> Bool {
        switch requirement.kind {
        case .method(isStatic: false), .property(_, isStatic: false),
            .subscript(_, isStatic: false):
            guard isIsolated, case .mocked = requirement.implementation else { return false }
            return requirement.isStandard
                || requirement.signature.modifiers.contains(where: \.isNonisolated)
        case .method, .property, .subscript, .initializer:
            return false
        }
    }

    /// The first type in `type` that is noncopyable or nonescapable, as the graphs say or as
    /// the requirement's or the mock's generic parameters are constrained (`T: ~Copyable`).
    private func noncopyableName(
        in type: TypeExpression, requirement: Requirement
    ) -> String? {
        let signature = requirement.signature
        var suppressed = mockType.noncopyableNames
        for parameter in signature.genericParameters
        where parameter.constraint?.contains(where: Self.isSuppression) == true {
            suppressed.insert(parameter.name)
        }
        for case .conformance(let type, let constraint) in signature.whereClause
        where constraint.contains(where: Self.isSuppression) {
            suppressed.insert(type.description)
        }
        var found: String?
        _ = type.rewritten { type in
            if found == nil, case .named(let components) = type, let first = components.first {
                if suppressed.contains(first.name) {
                    found = first.name
                } else if let identifier = requirement.typeIdentifiers[first.name],
                    catalog.isNoncopyable(identifier)
                {
                    found = first.name
                }
            }
            return nil
        }
        return found
    }

    private static func isSuppression(_ type: TypeExpression) -> Bool {
        if case .suppressed = type { return true }
        return false
    }

    /// What ``MockNaming`` reads of a planned requirement; `nil` when it has no named wrapper.
    static func namingMember(_ requirement: Requirement, approach: Approach) -> MockNaming.Member? {
        guard case .forwarding = approach else { return nil }
        let signature = requirement.signature
        return MockNaming.Member(
            baseName: MockNaming.baseName(of: requirement), labels: signature.argumentLabels,
            parameterTypes: signature.parameters.map(\.type),
            result: requirement.kind.isProperty ? nil : signature.type)
    }

    private var isIsolated: Bool { mockType.isActor || mockType.globalActor != nil }
}
