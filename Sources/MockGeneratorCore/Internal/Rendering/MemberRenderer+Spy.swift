/// The statements of `init(forwardingTo:)` that make a member answer as the live instance does,
/// and the calls they make to it.
extension MemberRenderer {
    /// The statements that make `member`'s wrappers forward to `live`, at the initializer's
    /// body's indentation; none for a member the spy does not forward. When `live` is a
    /// variable, a value that members change, a generic member's wrapper reads it (and writes
    /// a `mutating` call's change back) rather than keep a copy.
    func spyStatements(for member: MemberPlan, liveIsVariable: Bool) -> [String] {
        guard let forwarding = member.liveForwarding else { return [] }
        guard case .loader(let availability) = forwarding, !availability.isEmpty else {
            return spyStatements(
                for: member, forwarding, liveIsVariable: liveIsVariable, indent: bodyIndent)
        }
        return [
            SourceLayout.indented(
                "if #available(\((availability + ["*"]).joined(separator: ", "))) {", bodyIndent)
        ]
            + spyStatements(
                for: member, forwarding, liveIsVariable: liveIsVariable, indent: bodyIndent + 4)
            + [SourceLayout.indented("}", bodyIndent)]
    }

    /// The statements of a forwarded member, at `indent`.
    private func spyStatements(
        for member: MemberPlan, _ forwarding: MemberPlan.LiveForwarding, liveIsVariable: Bool,
        indent: Int
    ) -> [String] {
        let receiver = member.kind.isStatic ? "Live" : "live"
        switch member.implementation {
        case .body, .mirror, .placeholder, .overriding, .overridingProperty:
            return []
        case .storedProperty(let wrapper), .computedProperty(let wrapper):
            let property = "\(receiver).\(member.signature.name)"
            var arguments = "get: { \(property) }"
            if member.kind.hasSetter { arguments += ", set: { \(property) = $0 }" }
            return statement("\(reference(to: wrapper)).forward(\(arguments))", indent: indent)
        case .forwarding(let plan):
            if case .generic(_, let isMutating) = forwarding {
                var arguments = liveIsVariable ? "get: { live }" : "to: live"
                if isMutating { arguments += ", set: { live = $0 }" }
                return statement(
                    "\(reference(to: plan.wrapper)).forward(\(arguments))", indent: indent)
            }
            var lines = forwardingClosure(
                reference(to: plan.wrapper), plan.callable,
                call: liveCall(member, plan.callable, receiver: receiver), indent: indent)
            if let setter = plan.setter {
                let arguments = member.signature.parameters.map { parameter in
                    (parameter.label.map { "\($0): " } ?? "")
                        + contextExpression(parameter.name, in: setter.callable)
                }
                let target =
                    member.kind.isProperty
                    ? "\(receiver).\(member.signature.name)"
                    : "\(receiver)[\(arguments.joined(separator: ", "))]"
                lines += forwardingClosure(
                    reference(to: setter.wrapper), setter.callable,
                    call: "\(target) = \(contextExpression("newValue", in: setter.callable))",
                    indent: indent)
            }
            return lines
        }
    }

    /// `$fetchMock`, `Self.nowMock`, `nameMock`: how the initializer reaches a wrapper.
    private func reference(to wrapper: WrapperPlan) -> String {
        switch wrapper.storage {
        case .attached: "$" + wrapper.name.filter { $0 != "`" }
        case .constant(let constant): constant.isStatic ? "Self.\(wrapper.name)" : wrapper.name
        case .held: "Self.\(wrapper.name)"
        }
    }

