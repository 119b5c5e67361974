/// Properties: a `@PropertyMock`, or a computed property that reads a `PropertyMock` or forwards
/// to a method wrapper; `customMirror`, a mirror of the wrappers.
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
        return
            (signature.attributes + signature.modifiers.map(\.spelling) + [
                "var \(signature.name): \(type)"
            ])
            .joined(separator: " ")
    }

    /// `var customMirror: Mirror { Mirror(self, children: ["_fetchMock": _fetchMock]) }`, its
    /// children filled onto lines of their own when the call does not fit on one, as
    /// swift-format lays it out.
    func mirrorLines(_ member: MemberPlan, children: [String]) -> [String] {
        let lead = lead(of: member, type: member.signature.type ?? .void)
        let entries = children.map { "\"\($0)\": \($0)" }
        let call =
            "Mirror(self, children: [\(entries.isEmpty ? ":" : entries.joined(separator: ", "))])"
        if SourceLayout.fits(call, indent: bodyIndent) { return block(lead, body: call) }
        var filled = SourceLayout.filled(entries, indent: bodyIndent + 8)
        if let last = filled.indices.last { filled[last] += "," }
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("Mirror(", bodyIndent),
            SourceLayout.indented("self,", bodyIndent + 4),
            SourceLayout.indented("children: [", bodyIndent + 4),
        ] + filled + [
            SourceLayout.indented("])", bodyIndent + 4), SourceLayout.indented("}", indent),
        ]
    }
}
