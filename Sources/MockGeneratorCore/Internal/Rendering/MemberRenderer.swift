/// Writes the members of a mock as their ``MemberPlan``s describe them: for each, the member that
/// implements a requirement and the wrappers it forwards to. One extension per kind of member
/// writes it: methods, initializers, properties, subscripts, and the placeholders of what is
/// not mocked.
struct MemberRenderer {
    let indent = 4

    /// The indentation of a member's body.
    var bodyIndent: Int { indent + 4 }

    /// The lines of one member and its wrappers, at the class's indentation; the wrappers the
    /// statics holder keeps are written there instead (``heldDeclarationLines(_:)``).
    func lines(for member: MemberPlan) -> [String] {
        switch member.implementation {
        case .body(let body) where member.kind.isProperty:
            return accessorLines(
                lead(of: member, type: member.signature.type ?? .void), getter: body, setter: nil)
        case .mirror(let children):
            return mirrorLines(member, children: children)
        case .body(let body):
            return SourceLayout.member(
                head(of: member), body: body.isEmpty ? [] : [body], indent: indent)
        case .placeholder(let placeholder):
            return placeholderLines(member, placeholder)
        case .storedProperty(let wrapper):
            return wrapperLines(wrapper)
        case .computedProperty(let wrapper):
            return computedPropertyLines(member, wrapper)
        case .forwarding(let forwarding):
            switch member.kind {
            case .method: return methodLines(member, forwarding)
            case .initializer: return initializerLines(member, forwarding)
            case .property: return propertyLines(member, forwarding)
            case .subscript: return subscriptLines(member, forwarding)
            }
        case .overriding(let forwarding):
            return overridingLines(member, forwarding)
        case .overridingProperty(let wrapper):
            return overridingPropertyLines(member, wrapper)
        }
    }

    /// The head of a method, initializer or subscript member.
    func head(of member: MemberPlan) -> DeclarationHead {
        DeclarationRenderer.head(of: member.signature, kind: member.kind)
    }

