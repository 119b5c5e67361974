/// Writes the statements a mock's members are made of: a call of a member's wrapper that
/// answers for it, the live instance's member called as the member was, a call that defaults to
/// the superclass's implementation, the loader a spy forwards with, a placeholder's issue. Each is
/// a ``Statement`` whose call the layout may break.
struct CallRenderer {
    /// How the plan's values are spelled.
    var values = ValueRenderer()

    /// The recorded value as a loader receives it: `id`, `()`, or `(city, celsius)`.
    func contextExpression(_ callable: Callable) -> String {
        callable.context.count == 1
            ? callable.context[0].name
            : "(" + callable.context.map(\.name).joined(separator: ", ") + ")"
    }

    /// The argument `name` as a loader of `callable` receives it: its own name when it is the
    /// only one, `context.1` in a tuple of several.
    func contextExpression(_ name: String, in callable: Callable) -> String {
        guard callable.context.count > 1,
            let index = callable.context.firstIndex(where: { $0.name == name })
        else { return name }
        return "context.\(index)"
    }

    /// `try await ` for a callable's effects.
    func effects(of callable: Callable) -> String {
        (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
    }

    /// The statements that call `wrapper` with a member's arguments: a property wrapper through
    /// its projection, a held wrapper itself.
    func bodyStatements(_ callable: Callable, wrapper: WrapperPlan) -> [Statement] {
        switch wrapper.storage {
        case .attached:
            bodyStatements(callable, reference: "\(wrapper.name)", projected: "$\(wrapper.name)")
        case .constant, .held:
            bodyStatements(callable, reference: "\(wrapper.name)", projected: "\(wrapper.name)")
        }
    }

    /// The statements that forward a call to the wrapper `reference` and return its answer.
    func bodyStatements(_ callable: Callable, reference: String, projected: String)
        -> [Statement]
    {
        if let handler = callable.handler {
            return handlerStatements(callable, handler: handler, reference: reference)
        }
        let effects = effects(of: callable)
        let context = Statement.Argument(value: contextExpression(callable))
        if callable.isSupportedRethrows {
            let effects = callable.isAsync ? "try await " : "try "
            let closure = Self.packedClosure(of: callable)
            let arguments = [context, .init(label: "passing", value: closure)]
            guard callable.isGeneric else { return [.call(effects + projected, arguments)] }
            // The specialization's mock, whose projection passes the closure on.
            let contextType = callable.contextType.isVoid ? "Void" : "(\(callable.contextType))"
            return [
                .text("typealias Answer = \(callable.value)"),
                .call(
                    "let mock = \(projected).for",
                    [
                        .init(value: "\(contextType).self"),
                        .init(label: "returning", value: "Answer.self"),
                    ]),
                .call((callable.result.isVoid ? "" : "return ") + effects + "mock", arguments),
            ]
        }
        var call = Statement.call(reference, [context])
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            call =
                callable.isGeneric
                ? call.prefixed("(").suffixed(" as \(callable.value))(\(closures))")
                : call.suffixed("(\(closures))")
        } else if callable.isGeneric, !callable.inouts.isEmpty || callable.isTypedThrows {
            call = call.prefixed("(").suffixed(" as \(callable.answer))")
        }
        let getsOutcome = callable.isTypedThrows && !callable.passesClosures
        if callable.inouts.isEmpty {
            return [call.prefixed(effects).suffixed(getsOutcome ? ".get()" : "")]
        }
        let prefix = getsOutcome ? (callable.isAsync ? "await " : "") : effects
        return assigningInouts(call, callable, prefix: prefix, getsOutcome: getsOutcome)
    }

    /// The statements that give `inout` arguments the new values `call` answers, and return its
    /// result: `value = adjustMock(value)`, or `let (newValue, result) = …` then the assignments.
    private func assigningInouts(
        _ call: Statement, _ callable: Callable, prefix: String, getsOutcome: Bool
    ) -> [Statement] {
        var names = callable.inouts.map {
            "new" + MockNaming.capitalized($0.name.filter { $0 != "`" })
        }
        let resultName = callable.context.contains { $0.name == "result" } ? "answer" : "result"
        let hasOutcome = !callable.outcome.isVoid
        if hasOutcome { names.append(resultName) }
        var statements: [Statement] = []
        if names.count == 1 {
            statements.append(call.prefixed("\(callable.inouts[0].name) = \(prefix)"))
        } else {
            statements.append(call.prefixed("let (\(names.joined(separator: ", "))) = \(prefix)"))
            for (argument, newName) in zip(callable.inouts, names) {
                statements.append(.text("\(argument.name) = \(newName)"))
            }
        }
        if getsOutcome {
            statements.append(
                .call((callable.result.isVoid ? "" : "return ") + "try \(resultName).get", []))
        } else if hasOutcome {
            statements.append(.text("return \(resultName)"))
        }
        return statements
    }

