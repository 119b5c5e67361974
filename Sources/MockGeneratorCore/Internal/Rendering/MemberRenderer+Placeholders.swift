/// Placeholders: members that compile and record a test issue, for what is not mocked.
extension MemberRenderer {
    /// A member that records a test issue when called, through a strict wrapper made on the spot
    /// (or an unimplemented one, when no default value is known), after a comment that says why
    /// it is not mocked.
    func placeholderLines(_ member: MemberPlan, _ placeholder: MemberPlan.Placeholder) -> [String] {
        let result = placeholder.result
        let call = unmockedCall(placeholder, answering: placeholder.answer)
        var lines = SourceLayout.comment("Not mocked: \(placeholder.reason).", indent: indent)
        switch member.kind {
        case .property(let accessors, _):
            let accessors = accessors ?? Accessors()
            let lead = lead(of: member, type: result)
            // A getter alone is the body, as swift-format wants it.
            if !accessors.hasSetter, effects(accessors).isEmpty {
                return lines + statementBlock(lead, body: call)
            }
            lines.append(SourceLayout.indented("\(lead) {", indent))
            lines += accessorBodies(accessors, getter: call, placeholder: placeholder)
        case .subscript(let accessors, _):
            if !accessors.hasSetter, effects(accessors).isEmpty {
                return lines + statementBlock(head(of: member), body: call)
            }
            lines += SourceLayout.headLines(head(of: member), indent: indent, opening: " {")
            lines += accessorBodies(accessors, getter: call, placeholder: placeholder)
        case .method:
            lines += statementBlock(head(of: member), body: call)
        case .initializer:
            guard let superclassCall = member.superclassCall else {
                lines += statementBlock(head(of: member), body: call)
                break
            }
            lines += SourceLayout.headLines(head(of: member), indent: indent, opening: " {")
            lines += SourceLayout.filledCall(call, indent: bodyIndent)
            lines += [
                SourceLayout.indented(superclassCall, bodyIndent),
                SourceLayout.indented("}", indent),
            ]
        }
        return lines
    }

    /// `Unmocked.call("MockScanner.scan(_:)", reason: "…", answering: false)`: records the call
    /// of a member that is not mocked, then answers `answer`, or without one, stops the test.
    private func unmockedCall(_ placeholder: MemberPlan.Placeholder, answering answer: String?)
        -> String
    {
        let member = AvailabilityRenderer.literal(placeholder.member)
        let reason = AvailabilityRenderer.literal(placeholder.reason)
        let answering = answer.map { ", answering: \($0)" } ?? ""
        return "\(placeholder.typeName).call(\(member), reason: \(reason)\(answering))"
    }

    /// `get { call }`, the setter's call, and the closing brace.
    private func accessorBodies(
        _ accessors: Accessors, getter call: String, placeholder: MemberPlan.Placeholder
    ) -> [String] {
        var lines = accessorBlock("get\(effects(accessors))", call, indent: bodyIndent)
        if accessors.hasSetter {
            lines += accessorBlock(
                "set", unmockedCall(placeholder, answering: "()"), indent: bodyIndent)
        }
        return lines + [SourceLayout.indented("}", indent)]
    }
}
