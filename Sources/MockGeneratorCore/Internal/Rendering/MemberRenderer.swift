/// Writes the members of a mock as their ``MemberPlan``s describe them: for each, the member that
/// implements a requirement and the wrappers it forwards to, and the statements of
/// `init(forwardingTo:)` that make a spy's member answer as its live instance does.
///
/// One extension per kind of member writes that kind, every way a mock implements it: methods,
/// initializers, properties and subscripts. This file holds what they share: wrappers, the
/// statements that call a wrapper, the live instance or the superclass, and placeholders' calls.
struct MemberRenderer {
    let indent = 4
    /// How the plan's values are spelled.
    var values = ValueRenderer()

    /// The indentation of a member's body.
    var bodyIndent: Int { indent + 4 }

    /// The declarations of one member: the member itself, then each of its wrappers (those the
    /// statics holder keeps are declared there, ``heldDeclaration(_:)``).
    func declarations(of member: MemberPlan) -> [RenderedDeclaration] {
        switch member.member {
        case .method(_, let implementation):
            methodDeclarations(member, implementation)
        case .initializer(let optionality, let implementation):
            initializerDeclarations(member, optionality: optionality, implementation)
        case .property(let accessors, _, let implementation):
            propertyDeclarations(member, accessors: accessors, implementation)
        case .subscript(let accessors, _, let implementation):
            subscriptDeclarations(member, accessors: accessors, implementation)
        }
    }

    /// The statements that make `member`'s wrappers forward to `live`, at the initializer's
    /// body's indentation, inside `if #available` when the member needs platforms the mock does
    /// not; none for a member the spy does not forward. When `live` is a variable, a value that
    /// members change, a generic member's wrapper reads it (and writes a `mutating` call's
    /// change back) rather than keep a copy.
    func spyStatements(for member: MemberPlan, liveIsVariable: Bool) -> [String] {
        guard let forwarding = member.liveForwarding else { return [] }
        guard case .loader(let availability) = forwarding, !availability.isEmpty else {
            return spyStatements(
                for: member, forwarding, liveIsVariable: liveIsVariable, indent: bodyIndent)
        }
        let condition = ValueRenderer.availabilityCondition(availability)
        return [SourceLayout.indented("if #available(\(condition)) {", bodyIndent)]
            + spyStatements(
                for: member, forwarding, liveIsVariable: liveIsVariable, indent: bodyIndent + 4)
            + [SourceLayout.indented("}", bodyIndent)]
    }

    /// The statements of a forwarded member, at `indent`, as its kind forwards.
    private func spyStatements(
        for member: MemberPlan, _ forwarding: MemberPlan.LiveForwarding, liveIsVariable: Bool,
        indent: Int
    ) -> [String] {
        switch member.member {
        case .method(let isStatic, let implementation):
            methodSpyStatements(
                member, isStatic: isStatic, implementation, forwarding,
                liveIsVariable: liveIsVariable, indent: indent)
        // An initializer makes the spy: it is not forwarded.
        case .initializer:
            []
        case .property(let accessors, let isStatic, let implementation):
            propertySpyStatements(
                member, accessors: accessors, isStatic: isStatic, implementation, indent: indent)
        case .subscript(_, let isStatic, let implementation):
            subscriptSpyStatements(member, isStatic: isStatic, implementation, indent: indent)
        }
    }

    /// `required init(…) { super.init(…) }`: a superclass's required initializer, declared
    /// again.
    func requiredInitializerLines(_ initializer: MockPlan.RequiredInitializer) -> [String] {
        let arguments = initializer.signature.parameters.map { parameter in
            Statement.Argument(label: parameter.label, value: parameter.name)
        }
        return SourceLayout.member(
            DeclarationRenderer.head(
                of: initializer.signature, kind: .initializer(optionality: initializer.optionality)),
            body: [.call("super.init", arguments)], indent: indent)
    }

    /// The head of a method, initializer or subscript member, its availability first.
    func head(of member: MemberPlan) -> DeclarationHead {
        var signature = member.signature
        signature.attributes =
            AvailabilityRenderer.attributes(member.availability, forStoredProperty: false)
            + signature.attributes
        return DeclarationRenderer.head(of: signature, kind: member.kind)
    }

    /// `@MainActor static var name: Type`: what comes before a property's accessors.
    func lead(of member: MemberPlan, type: TypeExpression) -> String {
        let signature = member.signature
        return
            (AvailabilityRenderer.attributes(member.availability, forStoredProperty: false)
            + signature.attributes + signature.modifiers.map(\.spelling)
            + ["var \(signature.name): \(type)"])
            .joined(separator: " ")
    }

