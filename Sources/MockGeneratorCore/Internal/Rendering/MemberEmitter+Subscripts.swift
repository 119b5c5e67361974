import Foundation

/// Subscripts: a getter that forwards to `subscriptMock`, and a setter to `subscriptSetMock`.
extension MemberEmitter {
    func subscriptLines(
        _ requirement: ProtocolModel.Requirement, _ getter: Callable, attributes: [String],
        name: String
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: getter.isNonisolated)
        let isHeld = declaration.isStatic || getter.isNonisolated
        let getStatement = bodyStatements(getter, reference: name, projected: name)
        let signature = DeclarationRenderer.signature(of: declaration)
        var lines: [String]
        var setter: Callable?
        let setterName = "subscriptSet" + name.dropFirst("subscript".count)
        if declaration.accessors?.hasSetter == true {
            var callable = Callable()
            callable.isGeneric = getter.isGeneric
            callable.context = getter.context + [.init(name: "newValue", type: getter.result)]
            setter = callable
            let setStatement = bodyStatements(
                callable, reference: setterName, projected: setterName)
            lines =
                SourceLayout.headLines(signature, indent: indent, opening: " {") + [
                    SourceLayout.indented("get { \(getStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("set { \(setStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
        } else if getter.isAsync || getter.throwsAtAll {
            let effects = effects(
                Accessors(isAsync: getter.isAsync, throwsClause: getter.throwsClause))
            lines =
                SourceLayout.headLines(signature, indent: indent, opening: " {") + [
                    SourceLayout.indented("get\(effects) { \(getStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
        } else {
            lines = SourceLayout.member(signature, body: getStatement, indent: indent)
        }
        lines += wrapperLines(requirement, getter, name: name, isHeld: isHeld)
        if let setter {
            lines += wrapperLines(requirement, setter, name: setterName, isHeld: isHeld)
        }
        return lines
    }
}