    /// `reference.forward { context in answer }`: the loader that answers as `call`, the live
    /// instance's member, does, in the shape the wrapper answers.
    private func forwardingClosure(
        _ reference: String, _ callable: Callable, call: String, indent: Int
    ) -> [String] {
        let parameter =
            callable.context.isEmpty
            ? "_" : callable.context.count == 1 ? callable.context[0].name : "context"
        let effects = (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
        var body: [String]
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            body = ["{ \(closures) in \(effects)\(call) }"]
        } else if !callable.inouts.isEmpty {
            body = callable.inouts.map {
                "var \($0.name) = \(contextExpression($0.name, in: callable))"
            }
            let resultName = callable.context.contains { $0.name == "result" } ? "answer" : "result"
            let answers =
                callable.inouts.map(\.name) + (callable.outcome.isVoid ? [] : [resultName])
            if case .typed(let error) = callable.throwsClause {
                body.append("let \(resultName) = Result { () throws(\(error)) in try \(call) }")
            } else if callable.outcome.isVoid {
                body.append(effects + call)
            } else {
                body.append("let \(resultName) = \(effects)\(call)")
            }
            body.append(
                "return "
                    + (answers.count == 1 ? answers[0] : "(\(answers.joined(separator: ", ")))"))
        } else if case .typed(let error) = callable.throwsClause, callable.isAsync {
            // `do throws(E)`: a plain `do` catches `any Error`.
            body =
                ["do throws(\(error)) {"]
                + (callable.result.isVoid
                    ? ["    try await \(call)", "    return .success(())"]
                    : ["    return .success(try await \(call))"])
                + ["} catch {", "    return .failure(error)", "}"]
        } else if case .typed(let error) = callable.throwsClause {
            body = ["Result { () throws(\(error)) in try \(call) }"]
        } else {
            body = [effects + call]
        }
        let line = "\(reference).forward { \(parameter) in \(body[0]) }"
        if body.count == 1, SourceLayout.fits(line, indent: indent) {
            return [SourceLayout.indented(line, indent)]
        }
        let inner = body.flatMap { line in
            line.hasPrefix("    ") || line == "}" || line.hasPrefix("} ")
                ? [SourceLayout.indented(line, indent + 4)]
                : SourceLayout.filledCall(line, indent: indent + 4)
        }
        return [SourceLayout.indented("\(reference).forward { \(parameter) in", indent)]
            + inner + [SourceLayout.indented("}", indent)]
    }

    /// The live instance's member called as `member` was: `live.fetch(id: id)`,
    /// `live[context.0]`, `Live.version`, with `T.self` for a generic method's type arguments.
    /// The arguments are those a loader of `callable` receives, or with `byName`, the member's
    /// own parameters.
    func liveCall(
        _ member: MemberPlan, _ callable: Callable, receiver: String, byName: Bool = false
    ) -> String {
        let signature = member.signature
        let arguments = signature.parameters.map { parameter -> String in
            let label = parameter.label.map { "\($0): " } ?? ""
            if let closure = callable.closures.first(where: { $0.name == parameter.name }) {
                let isAutoclosure =
                    closure.type.withoutAttributes.attributes.contains("@autoclosure")
                    || parameter.type.withoutAttributes.attributes.contains("@autoclosure")
                return label + parameter.name + (isAutoclosure ? "()" : "")
            }
            if callable.inouts.contains(where: { $0.name == parameter.name }) {
                return label + "&" + parameter.name
            }
            if !callable.context.contains(where: { $0.name == parameter.name }),
                case .metatype(let base, "Type") = parameter.type.withoutAttributes.type
            {
                return label + "\(base).self"
            }
            return label
                + (byName ? parameter.name : contextExpression(parameter.name, in: callable))
        }
        switch member.kind {
        case .property: return "\(receiver).\(signature.name)"
        case .subscript: return "\(receiver)[\(arguments.joined(separator: ", "))]"
        case .method, .initializer:
            return "\(receiver).\(signature.name)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// The argument `name` as a loader of `callable` receives it: its own name when it is the
    /// only one, `context.1` in a tuple of several.
    private func contextExpression(_ name: String, in callable: Callable) -> String {
        guard callable.context.count > 1,
            let index = callable.context.firstIndex(where: { $0.name == name })
        else { return name }
        return "context.\(index)"
    }

    /// `text` as a statement of the initializer's body, broken as swift-format breaks it.
    private func statement(_ text: String, indent: Int) -> [String] {
        SourceLayout.filledCall(text, indent: indent)
    }
}
