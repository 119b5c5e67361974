import Foundation

/// Placeholders: members that compile and record a test issue, for what is not mocked.
extension MemberEmitter {
    /// A member that records a test issue when called, through a strict wrapper made on the spot
    /// (or an unimplemented one, when no default value is known).
    func placeholderLines(
        _ requirement: ProtocolModel.Requirement, attributes: [String], reason: String,
        holdsNoResult: Bool
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: requirement.isStandard)
        let result: TypeExpression =
            declaration.kind == .initializer || declaration.type?.isVoid != false
            ? .named("Void") : declaration.type ?? .named("Void")
        let known = defaults(requirement).knowledge(of: result).isKnown
        let wrapper =
            "\(mockType.mocking("Mock"))<(), \(result)>(\(known ? "strict: true" : ".unimplemented"))"
        var call = "\(wrapper).getValue(())"
        if holdsNoResult {
            // No mock holds such a value: the member can only stop the test.
            let member = "\(mockType.name).\(declaration.name)"
            call =
                "fatalError(\(AvailabilityRenderer.literal("\(member) is not mocked: \(reason)")))"
        }
        var lines = SourceLayout.comment("Not mocked: \(reason).", indent: indent)
        switch requirement.kind {
        case .property, .subscript:
            let accessors = declaration.accessors ?? Accessors()
            let isGetterAlone = !accessors.hasSetter && effects(accessors).isEmpty
            if requirement.kind == .property {
                let lead =
                    (declaration.attributes + declaration.modifiers
                    + ["var \(declaration.name): \(result)"]).joined(separator: " ")
                // A getter alone is the body, as swift-format wants it.
                if isGetterAlone { return lines + block(lead, body: call) }
                lines.append(SourceLayout.indented("\(lead) {", indent))
            } else {
                let signature = DeclarationRenderer.signature(of: declaration)
                if isGetterAlone {
                    return lines + SourceLayout.member(signature, body: [call], indent: indent)
                }
                lines += SourceLayout.headLines(signature, indent: indent, opening: " {")
            }
            lines.append(SourceLayout.indented("get\(effects(accessors)) { \(call) }", bodyIndent))
            if accessors.hasSetter {
                lines.append(
                    SourceLayout.indented(
                        "set { \(mockType.mocking("Mock"))<\(result), Void>(strict: true).getValue(newValue) }",
                        bodyIndent
                    ))
            }
            lines.append(SourceLayout.indented("}", indent))
        case .method:
            lines += SourceLayout.member(
                DeclarationRenderer.signature(of: declaration), body: [call], indent: indent)
        case .initializer:
            // An initializer of a subclass calls its superclass's, as the mocked ones do.
            var body = [call]
            if let superclassCall = subclassing(&declaration), !holdsNoResult {
                body.append(superclassCall)
            }
            lines += SourceLayout.member(
                DeclarationRenderer.signature(of: declaration), body: body, indent: indent)
        }
        return lines
    }
}
