/// A class mock's overrides: each answers as its wrapper's stub says, or else as the superclass
/// does, calling `super`.
extension MemberRenderer {
    /// `override func route(_ path: String) -> Int { $routeMock(path, default: super.route(path)) }`
    /// and its wrapper; a subscript's getter and setter, or an effectful property's getter.
    func overridingLines(_ member: MemberPlan, _ forwarding: MemberPlan.Forwarding) -> [String] {
        let getter = superclassCall(member, forwarding.callable, wrapper: forwarding.wrapper)
        var lines: [String]
        switch member.kind {
        case .method, .initializer:
            lines = statementBlock(head(of: member), body: getter)
        case .property, .subscript:
            let effects = effects(
                Accessors(
                    isAsync: forwarding.callable.isAsync,
                    throwsClause: forwarding.callable.throwsClause))
            let opening: [String]
            if case .property = member.kind {
                let lead = lead(of: member, type: member.signature.type ?? .void)
                if forwarding.setter == nil, effects.isEmpty {
                    return statementBlock(lead, body: getter) + wrapperLines(forwarding.wrapper)
                }
                opening = [SourceLayout.indented("\(lead) {", indent)]
            } else {
                if forwarding.setter == nil, effects.isEmpty {
                    return statementBlock(head(of: member), body: getter)
                        + wrapperLines(forwarding.wrapper)
                }
                opening = SourceLayout.headLines(head(of: member), indent: indent, opening: " {")
            }
            lines = opening + accessorBlock("get\(effects)", getter, indent: bodyIndent)
            if let setter = forwarding.setter {
                lines += accessorBlock(
                    "set",
                    superclassCall(
                        member, setter.callable, wrapper: setter.wrapper, isSetter: true),
                    indent: bodyIndent)
            }
            lines.append(SourceLayout.indented("}", indent))
        }
        return lines + wrapperLines(forwarding.wrapper)
            + (forwarding.setter.map { wrapperLines($0.wrapper) } ?? [])
    }

    /// `override var title: String { get { … } set { … } }` through its `PropertyMock`, and the
    /// wrapper.
    func overridingPropertyLines(_ member: MemberPlan, _ wrapper: WrapperPlan) -> [String] {
        let name = member.signature.name
        let reference = reference(to: wrapper)
        let getter = "\(reference).get(default: super.\(name))"
        let lead = lead(of: member, type: member.signature.type ?? .void)
        guard member.kind.hasSetter else {
            return block(lead, body: getter) + wrapperLines(wrapper)
        }
        return accessorLines(
            lead, getter: getter, setter: "\(reference).set(newValue) { super.\(name) = $0 }")
            + wrapperLines(wrapper)
    }

    /// The statement that calls `wrapper` with the member's arguments, defaulting to the
    /// superclass's implementation: `try await $fetchMock(id, default: try await super.fetch(id))`.
    private func superclassCall(
        _ member: MemberPlan, _ callable: Callable, wrapper: WrapperPlan, isSetter: Bool = false
    ) -> String {
        let effects = (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
        var live = liveCall(member, callable, receiver: "super", byName: true)
        // An assignment as the default is made a statement of a closure called on the spot.
        if isSetter { live = "{ \(live) = newValue }()" }
        let context = callable.contextExpression
        let reference = reference(to: wrapper)
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            return
                "\(effects)\(reference)(\(context), default: { \(closures) in \(effects)\(live) })(\(closures))"
        }
        if case .typed(let error) = callable.throwsClause {
            return
                "try \(reference)(\(context), default: Result { () throws(\(error)) in try \(live) }).get()"
        }
        return "\(effects)\(reference)(\(context), default: \(effects)\(live))"
    }

    /// `$routeMock`, `makeMock`: how an override reaches its wrapper, whose projection answers
    /// with a default.
    private func reference(to wrapper: WrapperPlan) -> String {
        switch wrapper.storage {
        case .attached: "$" + wrapper.name.filter { $0 != "`" }
        case .constant, .held: wrapper.name
        }
    }
}