    /// ` async throws` for a getter.
    func effects(isAsync: Bool, throwsClause: ThrowsClause?) -> String {
        (isAsync ? " async" : "") + (throwsClause.map { " \($0.description)" } ?? "")
    }

    /// The member's own declaration, in `runs`, with what its data spells: its signature, and
    /// `texts`, the names and literals its body writes besides.
    func memberDeclaration(
        _ member: MemberPlan, _ runs: [LintRun], texts: [String] = [], comment: [String] = [],
        literals: [String] = []
    ) -> RenderedDeclaration {
        let signature = member.signature
        var types = signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
        types += signature.genericParameters.compactMap(\.constraint)
        if case .typed(let error) = signature.throwsClause { types.append(error) }
        var head = [signature.name] + signature.attributes
        head += signature.parameters.flatMap { [$0.label ?? "", $0.name] }
        head += signature.genericParameters.map(\.name) + types.map(\.description)
        head += AvailabilityRenderer.attributes(member.availability, forStoredProperty: false)
        var isImplicitlyUnwrapped = types.contains(where: Self.isImplicitlyUnwrapped)
        if case .initializer(.implicitlyUnwrapped?) = member.kind { isImplicitlyUnwrapped = true }
        var runs = runs
        if !comment.isEmpty, !runs.isEmpty { runs[0].lines = comment + runs[0].lines }
        return RenderedDeclaration(
            runs: runs, commentLineCount: comment.count,
            implicitlyUnwrappedParts: isImplicitlyUnwrapped ? [.head] : [],
            texts: [
                .head: head, .whereClause: signature.whereClause.map(\.description),
                .body: texts,
            ],
            literals: literals)
    }

    /// ``memberDeclaration(_:_:texts:comment:literals:)`` for lines that lint reads as one run.
    func memberDeclaration(
        _ member: MemberPlan, _ lines: [String], texts: [String] = [], comment: [String] = [],
        literals: [String] = []
    ) -> RenderedDeclaration {
        memberDeclaration(
            member, [.whole(lines)], texts: texts, comment: comment, literals: literals)
    }

    /// The names a member's body writes that its signature does not: its wrappers'.
    func wrapperNames(of member: MemberPlan) -> [String] {
        member.wrappers.map(\.name.identifier)
    }

    /// Whether `type` is or holds an implicitly unwrapped optional: `Int!`.
    static func isImplicitlyUnwrapped(_ type: TypeExpression) -> Bool {
        type.contains { if case .implicitlyUnwrappedOptional = $0 { true } else { false } }
    }

    /// The declaration of a wrapper in the mock; for one the statics holder keeps, the static
    /// property that reads it there.
    func wrapperDeclaration(_ wrapper: WrapperPlan) -> RenderedDeclaration {
        switch wrapper.storage {
        case .attached(let type, let initial):
            return declaration(
                of: wrapper, [.whole(attachedWrapperLines(wrapper, type: type, initial: initial))])
        case .constant(let constant):
            return declaration(of: wrapper, constantRuns(wrapper, constant))
        case .held(let constant, let holder):
            let arguments = constant.genericArguments
            let type =
                values.name(of: wrapper.type)
                + (arguments.isEmpty
                    ? "" : "<\(arguments.map(\.description).joined(separator: ", "))>")
            let accessor =
                attributes(of: wrapper) + (constant.isNonisolated ? ["nonisolated"] : [])
                + ["static var \(wrapper.name): \(type)"]
            return declaration(
                of: wrapper,
                [.whole(block(accessor.joined(separator: " "), body: "\(holder).\(wrapper.name)"))],
                texts: [holder])
        }
    }

    /// The declaration of a wrapper the statics holder keeps.
    func heldDeclaration(_ wrapper: WrapperPlan) -> RenderedDeclaration? {
        switch wrapper.storage {
        case .attached, .constant: return nil
        case .held(let constant, _):
            return declaration(of: wrapper, constantRuns(wrapper, constant))
        }
    }

    /// A wrapper's declaration in `runs`, with what its data spells.
    private func declaration(of wrapper: WrapperPlan, _ runs: [LintRun], texts: [String] = [])
        -> RenderedDeclaration
    {
        var types: [TypeExpression] = []
        var initial = WrapperPlan.Initial.none
        switch wrapper.storage {
        case .attached(let type, let value):
            types = [type].compactMap { $0 }
            initial = value
        case .constant(let constant), .held(let constant, _):
            types = constant.genericArguments
            initial = constant.initial
        }
        var body: [String] = []
        switch initial {
        case .none, .unimplemented: break
        case .returning(let value), .assigned(let value):
            body.append(ValueRenderer.spelling(of: value))
        }
        return RenderedDeclaration(
            runs: runs,
            implicitlyUnwrappedParts: types.contains(where: Self.isImplicitlyUnwrapped)
                ? [.head] : [],
            texts: [
                .head: [wrapper.name.identifier] + attributes(of: wrapper)
                    + types.map(\.description) + texts,
                .body: body,
            ])
    }

