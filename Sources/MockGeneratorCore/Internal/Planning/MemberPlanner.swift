/// A requirement, planned: how it is implemented.
enum MemberPlan {
    /// A body written out, such as `lhs === rhs` for `==`.
    case body(String)
    /// A placeholder that records a test issue, with the reason; one that stops the test when
    /// no mock can hold its result (a noncopyable one).
    case placeholder(String, holdsNoResult: Bool = false)
    /// A stored `@PropertyMock` that is the property itself.
    case propertyWrapper
    /// Forwarding to wrappers named by ``MockNaming``.
    case forwarding(Callable)
}

/// Decides how each requirement of a protocol is implemented in its mock: what to emit, not how
/// it reads, which ``MemberEmitter`` decides.
struct MemberPlanner {
    let mockType: MockType
    let catalog: SymbolCatalog

    /// Decides how `requirement`, whose types are already rewritten for the mock, is implemented.
    func plan(_ requirement: ProtocolModel.Requirement) -> MemberPlan {
        let declaration = requirement.declaration
        if case .body(let body) = requirement.implementation { return .body(body) }
        // A member that takes a `Never` is never called: it needs no body, and no mock.
        if requirement.kind == .method || requirement.kind == .initializer,
            declaration.parameters.contains(where: { $0.type.isNamed("Never") })
        {
            return .body("")
        }
        if let reason = unmockableReason(requirement) {
            let result = declaration.type ?? .void
            return .placeholder(
                reason, holdsNoResult: noncopyableName(in: result, requirement: requirement) != nil)
        }
        switch requirement.kind {
        case .property:
            guard let accessors = declaration.accessors, let type = declaration.type else {
                return .placeholder("it has no accessors")
            }
            if !declaration.isStatic, !accessors.isAsync, accessors.throwsClause?.normalized == nil,
                !isHeldNonisolated(requirement), !requirement.isUnavailableOnSomePlatform
            {
                return .propertyWrapper
            }
            var callable = Callable()
            callable.isAsync = accessors.isAsync
            callable.throwsClause = accessors.throwsClause?.normalized
            callable.result = type.withPlainOptionals
            if declaration.isStatic, mockType.isGeneric, mentionsGenerics(callable) {
                // Held outside the generic mock, so by generic wrappers: the getter's, and the
                // setter's when it has one.
                callable.isGeneric = true
            }
            callable.isNonisolated = isHeldNonisolated(requirement)
            return .forwarding(callable)
        case .method, .initializer, .subscript:
            var callable = Callable()
            let methodGenerics = Set(declaration.genericParameters.map(\.name))
            callable.isGeneric =
                !methodGenerics.isEmpty
                || declaration.parameters.contains { $0.type.contains(where: Self.isOpaque) }
            for parameter in declaration.parameters {
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
                        || declaration.throwsClause == .rethrows
                            && type.functionType?.throwsClause != nil
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
            if declaration.kind == .subscript {
                callable.isAsync = declaration.accessors?.isAsync ?? false
                callable.throwsClause = declaration.accessors?.throwsClause?.normalized
            } else {
                callable.isAsync = declaration.isAsync
                callable.throwsClause = declaration.throwsClause?.normalized
            }
            callable.result =
                declaration.type.flatMap { $0.isVoid ? nil : $0.withPlainOptionals }
                ?? .named("Void")
            if declaration.kind == .initializer, declaration.initializerOptionality != nil {
                callable.result = .named("Bool")
            }
            if callable.throwsClause == .rethrows, !callable.isSupportedRethrows {
                return .placeholder(
                    "a rethrows requirement is mocked only with one throwing closure, neither "
                        + "async nor taking inout arguments, and no inout parameters")
            }
            if declaration.isStatic, mockType.isGeneric, declaration.kind != .initializer,
                mentionsGenerics(callable)
            {
                callable.isGeneric = true
            }
            callable.isNonisolated = isHeldNonisolated(requirement)
            return .forwarding(callable)
        }
    }

    /// Whether `type` is a function type, looking through the type aliases the graphs declare;
    /// `nil` for an alias of a module whose graph is not given, which may be one.
    private func isFunction(
        _ type: TypeExpression, requirement: ProtocolModel.Requirement
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

    private func unmockableReason(_ requirement: ProtocolModel.Requirement) -> String? {
        let declaration = requirement.declaration
        let types = declaration.parameters.map(\.type) + [declaration.type].compactMap { $0 }
        let usesPacks =
            declaration.genericParameters.contains(where: \.isPack)
            || types.contains {
                $0.contains { type in
                    if case .prefixed(let keyword, _) = type {
                        return keyword == "each" || keyword == "repeat"
                    }
                    return false
                }
            }
        if usesPacks { return "a mock cannot record parameter packs" }
        if let result = declaration.type,
            let name = noncopyableName(in: result, requirement: requirement)
        {
            return "its result is of the noncopyable or nonescapable type \(name), which a mock "
                + "cannot hold"
        }
        for parameter in declaration.parameters {
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
        if isHeldNonisolated(requirement), declaration.kind == .property,
            declaration.accessors?.hasSetter == true,
            declaration.type.map({ type in
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
    func isHeldNonisolated(_ requirement: ProtocolModel.Requirement) -> Bool {
        let declaration = requirement.declaration
        guard isIsolated, !declaration.isStatic, declaration.kind != .initializer,
            case .mocked = requirement.implementation
        else { return false }
        return requirement.isStandard
            || declaration.modifiers.contains { $0.hasPrefix("nonisolated") }
    }

    /// The first type in `type` that is noncopyable or nonescapable, as the graphs say or as
    /// the requirement's or the mock's generic parameters are constrained (`T: ~Copyable`).
    private func noncopyableName(
        in type: TypeExpression, requirement: ProtocolModel.Requirement
    ) -> String? {
        let declaration = requirement.declaration
        var suppressed = mockType.noncopyableNames
        for parameter in declaration.genericParameters
        where parameter.constraint?.contains(where: Self.isSuppression) == true {
            suppressed.insert(parameter.name)
        }
        for case .conformance(let type, let constraint) in declaration.whereClause
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
    static func namingMember(_ requirement: ProtocolModel.Requirement, plan: MemberPlan)
        -> MockNaming
        .Member?
    {
        guard case .forwarding = plan else { return nil }
        let declaration = requirement.declaration
        return MockNaming.Member(
            baseName: MockNaming.baseName(of: declaration), labels: declaration.argumentLabels,
            parameterTypes: declaration.parameters.map(\.type),
            result: declaration.kind == .property ? nil : declaration.type)
    }

    private var isIsolated: Bool { mockType.isActor || mockType.globalActor != nil }
}
