/// Decides how each requirement of a protocol, or member of a class, is implemented in its mock:
/// first its ``Approach``, which the naming of wrappers needs, then its ``MemberPlan``. What the
/// member reads like is ``MemberRenderer``'s.
struct MemberPlanner {
    let mockType: MockType
    let catalog: SymbolCatalog
    /// The names of the mock's members, without backticks: a property `count` beside a member
    /// `_count`, the name of its stored wrapper's storage, is computed over a wrapper instead.
    var memberNames: Set<String> = []

    /// How a requirement is implemented, before its wrappers are named: for each kind of member,
    /// the ways a mock implements that kind.
    enum Approach: Equatable {
        case method(isStatic: Bool, Method)
        case initializer(optionality: InitializerOptionality?, Initializer)
        /// `accessors` is `nil` when the requirement lists none.
        case property(accessors: Accessors?, isStatic: Bool, Property)
        case `subscript`(accessors: Accessors, isStatic: Bool, Mocked)

        /// How any kind of member is mocked.
        enum Mocked: Equatable {
            /// A placeholder that records a test issue, with the reason; one that stops the test
            /// when no mock can hold its result (a noncopyable one).
            case placeholder(Reason, holdsNoResult: Bool)
            /// Forwarding to wrappers named by ``MockNaming``.
            case forwarding(Callable)
        }

        enum Method: Equatable {
            /// A body written out, by the mock's identity: `lhs === rhs` for `==`.
            case identity(IdentityOperation)
            /// An empty body: the method takes a `Never`, so is never called.
            case neverCalled
            case mocked(Mocked)
        }

        enum Initializer: Equatable {
            /// An empty body: the initializer takes a `Never`, so is never called.
            case neverCalled
            case mocked(Mocked)
        }

        enum Property: Equatable {
            /// `customMirror`, a mirror of the mock's wrappers.
            case mirror
            /// A stored `@PropertyMock` that is the property itself.
            case stored
            case mocked(Mocked)
        }

        /// How the member is mocked, if it is: a placeholder or forwarding.
        var mocked: Mocked? {
            switch self {
            case .method(_, .mocked(let mocked)), .initializer(_, .mocked(let mocked)),
                .property(_, _, .mocked(let mocked)), .subscript(_, _, let mocked):
                mocked
            case .method(_, .identity), .method(_, .neverCalled), .initializer(_, .neverCalled),
                .property(_, _, .mirror), .property(_, _, .stored):
                nil
            }
        }

        /// What the member records and answers, when it forwards to a wrapper.
        var callable: Callable? {
            guard case .forwarding(let callable) = mocked else { return nil }
            return callable
        }

        /// The same kind of member, mocked as `mocked` says instead.
        func replaced(with mocked: Mocked) -> Approach {
            switch self {
            case .method(let isStatic, _): .method(isStatic: isStatic, .mocked(mocked))
            case .initializer(let optionality, _):
                .initializer(optionality: optionality, .mocked(mocked))
            case .property(let accessors, let isStatic, _):
                .property(accessors: accessors, isStatic: isStatic, .mocked(mocked))
            case .subscript(let accessors, let isStatic, _):
                .subscript(accessors: accessors, isStatic: isStatic, mocked)
            }
        }
    }

    /// Decides how `requirement`, whose types are already rewritten for the mock, is implemented.
    func approach(_ requirement: Requirement) -> Approach {
        switch requirement.kind {
        case .method(let isStatic):
            // `==`, `hash(into:)` and `<` of the standard protocols, by the mock's identity.
            if case .identity(let operation) = requirement.implementation {
                return .method(isStatic: isStatic, .identity(operation))
            }
            if takesNever(requirement) { return .method(isStatic: isStatic, .neverCalled) }
            return .method(isStatic: isStatic, .mocked(mocked(requirement)))
        case .initializer(let optionality):
            if takesNever(requirement) {
                return .initializer(optionality: optionality, .neverCalled)
            }
            return .initializer(optionality: optionality, .mocked(mocked(requirement)))
        case .property(let accessors, let isStatic):
            return .property(
                accessors: accessors, isStatic: isStatic,
                propertyApproach(requirement, accessors: accessors, isStatic: isStatic))
        case .subscript(let accessors, let isStatic):
            return .subscript(accessors: accessors, isStatic: isStatic, mocked(requirement))
        }
    }