    /// `required init(…) { super.init(…) }`: a superclass's required initializer, declared
    /// again.
    func requiredInitializerLines(_ initializer: MockPlan.RequiredInitializer) -> [String] {
        let arguments = initializer.signature.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + parameter.name
        }
        return SourceLayout.member(
            DeclarationRenderer.head(
                of: initializer.signature, kind: .initializer(optionality: initializer.optionality)),
            body: ["super.init(\(arguments.joined(separator: ", ")))"], indent: indent)
    }

    /// The statements that forward a call to the wrapper `reference` and return its answer.
    func bodyStatements(_ callable: Callable, reference: String, projected: String)
        -> [String]
    {
        let effects = (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
        if callable.isSupportedRethrows {
            var closure = callable.closures[0].name
            if let function = callable.closures[0].type.functionType, function.parameters.count > 1
            {
                let arguments = function.parameters.indices.map { "$0.\($0)" }
                closure = "{ try \(closure)(\(arguments.joined(separator: ", "))) }"
            }
            let call = "(\(callable.contextExpression), passing: \(closure))"
            guard callable.isGeneric else { return ["try \(projected)\(call)"] }
            // The specialization's mock, whose projection passes the closure on.
            let context = callable.contextType.isVoid ? "Void" : "(\(callable.contextType))"
            return [
                "typealias Answer = \(callable.value)",
                "let mock = \(projected).for(\(context).self, returning: Answer.self)",
                (callable.result.isVoid ? "" : "return ") + "try mock\(call)",
            ]
        }
        var call = "\(reference)(\(callable.contextExpression))"
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            call =
                callable.isGeneric
                ? "(\(call) as \(callable.value))(\(closures))" : "\(call)(\(closures))"
        } else if callable.isGeneric, !callable.inouts.isEmpty || callable.isTypedThrows {
            call = "(\(call) as \(callable.answer))"
        }
        let getsOutcome = callable.isTypedThrows && !callable.passesClosures
        if callable.inouts.isEmpty {
            return [effects + call + (getsOutcome ? ".get()" : "")]
        }
        let prefix = getsOutcome ? (callable.isAsync ? "await " : "") : effects
        var names = callable.inouts.map {
            "new" + MockNaming.capitalized($0.name.filter { $0 != "`" })
        }
        let resultName = callable.context.contains { $0.name == "result" } ? "answer" : "result"
        let hasOutcome = !callable.outcome.isVoid
        if hasOutcome { names.append(resultName) }
        var statements: [String] = []
        if names.count == 1 {
            statements.append("\(callable.inouts[0].name) = \(prefix)\(call)")
        } else {
            statements.append("let (\(names.joined(separator: ", "))) = \(prefix)\(call)")
            for (argument, newName) in zip(callable.inouts, names) {
                statements.append("\(argument.name) = \(newName)")
            }
        }
        if getsOutcome {
            statements.append((callable.result.isVoid ? "" : "return ") + "try \(resultName).get()")
        } else if hasOutcome {
            statements.append("return \(resultName)")
        }
        return statements
    }

    /// The statements that call `wrapper` with a member's arguments: a property wrapper through
    /// its projection, a held wrapper itself.
    func bodyStatements(_ callable: Callable, wrapper: WrapperPlan) -> [String] {
        switch wrapper.storage {
        case .attached:
            bodyStatements(callable, reference: wrapper.name, projected: "$\(wrapper.name)")
        case .constant, .held:
            bodyStatements(callable, reference: wrapper.name, projected: wrapper.name)
        }
    }

    /// The declaration of a wrapper in the mock; for one the statics holder keeps, the static
    /// property that reads it there.
    func wrapperLines(_ wrapper: WrapperPlan) -> [String] {
        switch wrapper.storage {
        case .attached(let type, let initial):
            return attachedWrapperLines(wrapper, type: type, initial: initial)
        case .constant(let constant):
            return constantLines(wrapper, constant)
        case .held(let constant, let holder):
            let arguments = constant.genericArguments
            let type =
                wrapper.typeName
                + (arguments.isEmpty ? "" : "<\(arguments.joined(separator: ", "))>")
            let accessor =
                wrapper.attributes + (constant.isNonisolated ? ["nonisolated"] : [])
                + ["static var \(wrapper.name): \(type)"]
            return block(accessor.joined(separator: " "), body: "\(holder).\(wrapper.name)")
        }
    }

    /// The declaration of a wrapper the statics holder keeps.
    func heldDeclarationLines(_ wrapper: WrapperPlan) -> [String] {
        switch wrapper.storage {
        case .attached, .constant: return []
        case .held(let constant, _): return constantLines(wrapper, constant)
        }
    }

    /// `@Mock(returning: value) var name: Type`, or `= loader` after the type, broken as
    /// swift-format breaks it; `@GenericMock var name` for a generic wrapper.
    private func attachedWrapperLines(
        _ wrapper: WrapperPlan, type: TypeExpression?, initial: WrapperPlan.Initial
    ) -> [String] {
        guard let type else {
            return [
                SourceLayout.indented(
                    (wrapper.attributes + ["@\(wrapper.typeName) var \(wrapper.name)"])
                        .joined(separator: " "),
                    indent)
            ]
        }
        var attribute = "@\(wrapper.typeName)"
        var suffix = ""
        switch initial {
        case .none: break
        case .unimplemented: attribute += "(.unimplemented)"
        case .returning(let value): attribute += "(returning: \(value))"
        case .assigned(let loader): suffix = " = \(loader)"
        }
        let lead = (wrapper.attributes + [attribute, "var \(wrapper.name):"]).joined(separator: " ")
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
    private func constantLines(_ wrapper: WrapperPlan, _ constant: WrapperPlan.Constant)
        -> [String]
    {
        var lead = wrapper.attributes
        if constant.isNonisolated { lead.append("nonisolated") }
        lead.append(constant.isStatic ? "static let \(wrapper.name)" : "let \(wrapper.name)")
        var arguments: [String]
        switch constant.initial {
        case .none: arguments = []
        case .unimplemented: arguments = [".unimplemented"]
        case .returning(let value): arguments = ["returning: \(value)"]
        case .assigned(let loader): arguments = ["wrappedValue: \(loader)"]
        }
        // A static wrapper is the test's; an instance's wrappers are its own.
        if constant.isStatic { arguments.append("scope: .test") }
        return SourceLayout.initialization(
            lead.joined(separator: " "), typeName: wrapper.typeName,
            genericArguments: constant.genericArguments,
            arguments: arguments.joined(separator: ", "), indent: indent)
    }

    /// ` async throws` for a getter.
    func effects(_ accessors: Accessors) -> String {
        (accessors.isAsync ? " async" : "")
            + (accessors.throwsClause.map { " \($0.description)" } ?? "")
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

    /// `lead { body }`, the body broken onto lines of its own, and its first call's arguments
    /// filled, when it does not fit.
    func statementBlock(_ lead: String, body: String) -> [String] {
        let line = "\(lead) { \(body) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [SourceLayout.indented("\(lead) {", indent)]
            + SourceLayout.filledCall(body, indent: bodyIndent)
            + [SourceLayout.indented("}", indent)]
    }

    /// ``statementBlock(_:body:)`` for a function's or subscript's head.
    func statementBlock(_ head: DeclarationHead, body: String) -> [String] {
        if SourceLayout.fits("\(head.oneLine) { \(body) }", indent: indent) {
            return [SourceLayout.indented("\(head.oneLine) { \(body) }", indent)]
        }
        return SourceLayout.headLines(head, indent: indent, opening: " {")
            + SourceLayout.filledCall(body, indent: bodyIndent)
            + [SourceLayout.indented("}", indent)]
    }

    /// `get { body }` inside a property or subscript, at `indent`.
    func accessorBlock(_ accessor: String, _ body: String, indent: Int) -> [String] {
        let line = "\(accessor) { \(body) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [SourceLayout.indented("\(accessor) {", indent)]
            + SourceLayout.filledCall(body, indent: indent + 4)
            + [SourceLayout.indented("}", indent)]
    }
}
