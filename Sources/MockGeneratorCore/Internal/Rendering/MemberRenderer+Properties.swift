/// Properties: a `@PropertyMock`, or a computed property that reads a `PropertyMock` or forwards
/// to a method wrapper; an override of a class's property; `customMirror`, a mirror of the
/// wrappers; a placeholder.
extension MemberRenderer {
    /// The declarations of a property: the member, then its wrappers; a stored `PropertyMock`
    /// alone, which is the property.
    func propertyDeclarations(
        _ member: MemberPlan, accessors: Accessors?,
        _ implementation: MemberPlan.PropertyImplementation
    ) -> [RenderedDeclaration] {
        let type = member.signature.type ?? .void
        let hasSetter = accessors?.hasSetter == true
        switch implementation {
        case .mirror(let children):
            let storage = children.map(Self.storageName(of:))
            return [
                memberDeclaration(member, mirrorLines(member, children: storage), texts: storage)
            ]
        case .placeholder(let placeholder):
            let accessors = accessors ?? Accessors()
            let call = calls.unmockedCall(placeholder, answering: placeholder.answer)
            let lead = lead(of: member, type: placeholder.result)
            let effects = effects(isAsync: accessors.isAsync, throwsClause: accessors.throwsClause)
            // A getter alone is the body, as swift-format wants it.
            if !accessors.hasSetter, effects.isEmpty {
                return [
                    placeholderDeclaration(
                        member, placeholder, [.whole(statementBlock(lead, body: call))])
                ]
            }
            let lines =
                [SourceLayout.indented("\(lead) {", indent)]
                + placeholderAccessors(accessors, getter: call, placeholder: placeholder)
            return [placeholderDeclaration(member, placeholder, [.whole(lines)])]
        case .stored(let wrapper):
            return [wrappers.declaration(of: wrapper)]
        case .computed(let wrapper):
            let value: String
            switch wrapper.storage {
            case .attached: value = "\(wrapper.name)"
            case .constant, .held: value = "\(wrapper.name).wrappedValue"
            }
            let lines = accessorLines(
                lead(of: member, type: type), getter: Self.getter(value, of: type),
                setter: hasSetter ? "\(value) = newValue" : nil)
            return [memberDeclaration(member, lines, texts: wrapperNames(of: member))]
                + [wrappers.declaration(of: wrapper)]
        case .forwarding(let forwarding):
            return [
                memberDeclaration(
                    member, forwardingPropertyLines(member, forwarding),
                    texts: wrapperNames(of: member))
            ]
                + ([forwarding.wrapper] + [forwarding.setter?.wrapper].compactMap { $0 }).map(
                    wrappers.declaration(of:))
        case .overriding(let forwarding):
            let callable = forwarding.callable
            let getter = calls.superclassDefaultCall(member, callable, wrapper: forwarding.wrapper)
            let effects = effects(isAsync: callable.isAsync, throwsClause: callable.throwsClause)
            let lead = lead(of: member, type: type)
            var lines: [String]
            if forwarding.setter == nil, effects.isEmpty {
                lines = statementBlock(lead, body: getter)
            } else {
                lines =
                    [SourceLayout.indented("\(lead) {", indent)]
                    + accessorBlock("get\(effects)", getter, indent: bodyIndent)
                if let setter = forwarding.setter {
                    lines += accessorBlock(
                        "set",
                        calls.superclassDefaultCall(
                            member, setter.callable, wrapper: setter.wrapper, isSetter: true),
                        indent: bodyIndent)
                }
                lines.append(SourceLayout.indented("}", indent))
            }
            return [memberDeclaration(member, lines, texts: wrapperNames(of: member))]
                + ([forwarding.wrapper] + [forwarding.setter?.wrapper].compactMap { $0 }).map(
                    wrappers.declaration(of:))
        case .overridingStored(let wrapper):
            let name = member.signature.name
            let reference = WrapperRenderer.projection(of: wrapper)
            let getter = "\(reference).get(default: super.\(name))"
            let lead = lead(of: member, type: type)
            let lines =
                hasSetter
                ? accessorLines(
                    lead, getter: getter,
                    setter: "\(reference).set(newValue) { super.\(name) = $0 }")
                : block(lead, body: getter)
            return [memberDeclaration(member, lines, texts: wrapperNames(of: member))]
                + [wrappers.declaration(of: wrapper)]
        }
    }