    /// A callable that spells its async closure types as the receiving target reads them.
    func newCallable() -> Callable {
        var callable = Callable()
        callable.spellsCallerIsolation = !mockType.settings.asyncFunctionsRunOnTheCaller
        return callable
    }

    /// Whether a method or initializer takes a `Never`: it is never called, so needs no body, and
    /// no mock.
    private func takesNever(_ requirement: Requirement) -> Bool {
        requirement.signature.parameters.contains { $0.type.isNamed("Never") }
    }

    /// How a property is implemented: a mirror of the wrappers (`customMirror`), a stored
    /// `PropertyMock`, or as other members are.
    private func propertyApproach(
        _ requirement: Requirement, accessors: Accessors?, isStatic: Bool
    ) -> Approach.Property {
        if case .mirrorOfWrappers = requirement.implementation { return .mirror }
        if let reason = unmockableReason(requirement) {
            return .mocked(placeholder(requirement, reason: reason))
        }
        guard let accessors, let type = requirement.signature.type else {
            return .mocked(.placeholder(.noAccessors, holdsNoResult: false))
        }
        if !isStatic, !accessors.isAsync, accessors.throwsClause?.normalized == nil,
            !isHeldNonisolated(requirement), !requirement.isUnavailableOnSomePlatform,
            !memberNames.contains("_" + requirement.signature.name.filter { $0 != "`" })
        {
            return .stored
        }
        var callable = newCallable()
        callable.isAsync = accessors.isAsync
        callable.throwsClause = accessors.throwsClause?.normalized
        callable.result = type.withPlainOptionals
        if isStatic, mockType.isGeneric, mentionsGenerics(callable) {
            // Held outside the generic mock, so by generic wrappers: the getter's, and the
            // setter's when it has one.
            callable.isGeneric = true
        }
        callable.isNonisolated = isHeldNonisolated(requirement)
        return .mocked(.forwarding(callable))
    }

    /// How a method, initializer or subscript is mocked: a placeholder when it cannot be, or
    /// forwarding to a wrapper.
    private func mocked(_ requirement: Requirement) -> Approach.Mocked {
        if let reason = unmockableReason(requirement) {
            return placeholder(requirement, reason: reason)
        }
        return callableApproach(requirement)
    }

    /// A placeholder for `requirement`, which says `reason`: one that stops the test when no mock
    /// can hold its result.
    func placeholder(_ requirement: Requirement, reason: Reason) -> Approach.Mocked {
        let result = requirement.signature.type ?? .void
        return .placeholder(
            reason, holdsNoResult: noncopyableName(in: result, requirement: requirement) != nil)
    }

