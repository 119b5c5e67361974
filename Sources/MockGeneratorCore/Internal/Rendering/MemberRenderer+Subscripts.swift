/// Subscripts: a getter that forwards to `subscriptMock`, and a setter to `subscriptSetMock`; an
/// override of a class's subscript; a placeholder.
extension MemberRenderer {
    /// The declarations of a subscript: the member, then its getter's and setter's wrappers.
    func subscriptDeclarations(
        _ member: MemberPlan, accessors: Accessors,
        _ implementation: MemberPlan.SubscriptImplementation
    ) -> [RenderedDeclaration] {
        let head = head(of: member)
        switch implementation {
        case .placeholder(let placeholder):
            let call = calls.unmockedCall(placeholder, answering: placeholder.answer)
            let effects = effects(isAsync: accessors.isAsync, throwsClause: accessors.throwsClause)
            // A getter alone is the body, as swift-format wants it.
            if !accessors.hasSetter, effects.isEmpty {
                return [
                    placeholderDeclaration(member, placeholder, statementBlock(head, body: call))
                ]
            }
            let runs = SourceLayout.withBody(
                SourceLayout.headRuns(head, indent: indent, opening: " {"),
                placeholderAccessors(accessors, getter: call, placeholder: placeholder))
            return [placeholderDeclaration(member, placeholder, runs)]
        case .forwarding(let forwarding):
            let getter = forwarding.callable
            let name = "\(forwarding.wrapper.name)"
            let getStatements = calls.bodyStatements(getter, reference: name, projected: name)
            let runs: [LintRun]
            let opening = SourceLayout.headRuns(head, indent: indent, opening: " {")
            if let setter = forwarding.setter {
                let setterName = "\(setter.wrapper.name)"
                let setStatements = calls.bodyStatements(
                    setter.callable, reference: setterName, projected: setterName)
                runs = SourceLayout.withBody(
                    opening,
                    [
                        SourceLayout.indented(
                            "get { \(getStatements.map(\.text).joined()) }", bodyIndent),
                        SourceLayout.indented(
                            "set { \(setStatements.map(\.text).joined()) }", bodyIndent),
                        SourceLayout.indented("}", indent),
                    ])
            } else if getter.isAsync || getter.throwsAtAll {
                let effects = effects(isAsync: getter.isAsync, throwsClause: getter.throwsClause)
                runs = SourceLayout.withBody(
                    opening,
                    [
                        SourceLayout.indented(
                            "get\(effects) { \(getStatements.map(\.text).joined()) }", bodyIndent),
                        SourceLayout.indented("}", indent),
                    ])
            } else {
                runs = SourceLayout.memberRuns(head, body: getStatements, indent: indent)
            }
            return [memberDeclaration(member, runs, texts: wrapperNames(of: member))]
                + ([forwarding.wrapper] + [forwarding.setter?.wrapper].compactMap { $0 }).map(
                    wrappers.declaration(of:))
        case .overriding(let forwarding):
            let callable = forwarding.callable
            let getter = calls.superclassDefaultCall(member, callable, wrapper: forwarding.wrapper)
            let effects = effects(isAsync: callable.isAsync, throwsClause: callable.throwsClause)
            let runs: [LintRun]
            if forwarding.setter == nil, effects.isEmpty {
                runs = statementBlock(head, body: getter)
            } else {
                var accessors = accessorBlock("get\(effects)", getter, indent: bodyIndent)
                if let setter = forwarding.setter {
                    accessors += accessorBlock(
                        "set",
                        calls.superclassDefaultCall(
                            member, setter.callable, wrapper: setter.wrapper, isSetter: true),
                        indent: bodyIndent)
                }
                runs = SourceLayout.withBody(
                    SourceLayout.headRuns(head, indent: indent, opening: " {"),
                    accessors + [SourceLayout.indented("}", indent)])
            }
            return [memberDeclaration(member, runs, texts: wrapperNames(of: member))]
                + ([forwarding.wrapper] + [forwarding.setter?.wrapper].compactMap { $0 }).map(
                    wrappers.declaration(of:))
        }
    }

    /// The statements of `init(forwardingTo:)` for a subscript: its getter's wrapper calls the
    /// live instance's subscript, and its setter's sets it.
    func subscriptSpyStatements(
        _ member: MemberPlan, isStatic: Bool,
        _ implementation: MemberPlan.SubscriptImplementation, indent: Int
    ) -> [String] {
        switch implementation {
        case .forwarding(let plan), .overriding(let plan):
            let receiver = isStatic ? "Live" : "live"
            var lines = calls.forwardingClosure(
                WrapperRenderer.spyReference(to: plan.wrapper), plan.callable,
                call: calls.liveCall(member, plan.callable, receiver: receiver), indent: indent,
                isConcurrent: Self.forwardsConcurrently(member))
            if let setter = plan.setter {
                let arguments = member.signature.parameters.map { parameter in
                    Statement.Argument(
                        label: parameter.label,
                        value: calls.contextExpression(parameter.name, in: setter.callable))
                }
                let target = "\(receiver)[\(arguments.map(\.text).joined(separator: ", "))]"
                let newValue = calls.contextExpression("newValue", in: setter.callable)
                lines += calls.forwardingClosure(
                    WrapperRenderer.spyReference(to: setter.wrapper), setter.callable,
                    call: .text("\(target) = \(newValue)"), indent: indent)
            }
            return lines
        case .placeholder:
            return []
        }
    }
}
