/// Methods: a member that forwards its arguments to its wrapper, a property of the mock (a
/// `static let` for a static method, a `nonisolated let` for a nonisolated one); an override of
/// a class's method; a body by the mock's identity; a placeholder.
extension MemberRenderer {
    /// The declarations of a method: the member, then its wrapper.
    func methodDeclarations(
        _ member: MemberPlan, _ implementation: MemberPlan.MethodImplementation
    ) -> [RenderedDeclaration] {
        switch implementation {
        case .identity(let operation):
            return [
                memberDeclaration(
                    member,
                    SourceLayout.memberRuns(
                        head(of: member), body: [Self.body(of: operation)], indent: indent))
            ]
        case .neverCalled:
            return [
                memberDeclaration(
                    member, SourceLayout.memberRuns(head(of: member), body: [], indent: indent))
            ]
        case .placeholder(let placeholder):
            let lines = statementBlock(
                head(of: member),
                body: calls.unmockedCall(placeholder, answering: placeholder.answer))
            return [placeholderDeclaration(member, placeholder, lines)]
        case .forwarding(let forwarding):
            let runs: [LintRun]
            var texts = wrapperNames(of: member)
            if case .generic(let existential, let isMutating, let statesResult) =
                member.liveForwarding
            {
                runs = genericForwardingRuns(
                    member, forwarding, live: (isMutating ? "inout " : "") + "any \(existential)",
                    statesResult: statesResult)
                texts.append(existential)
            } else {
                runs = SourceLayout.memberRuns(
                    head(of: member),
                    body: calls.bodyStatements(forwarding.callable, wrapper: forwarding.wrapper),
                    indent: indent)
            }
            return [memberDeclaration(member, runs, texts: texts)]
                + [wrappers.declaration(of: forwarding.wrapper)]
        case .overriding(let forwarding) where !forwarding.callable.inouts.isEmpty:
            let runs = SourceLayout.memberRuns(
                head(of: member),
                body: calls.superclassDefaultStatements(
                    member, forwarding.callable, wrapper: forwarding.wrapper),
                indent: indent)
            return [memberDeclaration(member, runs, texts: wrapperNames(of: member))]
                + [wrappers.declaration(of: forwarding.wrapper)]
        case .overriding(let forwarding):
            let runs = statementBlock(
                head(of: member),
                body: calls.superclassDefaultCall(
                    member, forwarding.callable, wrapper: forwarding.wrapper))
            return [memberDeclaration(member, runs, texts: wrapperNames(of: member))]
                + [wrappers.declaration(of: forwarding.wrapper)]
        }
    }

    /// The statements of `init(forwardingTo:)` for a method: a loader that calls the live
    /// instance's method, or for a generic one, the live instance its wrapper passes calls to.
    func methodSpyStatements(
        _ member: MemberPlan, isStatic: Bool,
        _ implementation: MemberPlan.MethodImplementation,
        _ forwarding: MemberPlan.LiveForwarding, liveIsVariable: Bool, indent: Int
    ) -> [String] {
        switch implementation {
        case .forwarding(let plan), .overriding(let plan):
            let reference = WrapperRenderer.spyReference(to: plan.wrapper)
            if case .generic(_, let isMutating, _) = forwarding {
                var arguments: [Statement.Argument] = [
                    liveIsVariable
                        ? .init(label: "get", value: "{ live }")
                        : .init(label: "to", value: "live")
                ]
                if isMutating { arguments.append(.init(label: "set", value: "{ live = $0 }")) }
                return SourceLayout.filledCall(
                    .call("\(reference).forward", arguments), indent: indent)
            }
            let receiver = isStatic ? "Live" : "live"
            if plan.callable.passesClosures, plan.callable.isTypedThrows {
                // The method itself: a closure would throw `any Error`, unless it says
                // `throws(E)`, which crashes Swift 6.3's SIL generation.
                let labels = member.signature.parameters.map { ($0.label ?? "_") + ":" }.joined()
                let method = "\(receiver).\(member.signature.name)(\(labels))"
                return SourceLayout.filledCall(
                    .text("\(reference).forward { _ in \(method) }"), indent: indent)
            }
            return calls.forwardingClosure(
                reference, plan.callable,
                call: calls.liveCall(member, plan.callable, receiver: receiver),
                indent: indent,
                isSendable: Self.isSendableSpyClosure(of: member, isStatic: isStatic),
                isConcurrent: Self.forwardsConcurrently(member))
        case .identity, .neverCalled, .placeholder:
            return []
        }
    }

    /// A generic method whose wrapper may forward to a spy's live instance: it passes the call
    /// to make, `loadMock(key) { (live: any Store) in try live.load(T.self, from: key) }`
    /// (`inout any Store` for a `mutating` method); with `statesResult`, the closure states the
    /// method's result type (`(live: any Store) -> Void in`), to tell apart overloads that differ
    /// in it only.
    private func genericForwardingRuns(
        _ member: MemberPlan, _ forwarding: MemberPlan.Forwarding, live liveType: String,
        statesResult: Bool
    ) -> [LintRun] {
        let callable = forwarding.callable
        let effects = calls.effects(of: callable)
        let call = "\(effects)\(forwarding.wrapper.name)(\(calls.contextExpression(callable)))"
        let result = member.signature.type.map { $0.isVoid ? "Void" : $0.description } ?? "Void"
        let opening = "\(call) { (live: \(liveType))\(statesResult ? " -> \(result)" : "") in"
        let live = calls.liveCall(member, callable, receiver: "live", byName: true).prefixed(
            effects)
        let statement = "\(opening) \(live.text) }"
        let head = head(of: member)
        if SourceLayout.fits("\(head.oneLine) { \(statement) }", indent: indent) {
            return [.whole([SourceLayout.indented("\(head.oneLine) { \(statement) }", indent)])]
        }
        let body =
            SourceLayout.fits(statement, indent: bodyIndent)
            ? [SourceLayout.indented(statement, bodyIndent)]
            : [SourceLayout.indented(opening, bodyIndent)]
                + SourceLayout.wrappedStatement(live, indent: bodyIndent + 4)
                + [SourceLayout.indented("}", bodyIndent)]
        return SourceLayout.withBody(
            SourceLayout.headRuns(head, indent: indent, opening: " {"),
            body + [SourceLayout.indented("}", indent)])
    }

    /// The body of a standard requirement by the mock's identity.
    private static func body(of operation: IdentityOperation) -> Statement {
        switch operation {
        case .equality: .text("lhs === rhs")
        case .hashing: .call("hasher.combine", [.init(value: "ObjectIdentifier(self)")])
        case .ordering:
            .call("ObjectIdentifier", [.init(value: "lhs")], then: " < ObjectIdentifier(rhs)")
        }
    }
}
