/// Initializers: a member that forwards its arguments to a `static let` wrapper, `Self.initMock`
/// (an instance wrapper in a generic mock, which has no static stored properties), then calls
/// the superclass's initializer when the mock has one; a placeholder; an empty body.
extension MemberRenderer {
    /// The declarations of an initializer: the member, then its wrapper.
    func initializerDeclarations(
        _ member: MemberPlan, optionality: InitializerOptionality?,
        _ implementation: MemberPlan.InitializerImplementation
    ) -> [RenderedDeclaration] {
        switch implementation {
        case .neverCalled:
            return [
                memberDeclaration(
                    member, SourceLayout.memberRuns(head(of: member), body: [], indent: indent))
            ]
        case .placeholder(let placeholder, let superclassCall):
            let call = calls.unmockedCall(placeholder, answering: placeholder.answer)
            guard let superclassCall else {
                return [
                    placeholderDeclaration(
                        member, placeholder, statementBlock(head(of: member), body: call))
                ]
            }
            let superCall = ValueRenderer.statement(of: superclassCall, receiver: "super")
            let runs = SourceLayout.withBody(
                SourceLayout.headRuns(head(of: member), indent: indent, opening: " {"),
                SourceLayout.filledCall(call, indent: bodyIndent) + [
                    SourceLayout.indented(superCall.text, bodyIndent),
                    SourceLayout.indented("}", indent),
                ])
            return [placeholderDeclaration(member, placeholder, runs, texts: [superCall.text])]
        case .forwarding(let forwarding, let superclassCall):
            let wrapper = forwarding.wrapper
            var body: [Statement]
            switch wrapper.storage {
            case .attached:
                body = calls.bodyStatements(forwarding.callable, wrapper: wrapper)
            case .constant, .held:
                // A static wrapper, reached through `Self.` from the initializer, which runs on
                // an instance.
                let reference = WrapperRenderer.spyReference(to: wrapper)
                body = calls.bodyStatements(
                    forwarding.callable, reference: reference, projected: reference)
            }
            // A failable initializer fails when its wrapper answers `false`: the last statement
            // calls it, or returns what it answered after `inout` arguments took theirs.
            if optionality != nil, let last = body.last {
                let returned = last.text.hasPrefix("return ") ? last.text.dropFirst(7) : nil
                body[body.count - 1] =
                    returned.map { .text("guard \($0) else { return nil }") }
                    ?? last.prefixed("guard ").suffixed(" else { return nil }")
            }
            var texts = wrapperNames(of: member)
            if let superclassCall {
                let superCall = ValueRenderer.statement(of: superclassCall, receiver: "super")
                body.append(superCall)
                texts.append(superCall.text)
            }
            return [
                memberDeclaration(
                    member, SourceLayout.memberRuns(head(of: member), body: body, indent: indent),
                    texts: texts)
            ] + [wrappers.declaration(of: wrapper)]
        }
    }
}