    /// A wrapper's attributes: its availability (deprecations only: a stored property cannot be
    /// marked potentially unavailable), then its own.
    private func attributes(of wrapper: WrapperPlan) -> [String] {
        AvailabilityRenderer.attributes(wrapper.availability, forStoredProperty: true)
            + wrapper.attributes
    }

    /// `@Mock(returning: value) var name: Type`, or `= loader` after the type, broken as
    /// swift-format breaks it; `@GenericMock var name` for a generic wrapper.
    private func attachedWrapperLines(
        _ wrapper: WrapperPlan, type: TypeExpression?, initial: WrapperPlan.Initial
    ) -> [String] {
        let typeName = values.name(of: wrapper.type)
        guard let type else {
            return [
                SourceLayout.indented(
                    (attributes(of: wrapper) + ["@\(typeName) var \(wrapper.name)"])
                        .joined(separator: " "),
                    indent)
            ]
        }
        var attribute = "@\(typeName)"
        var suffix = ""
        switch initial {
        case .none: break
        case .unimplemented: attribute += "(.unimplemented)"
        case .returning(let value): attribute += "(returning: \(ValueRenderer.spelling(of: value)))"
        case .assigned(let loader): suffix = " = \(ValueRenderer.spelling(of: loader))"
        }
        let lead = (attributes(of: wrapper) + [attribute, "var \(wrapper.name):"])
            .joined(separator: " ")
        if suffix.isEmpty {
            return SourceLayout.typedDeclaration(lead, type: type, indent: indent)
        }
        let line = "\(lead) \(type)\(suffix)"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        let value = String(suffix.dropFirst(3))
        if SourceLayout.fits("\(lead) \(type) =", indent: indent) {
            return [
                SourceLayout.indented("\(lead) \(type) =", indent),
                SourceLayout.indented(value, indent + 4),
            ]
        }
        // As swift-format breaks it: the type after the name, the value after the type.
        return [
            SourceLayout.indented(lead, indent),
            SourceLayout.indented("\(type) =", indent + 4),
            SourceLayout.indented(value, indent + 8),
        ]
    }

    /// `static let name = Type<Arguments>(arguments)`, or an instance's `nonisolated let`.
    private func constantRuns(_ wrapper: WrapperPlan, _ constant: WrapperPlan.Constant)
        -> [LintRun]
    {
        var lead = attributes(of: wrapper)
        if constant.isNonisolated { lead.append("nonisolated") }
        lead.append(constant.isStatic ? "static let \(wrapper.name)" : "let \(wrapper.name)")
        var arguments: [String]
        switch constant.initial {
        case .none: arguments = []
        case .unimplemented: arguments = [".unimplemented"]
        case .returning(let value): arguments = ["returning: \(ValueRenderer.spelling(of: value))"]
        case .assigned(let loader):
            arguments = ["wrappedValue: \(ValueRenderer.spelling(of: loader))"]
        }
        // A static wrapper is the test's; an instance's wrappers are its own.
        if constant.isStatic { arguments.append("scope: .test") }
        return SourceLayout.initializationRuns(
            lead.joined(separator: " "), typeName: values.name(of: wrapper.type),
            genericArguments: constant.genericArguments.map(\.description),
            arguments: arguments.joined(separator: ", "), indent: indent)
    }

    /// `$fetchMock`, `Self.nowMock`, `nameMock`: how `init(forwardingTo:)` reaches a wrapper.
    func spyReference(to wrapper: WrapperPlan) -> String {
        switch wrapper.storage {
        case .attached: "$" + wrapper.name.bareIdentifier
        case .constant(let constant): constant.isStatic ? "Self.\(wrapper.name)" : "\(wrapper.name)"
        case .held: "Self.\(wrapper.name)"
        }
    }