    /// The statements of a member that answers through its handler (``Callable/handler``): the
    /// wrapper's answer is what the handler is called with, and what the handler makes is
    /// returned: `return try await updatesHandler(try await watchMock(key))`.
    private func handlerStatements(
        _ callable: Callable, handler: Callable.Argument, reference: String
    ) -> [Statement] {
        let answer = Statement.call(reference, [.init(value: contextExpression(callable))])
            .prefixed(effects(of: callable))
        let function = handler.type.functionType
        let call =
            "return " + (function?.throwsClause == nil ? "" : "try ")
            + (function?.isAsync == true ? "await " : "") + handler.name
        let parameters = function?.parameters ?? []
        let isInout = parameters.map { $0.type.withoutAttributes.specifiers.contains("inout") }
        if parameters.isEmpty { return [answer, .text(call + "()")] }
        if parameters.count == 1, !isInout[0] { return [answer.prefixed(call + "(").suffixed(")")] }
        let taken = Set(callable.context.map(\.name) + callable.unrecorded + [handler.name])
        let name = taken.contains("arguments") ? "answeredArguments" : "arguments"
        let passed =
            parameters.count == 1
            ? ["&" + name]
            : isInout.indices.map { (isInout[$0] ? "&" : "") + "\(name).\($0)" }
        return [
            answer.prefixed((isInout.contains(true) ? "var " : "let ") + name + " = "),
            .text(call + "(" + passed.joined(separator: ", ") + ")"),
        ]
    }

    /// The live instance's member called as `member` was: `live.fetch(id: id)`,
    /// `live[context.0]`, `Live.version`, with `T.self` for a generic method's type arguments.
    /// The arguments are those a loader of `callable` receives, or with `byName`, the member's
    /// own parameters.
    func liveCall(
        _ member: MemberPlan, _ callable: Callable, receiver: String, byName: Bool = false
    ) -> Statement {
        let signature = member.signature
        let arguments = signature.parameters.map { parameter -> Statement.Argument in
            let value: String
            // An `@autoclosure` argument is forwarded as an expression, which the live member
            // wraps again: `live.open(when: ready())` evaluates `ready` only when `live` does.
            let isAutoclosure = parameter.type.withoutAttributes.attributes.contains(
                "@autoclosure")
            if let closure = callable.closures.first(where: { $0.name == parameter.name }) {
                let closureIsAutoclosure =
                    isAutoclosure
                    || closure.type.withoutAttributes.attributes.contains("@autoclosure")
                value =
                    Self.unpackedClosure(closure, of: callable)
                    ?? parameter.name + (closureIsAutoclosure ? "()" : "")
            } else if isAutoclosure {
                let function = parameter.type.functionType
                let effects =
                    (function?.throwsClause == nil ? "" : "try ")
                    + (function?.isAsync == true ? "await " : "")
                value =
                    effects
                    + (byName ? parameter.name : contextExpression(parameter.name, in: callable))
                    + "()"
            } else if callable.inouts.contains(where: { $0.name == parameter.name }) {
                value = "&" + parameter.name
            } else if !callable.context.contains(where: { $0.name == parameter.name }),
                case .metatype(let base, "Type") = parameter.type.withoutAttributes.type
            {
                value = "\(base).self"
            } else {
                value = byName ? parameter.name : contextExpression(parameter.name, in: callable)
            }
            return Statement.Argument(label: parameter.label, value: value)
        }
        switch member.kind {
        case .property: return .text("\(receiver).\(signature.name)")
        case .subscript:
            return .text("\(receiver)[\(arguments.map(\.text).joined(separator: ", "))]")
        case .method, .initializer:
            return .call("\(receiver).\(signature.name)", arguments)
        }
    }

    /// What a `rethrows` member passes its wrapper for its closure: the closure, or, when it
    /// takes several arguments, one that takes them as a tuple (``Callable/passedClosure``):
    /// `{ try body($0.0, $0.1) }`.
    static func packedClosure(of callable: Callable) -> String {
        let closure = callable.closures[0].name
        guard let function = callable.closures[0].type.functionType, function.parameters.count > 1
        else { return closure }
        let arguments = function.parameters.indices.map { "$0.\($0)" }
        let calling = function.isAsync ? "try await " : "try "
        return "{ \(calling)\(closure)(\(arguments.joined(separator: ", "))) }"
    }