    /// The statements of `init(forwardingTo:)` for a property: its `PropertyMock` gets and sets
    /// the live instance's property, or its getter's and setter's wrappers call them.
    func propertySpyStatements(
        _ member: MemberPlan, accessors: Accessors?, isStatic: Bool,
        _ implementation: MemberPlan.PropertyImplementation, indent: Int
    ) -> [String] {
        let receiver = isStatic ? "Live" : "live"
        let property = "\(receiver).\(member.signature.name)"
        let isSendable = Self.isSendableSpyClosure(of: member, isStatic: isStatic)
        switch implementation {
        case .stored(let wrapper), .computed(let wrapper), .overridingStored(let wrapper):
            let attribute = isSendable ? "@Sendable in " : ""
            var arguments: [Statement.Argument] = [
                .init(label: "get", value: "{ \(attribute)\(property) }")
            ]
            if accessors?.hasSetter == true {
                arguments.append(.init(label: "set", value: "{ \(attribute)\(property) = $0 }"))
            }
            return SourceLayout.filledCall(
                .call("\(WrapperRenderer.spyReference(to: wrapper)).forward", arguments),
                indent: indent)
        case .forwarding(let plan), .overriding(let plan):
            var lines = calls.forwardingClosure(
                WrapperRenderer.spyReference(to: plan.wrapper), plan.callable,
                call: calls.liveCall(member, plan.callable, receiver: receiver), indent: indent,
                isSendable: isSendable, isConcurrent: Self.forwardsConcurrently(member))
            if let setter = plan.setter {
                let newValue = calls.contextExpression("newValue", in: setter.callable)
                lines += calls.forwardingClosure(
                    WrapperRenderer.spyReference(to: setter.wrapper), setter.callable,
                    call: .text("\(property) = \(newValue)"), indent: indent,
                    isSendable: isSendable)
            }
            return lines
        case .mirror, .placeholder:
            return []
        }
    }

    /// A property whose getter calls a method wrapper: an effectful one, or a generic mock's
    /// static property whose type depends on its generic parameters (its setter then calls a
    /// wrapper of its own).
    private func forwardingPropertyLines(
        _ member: MemberPlan, _ forwarding: MemberPlan.Forwarding
    ) -> [String] {
        let callable = forwarding.callable
        let name = "\(forwarding.wrapper.name)"
        let type = member.signature.type ?? callable.result
        let lead = lead(of: member, type: type)
        let statement = Self.getter(
            calls.bodyStatements(callable, reference: name, projected: name)[0].text, of: type)
        if let setter = forwarding.setter {
            let setterName = "\(setter.wrapper.name)"
            let setStatement = calls.bodyStatements(
                setter.callable, reference: setterName, projected: setterName)[0].text
            return accessorLines(lead, getter: statement, setter: setStatement)
        }
        let effects = effects(isAsync: callable.isAsync, throwsClause: callable.throwsClause)
        // A getter without effects is the body, as swift-format wants it.
        guard !effects.isEmpty else { return block(lead, body: statement) }
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("get\(effects) { \(statement) }", bodyIndent),
            SourceLayout.indented("}", indent),
        ]
    }

    /// The getter that answers `value`, a property's: `return value` for a `Void` property,
    /// whose value Swift does not read where a getter's body is only the expression (it warns
    /// "property is accessed but result is unused", and the access records no get).
    private static func getter(_ value: String, of type: TypeExpression) -> String {
        type.isVoid && !value.hasPrefix("return ") ? "return \(value)" : value
    }

    /// `var customMirror: Mirror { Mirror(self, children: ["_fetchMock": _fetchMock]) }`, its
    /// children filled onto lines of their own when the call does not fit on one, as
    /// swift-format lays it out.
    private func mirrorLines(_ member: MemberPlan, children: [String]) -> [String] {
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

    /// The name a mirror of the class gives a wrapper's storage: `_fetchMock` for a property
    /// wrapper, `nowMock` for a `let`.
    static func storageName(of wrapper: WrapperPlan) -> String {
        wrapper.isAttached ? "_" + wrapper.name.bareIdentifier : wrapper.name.bareIdentifier
    }
}
