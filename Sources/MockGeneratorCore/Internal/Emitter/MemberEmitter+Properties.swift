import Foundation

/// Properties: a `@PropertyMock`, or a computed property that forwards to a wrapper.
extension MemberEmitter {
    /// `@PropertyMock var name: String`: the wrapper is the property.
    func propertyWrapperLines(_ requirement: ProtocolModel.Requirement, attributes: [String])
        -> [String]
    {
        let declaration = requirement.declaration
        // A stored property cannot be marked potentially unavailable.
        let attributes =
            wrapperAttributes(requirement)
            + attributes.filter { !$0.hasPrefix("@available") }
        let type = declaration.type ?? .void
        let known = defaults(requirement).knowledge(of: type).isKnown
        let wrapper = known ? "@PropertyMock" : "@PropertyMock(.unimplemented)"
        let lead = (attributes + [wrapper, "var \(declaration.name):"]).joined(separator: " ")
        return SourceLayout.typedDeclaration(lead, type: type, indent: indent)
    }

    func propertyLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, attributes: [String],
        name: String
    ) -> [String] {
        let declaration = requirement.declaration
        let modifiers = memberModifiers(declaration, isolationFree: callable.isNonisolated)
        let lead =
            (attributes + modifiers + [
                "var \(declaration.name): \(declaration.type ?? callable.result)"
            ])
            .joined(separator: " ")
        let isHeld = declaration.isStatic || callable.isNonisolated
        if isHeld, !callable.isAsync, !callable.throwsAtAll, !callable.isGeneric {
            // A `PropertyMock` the static property reads and writes.
            var lines: [String]
            if declaration.accessors?.hasSetter == true {
                lines = [
                    SourceLayout.indented("\(lead) {", indent),
                    SourceLayout.indented("get { \(name).wrappedValue }", bodyIndent),
                    SourceLayout.indented("set { \(name).wrappedValue = newValue }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
            } else {
                lines = block(lead, body: "\(name).wrappedValue")
            }
            let known = defaults(requirement).knowledge(of: callable.result).isKnown
            return lines
                + staticWrapper(
                    requirement, name: name, typeName: "PropertyMock",
                    genericArguments: [callable.result.description],
                    arguments: known ? "scope: .test" : ".unimplemented, scope: .test")
        }
        // An effectful getter forwards to a method wrapper.
        let effects = effects(
            Accessors(isAsync: callable.isAsync, throwsClause: callable.throwsClause))
        let statement = bodyStatements(callable, reference: name, projected: name)[0]
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("get\(effects) { \(statement) }", bodyIndent),
            SourceLayout.indented("}", indent),
        ] + wrapperLines(requirement, callable, name: name, isHeld: isHeld)
    }
}