    /// What a spy or a class's mock passes the live member for the closure the wrapper's answer
    /// received as one taking a tuple (``packedClosure(of:)``): one taking the arguments again,
    /// `{ try body(($0, $1)) }`; `nil` for a closure passed as it is.
    private static func unpackedClosure(_ closure: Callable.Argument, of callable: Callable)
        -> String?
    {
        guard callable.isSupportedRethrows, let function = closure.type.functionType,
            function.parameters.count > 1
        else { return nil }
        let arguments = function.parameters.indices.map { "$\($0)" }
        let calling = function.isAsync ? "try await " : "try "
        return "{ \(calling)\(closure.name)((\(arguments.joined(separator: ", ")))) }"
    }

    /// The statement that calls `wrapper` with the member's arguments, defaulting to the
    /// superclass's implementation: `try await $fetchMock(id, default: try await super.fetch(id))`.
    func superclassDefaultCall(
        _ member: MemberPlan, _ callable: Callable, wrapper: WrapperPlan, isSetter: Bool = false
    ) -> Statement {
        let effects = effects(of: callable)
        var live = liveCall(member, callable, receiver: "super", byName: true).text
        // An assignment as the default is made a statement of a closure called on the spot.
        if isSetter { live = "{ \(live) = newValue }()" }
        let context = Statement.Argument(value: contextExpression(callable))
        let reference = WrapperRenderer.projection(of: wrapper)
        if callable.isSupportedRethrows {
            let closure = callable.closures[0].name
            let passed = Self.packedClosure(of: callable)
            let effects = callable.isAsync ? "try await " : "try "
            // An `async` default calls `super` off the caller, as the spy calls its live
            // instance: the class's member runs there, and its arguments are not sent.
            let concurrent = callable.isAsync ? "@concurrent " : ""
            return .call(
                effects + reference,
                [
                    context, .init(label: "passing", value: passed),
                    .init(
                        label: "default",
                        value: "{ \(concurrent)\(closure) in \(effects)\(live) }"),
                ])
        }
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            return .call(
                effects + reference,
                [context, .init(label: "default", value: "{ \(closures) in \(effects)\(live) }")],
                then: "(\(closures))")
        }
        if case .typed(let error) = callable.throwsClause {
            return .call(
                "try \(reference)",
                [
                    context,
                    .init(label: "default", value: "Result { () throws(\(error)) in try \(live) }"),
                ], then: ".get()")
        }
        return .call(
            effects + reference, [context, .init(label: "default", value: effects + live)])
    }

    /// The statements of a class mock's override that takes `inout` arguments: a function of
    /// their values answers as the superclass does, with their new values, and is the wrapper's
    /// default; the arguments take what the wrapper answers.
    ///
    /// ```swift
    /// func superclassAnswer(_ value: Int) -> Int {
    ///     var value = value
    ///     super.adjust(&value)
    ///     return value
    /// }
    /// value = $adjustMock(value, default: superclassAnswer(value))
    /// ```
    func superclassDefaultStatements(
        _ member: MemberPlan, _ callable: Callable, wrapper: WrapperPlan
    ) -> [Statement] {
        let effects = effects(of: callable)
        let taken = Set(callable.context.map(\.name))
        let function =
            taken.contains("superclassAnswer") ? "superclassAnswerOfClass" : "superclassAnswer"
        let resultName = taken.contains("result") ? "answer" : "result"
        let hasOutcome = !callable.outcome.isVoid
        let parameters = callable.inouts.map { "_ \($0.name): \($0.type.withoutAttributes.type)" }
        let functionEffects =
            (callable.isAsync ? " async" : "") + (callable.throwsClause == nil ? "" : " throws")
        let live = liveCall(member, callable, receiver: "super", byName: true).text
        let answers = callable.inouts.map(\.name) + (hasOutcome ? [resultName] : [])
        let declaration: [Statement] =
            [
                .text(
                    "func \(function)(\(parameters.joined(separator: ", ")))\(functionEffects)"
                        + " -> \(callable.answer) {")
            ]
            + callable.inouts.map { .text("    var \($0.name) = \($0.name)") }
            + [
                .text("    " + (hasOutcome ? "let \(resultName) = " : "") + effects + live),
                .text(
                    "    return "
                        + (answers.count == 1 ? answers[0] : "(\(answers.joined(separator: ", ")))")
                ),
                .text("}"),
            ]
        let call = Statement.call(
            effects + WrapperRenderer.projection(of: wrapper),
            [
                .init(value: contextExpression(callable)),
                .init(
                    label: "default",
                    value: effects
                        + "\(function)(\(callable.inouts.map(\.name).joined(separator: ", ")))"),
            ])
        return declaration + assigningInouts(call, callable, prefix: "", getsOutcome: false)
    }

    /// `reference.forward { context in answer }`: the loader that answers as `call`, the live
    /// instance's member, does, in the shape the wrapper answers; `@Sendable` where
    /// `isSendable` says (``MemberRenderer/isSendableSpyClosure(of:isStatic:)``), and
    /// `@concurrent` where `isConcurrent` does (``MemberPlan/LiveForwarding/loader(availability:isConcurrent:)``):
    /// for a member that passes closures, the function that calls it.
    func forwardingClosure(
        _ reference: String, _ callable: Callable, call: Statement, indent: Int,
        isSendable: Bool = false, isConcurrent: Bool = false
    ) -> [String] {
        let concurrent = isConcurrent ? "@concurrent " : ""
        // A `@concurrent` closure that captures nothing needs no `@Sendable`, which would send
        // the live member's answer to the caller's isolation.
        let isConcurrentClosure = isConcurrent && !callable.passesClosures
        let parameter =
            (isSendable && !isConcurrentClosure ? "@Sendable " : "")
            + (callable.passesClosures ? "" : concurrent)
            + (callable.context.isEmpty
                ? "_" : callable.context.count == 1 ? callable.context[0].name : "context")
        let effects = effects(of: callable)
        /// A line of the closure's body: a statement the layout may break, or a line of a block
        /// written as it is, indented by its depth in the block.
        enum Line {
            case statement(Statement)
            case nested(String, depth: Int)
        }
        var body: [Line]
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            body = [
                .statement(call.prefixed("{ \(concurrent)\(closures) in \(effects)").suffixed(" }"))
            ]
        } else if !callable.inouts.isEmpty {
            body = callable.inouts.map {
                .statement(.text("var \($0.name) = \(contextExpression($0.name, in: callable))"))
            }
            let resultName = callable.context.contains { $0.name == "result" } ? "answer" : "result"
            let answers =
                callable.inouts.map(\.name) + (callable.outcome.isVoid ? [] : [resultName])
            if case .typed(let error) = callable.throwsClause {
                body.append(
                    .statement(
                        .call(
                            "let \(resultName) = Result { () throws", [.init(value: "\(error)")],
                            then: " in try \(call.text) }")))
            } else if callable.outcome.isVoid {
                body.append(.statement(call.prefixed(effects)))
            } else {
                body.append(.statement(call.prefixed("let \(resultName) = \(effects)")))
            }
            body.append(
                .statement(
                    .text(
                        "return "
                            + (answers.count == 1
                                ? answers[0] : "(\(answers.joined(separator: ", ")))"))))
        } else if case .typed(let error) = callable.throwsClause, callable.isAsync {
            // `do throws(E)`: a plain `do` catches `any Error`.
            body =
                [.statement(.call("do throws", [.init(value: "\(error)")], then: " {"))]
                + (callable.result.isVoid
                    ? [
                        .nested("try await \(call.text)", depth: 1),
                        .nested("return .success(())", depth: 1),
                    ]
                    : [.nested("return .success(try await \(call.text))", depth: 1)])
                + [
                    .nested("} catch {", depth: 0), .nested("return .failure(error)", depth: 1),
                    .nested("}", depth: 0),
                ]
        } else if case .typed(let error) = callable.throwsClause {
            body = [
                .statement(
                    .call(
                        "Result { () throws", [.init(value: "\(error)")],
                        then: " in try \(call.text) }"))
            ]
        } else {
            body = [.statement(call.prefixed(effects))]
        }
        if body.count == 1, case .statement(let only) = body[0] {
            let line = "\(reference).forward { \(parameter) in \(only.text) }"
            if SourceLayout.fits(line, indent: indent) {
                return [SourceLayout.indented(line, indent)]
            }
        }
        let inner = body.flatMap { line in
            switch line {
            case .statement(let statement):
                SourceLayout.filledCall(statement, indent: indent + 4)
            case .nested(let text, let depth):
                [SourceLayout.indented(text, indent + 4 + 4 * depth)]
            }
        }
        return [SourceLayout.indented("\(reference).forward { \(parameter) in", indent)]
            + inner + [SourceLayout.indented("}", indent)]
    }

    /// `Unmocked.call("MockScanner.scan(_:)", reason: "…", answering: false)`: records the call
    /// of a member that is not mocked, then answers `answer`, or without one, stops the test.
    func unmockedCall(_ placeholder: MemberPlan.Placeholder, answering answer: DefaultValue?)
        -> Statement
    {
        var arguments: [Statement.Argument] = [
            .init(value: ValueRenderer.stringLiteral(placeholder.member), isStringLiteral: true),
            .init(
                label: "reason", value: ValueRenderer.stringLiteral("\(placeholder.reason)"),
                isStringLiteral: true),
        ]
        if let answer {
            arguments.append(.init(label: "answering", value: ValueRenderer.spelling(of: answer)))
        }
        return .call(values.mocking("Unmocked") + ".call", arguments)
    }
}
