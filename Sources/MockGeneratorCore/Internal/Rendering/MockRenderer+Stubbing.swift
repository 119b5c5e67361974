/// `struct Stubs` and `init(…, stubbing:)` of a class's mock, and the class's designated
/// initializers declared again (``StubbingInitializers``).
extension MockRenderer {
    /// The body's entries: `Stubs`, each stubbing initializer, each initializer declared again.
    func stubbingEntries(_ stubbing: StubbingInitializers, members: MemberRenderer) -> [[Part]] {
        let origin = LineOrigin.member(StubbingInitializers.id(mock: plan.type.name), .declaration)
        let wrapped = plan.members.flatMap { member in
            member.wrappers.filter(\.isAttached).map { (member, $0) }
        }
        var entries: [[Part]] = [
            stubsParts(wrapped: wrapped, wrappers: members.wrappers, origin: origin)
        ]
        let assignments = wrapped.map { _, wrapper in
            Statement.text(
                "_\(wrapper.name.bareIdentifier) = stubs.$\(wrapper.name.bareIdentifier)")
        }
        let configure = Parameter(
            label: "stubbing", name: "configure", type: .named("(Stubs) -> Void"))
        let start = [Statement.text("let stubs = Stubs()"), .text("configure(stubs)")]
        let stubbingBody = start + assignments
        if let call = stubbing.defaultsCall {
            var signature = MemberSignature(Declaration(kind: .initializer, name: "init"))
            signature.parameters = [configure]
            signature.modifiers = plan.access.modifiers
            entries.append(
                initializerParts(
                    "the class's initializer, given default values,",
                    DeclarationRenderer.head(of: signature, kind: .initializer(optionality: nil)),
                    body: stubbingBody + [ValueRenderer.statement(of: call, receiver: "super")],
                    indent: members.indent, origin: origin))
        }
        for initializer in stubbing.initializers {
            var signature = initializer.signature
            signature.attributes = signature.attributes.filter { $0.hasSuffix("Actor") }
            signature.modifiers = signature.modifiers.filter { $0 == .nonisolated(argument: nil) }
            let arguments = signature.parameters.map { parameter in
                Statement.Argument(label: parameter.label, value: parameter.name)
            }
            let effects =
                (signature.throwsClause == nil ? "" : "try ") + (signature.isAsync ? "await " : "")
            let superCall = Statement.call(effects + "super.init", arguments)
            let kind = MemberKind.initializer(optionality: initializer.optionality)
            var stubbed = signature
            stubbed.modifiers = plan.access.modifiers + stubbed.modifiers
            stubbed.parameters.append(configure)
            entries.append(
                initializerParts(
                    "`\(initializer.key)`,", DeclarationRenderer.head(of: stubbed, kind: kind),
                    body: stubbingBody + [superCall], indent: members.indent, origin: origin))
            var redeclared = signature
            redeclared.modifiers =
                plan.access.modifiers + [initializer.isRequired ? .required : .override]
                + redeclared.modifiers
            entries.append([
                (
                    SourceLayout.member(
                        DeclarationRenderer.head(of: redeclared, kind: kind), body: [superCall],
                        indent: members.indent), origin
                )
            ])
        }
        return entries
    }

    /// A stubbing initializer that makes the mock with `initializer` (`` `init(base:)`, ``), with
    /// its doc comment.
    private func initializerParts(
        _ initializer: String, _ head: DeclarationHead, body: [Statement], indent: Int,
        origin: LineOrigin
    ) -> [Part] {
        [
            (
                SourceLayout.comment(
                    "Creates a mock with \(initializer) its members stubbed by `configure` before "
                        + "that initializer runs: the calls it makes to them answer as stubbed.",
                    indent: indent, lead: "///")
                    + SourceLayout.member(head, body: body, indent: indent), origin
            )
        ]
    }

    /// `struct Stubs`, which declares each wrapper the mock attaches, as the mock does.
    private func stubsParts(
        wrapped: [(MemberPlan, WrapperPlan)], wrappers: WrapperRenderer, origin: LineOrigin
    ) -> [Part] {
        let indent = wrappers.indent
        var wrappers = wrappers
        wrappers.indent = indent + 4
        // Isolated as the mock is: a nested type of a `nonisolated` class is nonisolated too.
        let head = plan.access.spelled("struct Stubs {")
        var parts: [Part] = [
            (
                SourceLayout.comment(
                    "The mock's wrappers before the class's initializer runs, which the "
                        + "initializers that take `stubbing:` give a test to stub: each is the "
                        + "mock's own wrapper once the mock is made.", indent: indent, lead: "///")
                    + [SourceLayout.indented(head, indent)], origin
            )
        ]
        // An error in these lines leaves out the stubbing initializers, not the member.
        for (member, wrapper) in wrapped {
            parts.append(
                (
                    wrappers.declaration(of: wrapper).exempted(
                        from: member.lintRules, indent: indent + 4), origin
                ))
        }
        parts.append(([SourceLayout.indented("}", indent)], origin))
        return parts
    }
}