    /// `$routeMock`, `makeMock`: how an override reaches its wrapper, whose projection answers
    /// with a default.
    func projection(of wrapper: WrapperPlan) -> String {
        switch wrapper.storage {
        case .attached: "$" + wrapper.name.bareIdentifier
        case .constant, .held: "\(wrapper.name)"
        }
    }

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
        let effects = effects(of: callable)
        let context = Statement.Argument(value: contextExpression(callable))
        if callable.isSupportedRethrows {
            var closure = callable.closures[0].name
            if let function = callable.closures[0].type.functionType, function.parameters.count > 1
            {
                let arguments = function.parameters.indices.map { "$0.\($0)" }
                closure = "{ try \(closure)(\(arguments.joined(separator: ", "))) }"
            }
            let arguments = [context, .init(label: "passing", value: closure)]
            guard callable.isGeneric else { return [.call("try \(projected)", arguments)] }
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
                .call((callable.result.isVoid ? "" : "return ") + "try mock", arguments),
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
            if let closure = callable.closures.first(where: { $0.name == parameter.name }) {
                let isAutoclosure =
                    closure.type.withoutAttributes.attributes.contains("@autoclosure")
                    || parameter.type.withoutAttributes.attributes.contains("@autoclosure")
                value = parameter.name + (isAutoclosure ? "()" : "")
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
        let reference = projection(of: wrapper)
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

    /// `reference.forward { context in answer }`: the loader that answers as `call`, the live
    /// instance's member, does, in the shape the wrapper answers.
    func forwardingClosure(
        _ reference: String, _ callable: Callable, call: Statement, indent: Int
    ) -> [String] {
        let parameter =
            callable.context.isEmpty
            ? "_" : callable.context.count == 1 ? callable.context[0].name : "context"
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
            body = [.statement(call.prefixed("{ \(closures) in \(effects)").suffixed(" }"))]
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

    /// A placeholder's member declaration: the comment that says why it is not mocked, then
    /// `runs`, with what their data spells.
    func placeholderDeclaration(
        _ member: MemberPlan, _ placeholder: MemberPlan.Placeholder, _ runs: [LintRun],
        texts: [String] = []
    ) -> RenderedDeclaration {
        let literals = [
            ValueRenderer.stringLiteral(placeholder.member),
            ValueRenderer.stringLiteral("\(placeholder.reason)"),
        ]
        return memberDeclaration(
            member, runs,
            texts: texts + literals + [placeholder.answer.map(ValueRenderer.spelling(of:)) ?? ""],
            comment: SourceLayout.comment("Not mocked: \(placeholder.reason).", indent: indent),
            literals: literals)
    }

    /// `get { call }`, the setter's call, and the closing brace, of a placeholder property or
    /// subscript.
    func placeholderAccessors(
        _ accessors: Accessors, getter call: Statement, placeholder: MemberPlan.Placeholder
    ) -> [String] {
        let effects = effects(isAsync: accessors.isAsync, throwsClause: accessors.throwsClause)
        var lines = accessorBlock("get\(effects)", call, indent: bodyIndent)
        if accessors.hasSetter {
            lines += accessorBlock(
                "set", unmockedCall(placeholder, answering: .void), indent: bodyIndent)
        }
        return lines + [SourceLayout.indented("}", indent)]
    }

    /// `lead { body }` on one line, or on three.
    func block(_ lead: String, body: String) -> [String] {
        let line = "\(lead) { \(body) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [
            SourceLayout.indented("\(lead) {", indent), SourceLayout.indented(body, bodyIndent),
            SourceLayout.indented("}", indent),
        ]
    }

    /// `lead { getter }`, or with a setter, `lead { get { getter } set { setter } }`.
    func accessorLines(_ lead: String, getter: String, setter: String?) -> [String] {
        guard let setter else { return block(lead, body: getter) }
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("get { \(getter) }", bodyIndent),
            SourceLayout.indented("set { \(setter) }", bodyIndent),
            SourceLayout.indented("}", indent),
        ]
    }

    /// `lead { body }`, the body broken onto lines of its own, and its call's arguments
    /// filled, when it does not fit.
    func statementBlock(_ lead: String, body: Statement) -> [String] {
        let line = "\(lead) { \(body.text) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [SourceLayout.indented("\(lead) {", indent)]
            + SourceLayout.filledCall(body, indent: bodyIndent)
            + [SourceLayout.indented("}", indent)]
    }

    /// ``statementBlock(_:body:)`` for a function's or subscript's head, in the runs lint reads.
    func statementBlock(_ head: DeclarationHead, body: Statement) -> [LintRun] {
        if SourceLayout.fits("\(head.oneLine) { \(body.text) }", indent: indent) {
            return [.whole([SourceLayout.indented("\(head.oneLine) { \(body.text) }", indent)])]
        }
        return SourceLayout.withBody(
            SourceLayout.headRuns(head, indent: indent, opening: " {"),
            SourceLayout.filledCall(body, indent: bodyIndent) + [SourceLayout.indented("}", indent)]
        )
    }

    /// `get { body }` inside a property or subscript, at `indent`.
    func accessorBlock(_ accessor: String, _ body: Statement, indent: Int) -> [String] {
        let line = "\(accessor) { \(body.text) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [SourceLayout.indented("\(accessor) {", indent)]
            + SourceLayout.filledCall(body, indent: indent + 4)
            + [SourceLayout.indented("}", indent)]
    }
}
