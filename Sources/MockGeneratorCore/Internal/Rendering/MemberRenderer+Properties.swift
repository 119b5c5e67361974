/// Properties: a `@PropertyMock`, or a computed property that reads a `PropertyMock` or forwards
/// to a method wrapper.
extension MemberRenderer {
    /// `var title: String { get { titleMock } set { titleMock = newValue } }` and its
    /// `PropertyMock`: the member reads and writes the wrapper's value.
    func computedPropertyLines(_ member: MemberPlan, _ wrapper: WrapperPlan) -> [String] {
        let value: String
        switch wrapper.storage {
        case .attached: value = wrapper.name
        case .constant, .held: value = "\(wrapper.name).wrappedValue"
        }
        return accessorLines(
            lead(of: member, type: member.signature.type ?? .void), getter: value,
            setter: member.kind.hasSetter ? "\(value) = newValue" : nil)
            + wrapperLines(wrapper)
    }

    /// A property whose getter calls a method wrapper: an effectful one, or a generic mock's
    /// static property whose type depends on its generic parameters (its setter then calls a
    /// wrapper of its own).
    func propertyLines(_ member: MemberPlan, _ forwarding: MemberPlan.Forwarding) -> [String] {
        let callable = forwarding.callable
        let name = forwarding.wrapper.name
        let lead = lead(of: member, type: member.signature.type ?? callable.result)
        let statement = bodyStatements(callable, reference: name, projected: name)[0]
        if let setter = forwarding.setter {
            let setterName = setter.wrapper.name
            let setStatement = bodyStatements(
                setter.callable, reference: setterName, projected: setterName)[0]
            return accessorLines(lead, getter: statement, setter: setStatement)
                + wrapperLines(forwarding.wrapper) + wrapperLines(setter.wrapper)
        }
        let effects = effects(
            Accessors(isAsync: callable.isAsync, throwsClause: callable.throwsClause))
        // A getter without effects is the body, as swift-format wants it.
        let getter =
            effects.isEmpty
            ? block(lead, body: statement)
            : [
                SourceLayout.indented("\(lead) {", indent),
                SourceLayout.indented("get\(effects) { \(statement) }", bodyIndent),
                SourceLayout.indented("}", indent),
            ]
        return getter + wrapperLines(forwarding.wrapper)
    }

    /// `@MainActor static var name: Type`: what comes before a property's accessors.
    func lead(of member: MemberPlan, type: TypeExpression) -> String {
        let signature = member.signature
        return (signature.attributes + signature.modifiers + ["var \(signature.name): \(type)"])
            .joined(separator: " ")
    }
}
