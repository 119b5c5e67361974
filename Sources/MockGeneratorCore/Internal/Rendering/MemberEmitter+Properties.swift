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
        let wrapper = "@" + mockType.mocking("PropertyMock") + (known ? "" : "(.unimplemented)")
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
        if !isHeld, !callable.isAsync, !callable.throwsAtAll {
            // Unavailable on some platform, so not stored: it reads and writes a `PropertyMock`.
            let lines = accessorLines(
                lead, getter: name,
                setter: declaration.accessors?.hasSetter == true ? "\(name) = newValue" : nil)
            let known = defaults(requirement).knowledge(of: callable.result).isKnown
            let wrapper = "@" + mockType.mocking("PropertyMock") + (known ? "" : "(.unimplemented)")
            let wrapperLead = (wrapperAttributes(requirement) + [wrapper, "var \(name):"])
                .joined(separator: " ")
            return lines
                + SourceLayout.typedDeclaration(wrapperLead, type: callable.result, indent: indent)
        }
        if isHeld, !callable.isAsync, !callable.throwsAtAll, !callable.isGeneric {
            // A `PropertyMock` the static property reads and writes.
            let lines = accessorLines(
                lead, getter: "\(name).wrappedValue",
                setter: declaration.accessors?.hasSetter == true
                    ? "\(name).wrappedValue = newValue" : nil)
            let known = defaults(requirement).knowledge(of: callable.result).isKnown
            return lines
                + staticWrapper(
                    requirement, name: name, typeName: mockType.mocking("PropertyMock"),
                    genericArguments: [callable.result.description],
                    arguments: known ? "scope: .test" : ".unimplemented, scope: .test")
        }
        // An effectful getter forwards to a method wrapper.
        let effects = effects(
            Accessors(isAsync: callable.isAsync, throwsClause: callable.throwsClause))
        let statement = bodyStatements(callable, reference: name, projected: name)[0]
        if declaration.accessors?.hasSetter == true {
            // A generic mock's settable static property, whose type depends on its generic
            // parameters: its getter and its setter forward to generic wrappers, as a
            // subscript's do.
            var setter = Callable()
            setter.isGeneric = true
            setter.context = [.init(name: "newValue", type: callable.result)]
            let setterName = String(name.dropLast("Mock".count)) + "SetMock"
            let setStatement = bodyStatements(
                setter, reference: setterName, projected: setterName)[0]
            return accessorLines(lead, getter: statement, setter: setStatement)
                + wrapperLines(requirement, callable, name: name, isHeld: isHeld)
                + wrapperLines(requirement, setter, name: setterName, isHeld: isHeld)
        }
        // A getter without effects is the body, as swift-format wants it.
        let getter =
            effects.isEmpty
            ? block(lead, body: statement)
            : [
                SourceLayout.indented("\(lead) {", indent),
                SourceLayout.indented("get\(effects) { \(statement) }", bodyIndent),
                SourceLayout.indented("}", indent),
            ]
        return getter + wrapperLines(requirement, callable, name: name, isHeld: isHeld)
    }

    /// `lead { getter }`, or with a setter, `lead { get { getter } set { setter } }`.
    private func accessorLines(_ lead: String, getter: String, setter: String?) -> [String] {
        guard let setter else { return block(lead, body: getter) }
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("get { \(getter) }", bodyIndent),
            SourceLayout.indented("set { \(setter) }", bodyIndent),
            SourceLayout.indented("}", indent),
        ]
    }
}
