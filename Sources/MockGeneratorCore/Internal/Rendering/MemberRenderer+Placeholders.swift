/// Placeholders: members that compile and record a test issue, for what is not mocked.
extension MemberRenderer {
    /// A member that records a test issue when called, through a strict wrapper made on the spot
    /// (or an unimplemented one, when no default value is known), after a comment that says why
    /// it is not mocked.
    func placeholderLines(_ member: MemberPlan, _ placeholder: MemberPlan.Placeholder) -> [String] {
        let result = placeholder.result
        let wrapper =
            "\(placeholder.mockTypeName)<(), \(result)>"
            + "(\(placeholder.isResultKnown ? "strict: true" : ".unimplemented"))"
        var call = "\(wrapper).getValue(())"
        if let message = placeholder.stopMessage {
            // No mock holds such a value: the member can only stop the test.
            call = "fatalError(\(AvailabilityRenderer.literal(message)))"
        }
        var lines = SourceLayout.comment("Not mocked: \(placeholder.reason).", indent: indent)
        switch member.kind {
        case .property(let accessors, _):
            let accessors = accessors ?? Accessors()
            let lead = lead(of: member, type: result)
            // A getter alone is the body, as swift-format wants it.
            if !accessors.hasSetter, effects(accessors).isEmpty {
                return lines + block(lead, body: call)
            }
            lines.append(SourceLayout.indented("\(lead) {", indent))
            lines += accessorBodies(accessors, getter: call, placeholder: placeholder)
        case .subscript(let accessors, _):
            if !accessors.hasSetter, effects(accessors).isEmpty {
                return lines + SourceLayout.member(head(of: member), body: [call], indent: indent)
            }
            lines += SourceLayout.headLines(head(of: member), indent: indent, opening: " {")
            lines += accessorBodies(accessors, getter: call, placeholder: placeholder)
        case .method:
            lines += SourceLayout.member(head(of: member), body: [call], indent: indent)
        case .initializer:
            let body = [call] + [member.superclassCall].compactMap { $0 }
            lines += SourceLayout.member(head(of: member), body: body, indent: indent)
        }
        return lines
    }

    /// `get { call }`, the setter's strict wrapper, and the closing brace.
    private func accessorBodies(
        _ accessors: Accessors, getter call: String, placeholder: MemberPlan.Placeholder
    ) -> [String] {
        var lines = [SourceLayout.indented("get\(effects(accessors)) { \(call) }", bodyIndent)]
        if accessors.hasSetter {
            let wrapper = "\(placeholder.mockTypeName)<\(placeholder.result), Void>(strict: true)"
            lines.append(SourceLayout.indented("set { \(wrapper).getValue(newValue) }", bodyIndent))
        }
        return lines + [SourceLayout.indented("}", indent)]
    }
}