    /// How a method, initializer or subscript is implemented: forwarding to a wrapper, or a
    /// placeholder where the wrapper cannot take its shape.
    private func callableApproach(_ requirement: Requirement) -> Approach.Mocked {
        let signature = requirement.signature
        var callable = newCallable()
        let handler = resultHandler(of: requirement)
        // A handler's result is the only generic parameter a mock answering through the handler
        // may have, and its wrapper does not name it.
        let methodGenerics =
            handler == nil ? Set(signature.genericParameters.map(\.name)) : []
        callable.isGeneric =
            !methodGenerics.isEmpty
            || signature.parameters.contains { $0.type.contains(where: Self.isOpaque) }
        let (isAsync, throwsClause) = requirement.effects
        for parameter in signature.parameters {
            if parameter.name == handler?.name {
                callable.handler = .init(name: parameter.name, type: parameter.type)
                continue
            }
            if unrecordable(parameter, requirement: requirement) {
                callable.unrecorded.append(parameter.name)
                continue
            }
            let (type, attributes, specifiers) = parameter.type.withPlainOptionals
                .withoutAttributes
            let isFunction = self.isFunction(type, requirement: requirement)
            if isFunction == nil, !attributes.contains("@escaping") {
                return .placeholder(
                    .unknownTypeAlias(parameter: parameter.name, type: type), holdsNoResult: false)
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
                // An escaping closure stays escaping in the function the wrapper answers, so
                // that a spy can pass it on to a member that takes it escaping.
                let passed: TypeExpression =
                    attributes.contains("@escaping")
                    ? .attributed(attributes: ["@escaping"] + kept, specifiers: [], type)
                    : recorded
                callable.closures.append(.init(name: parameter.name, type: passed))
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
        if callable.handler != nil {
            let arguments = callable.handlerArguments
            callable.result =
                arguments.count == 1
                ? arguments[0] : .tuple(arguments.map { .init(label: nil, type: $0) })
            // Only the handler throws what a `rethrows` member throws.
            if callable.throwsClause == .rethrows { callable.throwsClause = nil }
        }
        switch requirement.kind {
        // A failable initializer's wrapper answers whether it succeeds.
        case .initializer(optionality: _?): callable.result = .named("Bool")
        case .initializer(optionality: nil), .method, .property, .subscript: break
        }
        if callable.throwsClause == .rethrows, !callable.isSupportedRethrows {
            return .placeholder(.unsupportedRethrows, holdsNoResult: false)
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
            guard
                let (aliased, aliasIdentifiers) = catalog.aliasedType(
                    of: identifier, arguments: last.genericArguments)
            else {
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
        !callable.closureType.referencedNames.isDisjoint(with: mockType.genericNames)
    }

    private static func isOpaque(_ type: TypeExpression) -> Bool {
        if case .prefixed("some", _) = type { return true }
        return false
    }

    private func unmockableReason(_ requirement: Requirement) -> Reason? {
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
        if usesPacks { return .parameterPacks }
        if let result = signature.type,
            let name = noncopyableName(in: result, requirement: requirement),
            resultHandler(of: requirement) == nil
        {
            return .noncopyableResult(type: name)
        }
        // A method's or an initializer's call is recorded without the arguments no mock can
        // keep (``unrecordable(_:requirement:)``); a subscript's index is all it records.
        // A job an executor is given must run: a mock that records the call without it would
        // leave its task waiting for good.
        if let job = signature.parameters.first(where: {
            $0.type.withoutAttributes.type.isNamed("ExecutorJob")
        }) {
            return .executorJob(parameter: job.name)
        }
        let indices: [Parameter]
        if case .subscript = requirement.kind {
            indices = signature.parameters
        } else {
            indices = []
        }
        for parameter in indices {
            if let name = noncopyableName(in: parameter.type, requirement: requirement) {
                return .noncopyableParameter(parameter.name, type: name)
            }
            // The graph does not say whether a type is copyable; these specifiers are how
            // noncopyable arguments are passed.
            let specifiers = parameter.type.withoutAttributes.specifiers
            if let specifier = specifiers.first(where: { $0 == "consuming" || $0 == "borrowing" }) {
                return .ownershipSpecifier(parameter: parameter.name, specifier: specifier)
            }
        }
        switch requirement.kind {
        case .property(let accessors, _):
            let dependsOnGenerics = signature.type.map { type in
                !type.referencedNames.isDisjoint(with: mockType.genericNames)
            }
            if isHeldNonisolated(requirement), accessors?.hasSetter == true,
                dependsOnGenerics == true
            {
                return .nonisolatedGenericSetter
            }
        case .method, .initializer, .subscript:
            break
        }
        return nil
    }

    /// Whether the requirement is implemented `nonisolated` in an isolated mock: declared so,
    /// required by a standard protocol such as `Hashable`, or by a protocol of the graphs that
    /// is not isolated to the mock's global actor (`protocol Store: Plain, Screen` with
    /// `@MainActor protocol Screen`, whose members the graph marks `@MainActor`, and `Plain`'s
    /// not); an initializer of such a protocol in a generic mock. Its wrapper is then a
    /// `nonisolated let`, which is not isolated either.
    func isHeldNonisolated(_ requirement: Requirement) -> Bool {
        switch requirement.kind {
        case .method(isStatic: false), .property(_, isStatic: false),
            .subscript(_, isStatic: false):
            guard isIsolated || mockType.holdsWrappersInConstants,
                case .mocked = requirement.implementation
            else { return false }
            return mockType.holdsWrappersInConstants || requirement.isStandard
                || isOutsideGlobalActor(requirement)
                || requirement.signature.modifiers.contains(where: \.isNonisolated)
        case .initializer:
            // A generic mock holds an initializer's wrapper in each instance.
            guard mockType.isGeneric, case .mocked = requirement.implementation else {
                return false
            }
            return isIsolated && requirement.isStandard || isOutsideGlobalActor(requirement)
        case .method, .property, .subscript:
            return false
        }
    }

    /// Whether the requirement, of a protocol of the graphs, is not isolated to the global actor
    /// of the mock: the graph does not mark it so (`Plain`'s members in `protocol Store: Plain,
    /// Screen`, and those of `Store` itself when its module, built in the Swift 5 language
    /// mode, does not infer `Screen`'s isolation for it).
    func isOutsideGlobalActor(_ requirement: Requirement) -> Bool {
        guard requirement.identifier != nil, !mockType.isActor, let actor = mockType.globalActor
        else { return false }
        return !requirement.signature.attributes.contains(actor)
    }

    /// The first type in `type` that is noncopyable or nonescapable, as the graphs say or as
    /// the requirement's or the mock's generic parameters are constrained (`T: ~Copyable`).
    /// Whether no mock can keep `parameter`'s argument: its type is noncopyable or nonescapable,
    /// or it is passed `consuming` or `borrowing`, which the graph gives for a noncopyable type
    /// and does not say whether it is one.
    private func unrecordable(_ parameter: Parameter, requirement: Requirement) -> Bool {
        let specifiers = parameter.type.withoutAttributes.specifiers
        return noncopyableName(in: parameter.type, requirement: requirement) != nil
            || specifiers.contains { $0 == "consuming" || $0 == "borrowing" }
    }

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

    /// The closure parameter that makes `requirement`'s result when no mock can hold that
    /// result (``Callable/handler``): `updatesHandler` of
    /// `func watch<Return: ~Copyable>(_ key: String, updatesHandler: (Updates) async throws -> Return) async throws -> Return`.
    /// The one parameter of a method that is a closure, neither escaping nor variadic, returning
    /// the result's type, whose arguments, like the other parameters, are copyable and do not
    /// name that type; the result's generic parameters are the method's only ones, and nothing
    /// throws a typed error. `nil` for any other member.
    func resultHandler(of requirement: Requirement) -> Parameter? {
        let signature = requirement.signature
        guard case .method = requirement.kind, let result = signature.type,
            noncopyableName(in: result, requirement: requirement) != nil
        else { return nil }
        if case .typed? = requirement.effects.throwsClause { return nil }
        let handlers = signature.parameters.filter { parameter in
            let (type, attributes, _) = parameter.type.withoutAttributes
            return !parameter.isVariadic && !attributes.contains("@escaping")
                && type.functionType?.result == result
        }
        guard handlers.count == 1, let handler = handlers.first,
            let function = handler.type.functionType
        else { return nil }
        if case .typed? = function.throwsClause { return nil }
        let resultNames = result.referencedNames
        let others =
            signature.parameters.filter { $0.name != handler.name }.map(\.type)
            + function.parameters.map(\.type)
        let isCopyable = others.allSatisfy { type in
            type.referencedNames.isDisjoint(with: resultNames)
                && noncopyableName(in: type, requirement: requirement) == nil
        }
        let onlyResultGenerics = signature.genericParameters.allSatisfy {
            resultNames.contains($0.name)
        }
        return isCopyable && onlyResultGenerics ? handler : nil
    }

    private static func isSuppression(_ type: TypeExpression) -> Bool {
        if case .suppressed = type { return true }
        return false
    }

    /// What ``MockNaming`` reads of a planned requirement: whether it has a wrapper to name, in
    /// a mock that `overrides` members (a class's) or implements them (a protocol's).
    static func namingMember(
        _ requirement: Requirement, approach: Approach, overrides: Bool
    ) -> MockNaming.Member {
        let signature = requirement.signature
        let hasWrapper: Bool
        switch approach {
        case .property(_, _, .stored):
            // A class's property is overridden through a `PropertyMock` of its own; a
            // protocol's is the `PropertyMock`, named as the property.
            hasWrapper = overrides
        case .method, .initializer, .property, .subscript:
            hasWrapper = approach.callable != nil
        }
        let result: TypeExpression?
        switch requirement.kind {
        case .property: result = nil
        case .method, .initializer, .subscript: result = signature.type
        }
        return MockNaming.Member(
            baseName: MockNaming.baseName(of: requirement), labels: signature.argumentLabels,
            parameterTypes: signature.parameters.map(\.type), result: result,
            hasWrapper: hasWrapper)
    }

    private var isIsolated: Bool { mockType.isActor || mockType.globalActor != nil }
}
