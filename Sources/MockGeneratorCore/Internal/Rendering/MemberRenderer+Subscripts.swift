/// Subscripts: a getter that forwards to `subscriptMock`, and a setter to `subscriptSetMock`.
extension MemberRenderer {
    func subscriptLines(_ member: MemberPlan, _ forwarding: MemberPlan.Forwarding) -> [String] {
        let getter = forwarding.callable
        let name = forwarding.wrapper.name
        let getStatement = bodyStatements(getter, reference: name, projected: name)
        let head = head(of: member)
        var lines: [String]
        if let setter = forwarding.setter {
            let setterName = setter.wrapper.name
            let setStatement = bodyStatements(
                setter.callable, reference: setterName, projected: setterName)
            lines =
                SourceLayout.headLines(head, indent: indent, opening: " {") + [
                    SourceLayout.indented("get { \(getStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("set { \(setStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
        } else if getter.isAsync || getter.throwsAtAll {
            let effects = effects(
                Accessors(isAsync: getter.isAsync, throwsClause: getter.throwsClause))
            lines =
                SourceLayout.headLines(head, indent: indent, opening: " {") + [
                    SourceLayout.indented("get\(effects) { \(getStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
        } else {
            lines = SourceLayout.member(head, body: getStatement, indent: indent)
        }
        lines += wrapperLines(forwarding.wrapper)
        if let setter = forwarding.setter { lines += wrapperLines(setter.wrapper) }
        return lines
    }
}
