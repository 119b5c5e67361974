/// What a mock records and answers for one call of a requirement: the arguments it records
/// (the context), the closures it passes on, the `inout` arguments it writes back, and the value
/// its wrapper answers.
struct Callable: Equatable {
    struct Argument: Equatable {
        var name: String
        var type: TypeExpression
        /// Whether the type is a function type, perhaps through a type alias.
        var isFunction = false
    }

    /// The arguments the wrapper records, in order.
    var context: [Argument] = []
    /// Non-escaping closures: the wrapper answers a function that receives them.
    var closures: [Argument] = []
    /// `inout` arguments: recorded with their incoming value, answered with their new one.
    var inouts: [Argument] = []
    /// The arguments no mock can keep, by name: of a noncopyable or nonescapable type
    /// (`RawSpan`), or passed `consuming` or `borrowing`, which may be noncopyable. The call is
    /// recorded without them.
    var unrecorded: [String] = []
    /// The closure that makes a result no mock can hold (`Return: ~Copyable`, produced by
    /// `updatesHandler: (Updates) async throws -> Return`): it is not recorded, the wrapper
    /// answers the closure's arguments (``result`` is their type), and the member returns what
    /// the closure makes of them.
    var handler: Argument?
    var isAsync = false
    var throwsClause: ThrowsClause?
    var result: TypeExpression = .named("Void")
    /// Whether the requirement is generic, so its wrapper is one of the `Generic…Mock`s.
    var isGeneric = false
    /// Whether the member is `nonisolated` in an isolated mock, so its wrapper is a
    /// `nonisolated let`.
    var isNonisolated = false
    /// Whether the `async` function types the wrapper declares say `nonisolated(nonsending)`,
    /// which `NonisolatedNonsendingByDefault` makes what a plain `async` means.
    var spellsCallerIsolation = true

    /// The types of the arguments ``handler`` takes, without `inout`.
    var handlerArguments: [TypeExpression] {
        (handler?.type.functionType?.parameters ?? []).map { $0.type.withoutAttributes.type }
    }

    /// The recorded type: the argument, `()`, or an unlabeled tuple.
    var contextType: TypeExpression {
        context.count == 1
            ? context[0].type : .tuple(context.map { .init(label: nil, type: $0.type) })
    }

    var isTypedThrows: Bool {
        if case .typed = throwsClause { return true }
        return false
    }

    var throwsAtAll: Bool { throwsClause != nil }

    /// Whether the wrapper answers a function of the closures (rather than a value).
    var passesClosures: Bool { !closures.isEmpty }

    /// The outcome of the call: the result, as a `Result` for typed throws.
    var outcome: TypeExpression {
        guard case .typed(let error) = throwsClause, !passesClosures else { return result }
        return .named("Result", [result, error])
    }

    /// What the wrapper's closure answers once the closures are passed: the new values of the
    /// `inout` arguments, then the outcome unless it is `Void`.
    var answer: TypeExpression {
        let elements = inouts.map(\.type) + (outcome.isVoid ? [] : [outcome])
        if elements.isEmpty { return .named("Void") }
        if elements.count == 1 { return elements[0] }
        return .tuple(elements.map { .init(label: nil, type: $0) })
    }

    /// The value the wrapper answers: `answer`, or a function of the closures that returns it.
    var value: TypeExpression {
        guard passesClosures else { return answer }
        var parameters = closures.map { TypeExpression.TupleElement(label: nil, type: $0.type) }
        if let passedClosure { parameters[0].type = passedClosure }
        let throwsClause: ThrowsClause? =
            self.throwsClause == .rethrows ? .untyped : self.throwsClause
        return callerIsolated(
            .function(
                .init(
                    parameters: parameters, isAsync: isAsync, throwsClause: throwsClause,
                    result: answer)))
    }

    /// Whether the requirement takes the shape `rethrows` mocks support: one closure, neither
    /// throwing a typed error nor taking `inout` arguments, `async` only in an `async` member,
    /// where it does not escape (several arguments are passed as one tuple, ``passedClosure``),
    /// and no `inout` parameter.
    var isSupportedRethrows: Bool {
        guard throwsClause == .rethrows, closures.count == 1, inouts.isEmpty,
            let function = closures[0].type.functionType
        else { return false }
        // An `async` member's closure does not escape.
        if isAsync, closures[0].type.withoutAttributes.attributes.contains("@escaping") {
            return false
        }
        let takesInout = function.parameters.contains {
            $0.type.withoutAttributes.specifiers.contains("inout")
        }
        return function.throwsClause == .untyped && (isAsync || !function.isAsync) && !takesInout
    }

    /// Whether an `async rethrows` member's closure is synchronous: the wrapper's answer
    /// receives it as an async one, which a live member that takes it synchronous cannot take.
    var passesSynchronousClosureAsAsync: Bool {
        isSupportedRethrows && isAsync && closures.first?.type.functionType?.isAsync == false
    }

    /// The closure of a `rethrows` requirement as the wrapper passes it: one argument, a tuple
    /// of its arguments when it takes several.
    ///
    /// An `async rethrows` member's closure is passed as an `async` function that runs on its
    /// caller's isolation, as its answer does: `nonisolated(nonsending) () async throws -> T`,
    /// the shape ``Mock``'s `callAsFunction(_:passing:)` for it takes.
    var passedClosure: TypeExpression? {
        guard throwsClause == .rethrows, let closure = closures.first?.type,
            var function = closure.functionType, function.parameters.count > 1 || isAsync
        else { return closures.first?.type }
        if function.parameters.count > 1 {
            function.parameters = [.init(label: nil, type: .tuple(function.parameters))]
        }
        guard isAsync else { return .function(function) }
        function.isAsync = true
        return callerIsolated(.function(function))
    }

    /// The wrapper: `Mock`, `ThrowingMock`, `AsyncMock` or `AsyncThrowingMock`, generic for
    /// generic requirements. Typed throws answer a `Result`; closures make a `Mock` answer a
    /// function with the effects.
    var wrapperType: WrapperType {
        .loader(
            isAsync: !passesClosures && isAsync,
            isThrowing: !passesClosures && throwsAtAll && !isTypedThrows, isGeneric: isGeneric)
    }

    /// The closure type a wrapper property is declared with: `(C) async throws -> V`.
    var closureType: TypeExpression {
        var parameter = contextType
        if context.count == 1, parameter.functionType != nil || context[0].isFunction {
            // A function-typed context is stored: the wrapper's closure takes it escaping.
            let (type, attributes, specifiers) = parameter.withoutAttributes
            parameter = .attributed(
                attributes: ["@escaping"] + attributes, specifiers: specifiers, type)
        }
        let isWrapperAsync = !passesClosures && isAsync
        let wrapperThrows: ThrowsClause? =
            !passesClosures && throwsAtAll && !isTypedThrows ? .untyped : nil
        return callerIsolated(
            .function(
                .init(
                    parameters: [.init(label: nil, type: parameter)], isAsync: isWrapperAsync,
                    throwsClause: wrapperThrows, result: value)))
    }

    /// `type`, an `async` function type of the wrapper's, as one that runs on its caller's
    /// isolation, as every async wrapper's closure does: `nonisolated(nonsending) (C) async -> V`,
    /// or as it is where that is what `async` means.
    private func callerIsolated(_ type: TypeExpression) -> TypeExpression {
        guard spellsCallerIsolation, type.functionType?.isAsync == true else { return type }
        return .attributed(attributes: [], specifiers: ["nonisolated(nonsending)"], type)
    }
}
