/// Writes the members of a mock as their ``MemberPlan``s describe them: for each, the member that
/// implements a requirement and the wrappers it forwards to, and the statements of
/// `init(forwardingTo:)` that make a spy's member answer as its live instance does.
///
/// One extension per kind of member writes that kind, every way a mock implements it: methods,
/// initializers, properties and subscripts. What they share is here (heads, the data each
/// declaration spells for lint, placeholders, blocks), in ``WrapperRenderer`` (wrappers) and in
/// ``CallRenderer`` (the statements that call a wrapper, the live instance or the superclass).
struct MemberRenderer {
    let indent = 4

    /// How the plan's values are spelled.
    var values = ValueRenderer()

    /// Who can use the mock: the modifier each member and wrapper starts with.
    var access = MockAccess.internal

    /// The indentation of a member's body.
    var bodyIndent: Int { indent + 4 }

    /// Whether every wrapper is declared `strict: true`.
    var strictWrappers = false

    /// What writes the members' wrappers.
    var wrappers: WrapperRenderer {
        WrapperRenderer(values: values, isStrict: strictWrappers, access: access)
    }

    /// What writes the statements of the members' bodies and of the spy.
    var calls: CallRenderer { CallRenderer(values: values) }

    /// The declarations of one member: the member itself, then each of its wrappers (those the
    /// statics holder keeps are declared there, ``wrappers.heldDeclaration(_:)``).
    func declarations(of member: MemberPlan) -> [RenderedDeclaration] {
        switch member.member {
        case .method(_, let implementation):
            methodDeclarations(member, implementation)
        case .initializer(let optionality, let implementation):
            initializerDeclarations(member, optionality: optionality, implementation)
        case .property(let accessors, _, let implementation):
            propertyDeclarations(member, accessors: accessors, implementation)
        case .subscript(let accessors, _, let implementation):
            subscriptDeclarations(member, accessors: accessors, implementation)
        }
    }

    /// The statements that make `member`'s wrappers forward to `live`, at the initializer's
    /// body's indentation, inside `if #available` when the member needs platforms the mock does
    /// not; none for a member the spy does not forward. When `live` is a variable, a value that
    /// members change, a generic member's wrapper reads it (and writes a `mutating` call's
    /// change back) rather than keep a copy.
    func spyStatements(for member: MemberPlan, liveIsVariable: Bool) -> [String] {
        guard let forwarding = member.liveForwarding else { return [] }
        guard case .loader(let availability, _) = forwarding, !availability.isEmpty else {
            return spyStatements(
                for: member, forwarding, liveIsVariable: liveIsVariable, indent: bodyIndent)
        }
        let condition = ValueRenderer.availabilityCondition(availability)
        return [SourceLayout.indented("if #available(\(condition)) {", bodyIndent)]
            + spyStatements(
                for: member, forwarding, liveIsVariable: liveIsVariable, indent: bodyIndent + 4)
            + [SourceLayout.indented("}", bodyIndent)]
    }

    /// The statements of a forwarded member, at `indent`, as its kind forwards.
    private func spyStatements(
        for member: MemberPlan, _ forwarding: MemberPlan.LiveForwarding, liveIsVariable: Bool,
        indent: Int
    ) -> [String] {
        switch member.member {
        case .method(let isStatic, let implementation):
            methodSpyStatements(
                member, isStatic: isStatic, implementation, forwarding,
                liveIsVariable: liveIsVariable, indent: indent)
        // An initializer makes the spy: it is not forwarded.
        case .initializer:
            []
        case .property(let accessors, let isStatic, let implementation):
            propertySpyStatements(
                member, accessors: accessors, isStatic: isStatic, implementation, indent: indent)
        case .subscript(_, let isStatic, let implementation):
            subscriptSpyStatements(member, isStatic: isStatic, implementation, indent: indent)
        }
    }

    /// Whether the spy's closure that forwards `member` is `@Sendable`: for a `nonisolated`
    /// static member, which the closure then calls from no actor, as the member runs. In a mock
    /// isolated to a global actor, a closure of `init(forwardingTo:)` is otherwise isolated to
    /// it, and a value the member answers that is not `Sendable` could not come back to it.
    /// Such a closure captures nothing: `Live` is a type.
    static func isSendableSpyClosure(of member: MemberPlan, isStatic: Bool) -> Bool {
        isStatic && member.signature.modifiers.contains(.nonisolated(argument: nil))
    }

    /// Whether the spy's closure that forwards `member` is `@concurrent`, as the member runs
    /// (``MemberPlan/LiveForwarding/loader(availability:isConcurrent:)``).
    static func forwardsConcurrently(_ member: MemberPlan) -> Bool {
        if case .loader(_, let isConcurrent)? = member.liveForwarding { return isConcurrent }
        return false
    }

    /// `required init(…) { super.init(…) }`: a superclass's required initializer, declared
    /// again.
    func requiredInitializerLines(_ initializer: MockPlan.RequiredInitializer) -> [String] {
        let arguments = initializer.signature.parameters.map { parameter in
            Statement.Argument(label: parameter.label, value: parameter.name)
        }
        var signature = initializer.signature
        signature.modifiers = access.modifiers + signature.modifiers
        return SourceLayout.member(
            DeclarationRenderer.head(
                of: signature, kind: .initializer(optionality: initializer.optionality)),
            body: [.call("super.init", arguments)], indent: indent)
    }

    /// The head of a method, initializer or subscript member, its availability first.
    func head(of member: MemberPlan) -> DeclarationHead {
        var signature = member.signature
        signature.attributes =
            AvailabilityRenderer.attributes(member.availability, forStoredProperty: false)
            + signature.attributes
        signature.modifiers = access.modifiers + signature.modifiers
        return DeclarationRenderer.head(of: signature, kind: member.kind)
    }

    /// `@MainActor static var name: Type`: what comes before a property's accessors.
    func lead(of member: MemberPlan, type: TypeExpression) -> String {
        let signature = member.signature
        return
            (AvailabilityRenderer.attributes(member.availability, forStoredProperty: false)
            + signature.attributes + (access.modifiers + signature.modifiers).map(\.spelling)
            + ["var \(signature.name): \(type)"])
            .joined(separator: " ")
    }

    /// ` async throws` for a getter.
    func effects(isAsync: Bool, throwsClause: ThrowsClause?) -> String {
        (isAsync ? " async" : "") + (throwsClause.map { " \($0.description)" } ?? "")
    }

    /// The member's own declaration, in `runs`, with what its data spells: its signature, and
    /// `texts`, the names and literals its body writes besides.
    func memberDeclaration(
        _ member: MemberPlan, _ runs: [LintRun], texts: [String] = [], comment: [String] = [],
        literals: [String] = []
    ) -> RenderedDeclaration {
        let signature = member.signature
        var types = signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
        types += signature.genericParameters.compactMap(\.constraint)
        if case .typed(let error) = signature.throwsClause { types.append(error) }
        var head = [signature.name] + signature.attributes
        head += signature.parameters.flatMap { [$0.label ?? "", $0.name] }
        head += signature.genericParameters.map(\.name) + types.map(\.description)
        head += AvailabilityRenderer.attributes(member.availability, forStoredProperty: false)
        var isImplicitlyUnwrapped = types.contains(where: Self.isImplicitlyUnwrapped)
        if case .initializer(.implicitlyUnwrapped?) = member.kind { isImplicitlyUnwrapped = true }
        var runs = runs
        if !comment.isEmpty, !runs.isEmpty { runs[0].lines = comment + runs[0].lines }
        return RenderedDeclaration(
            runs: runs, commentLineCount: comment.count,
            implicitlyUnwrappedParts: isImplicitlyUnwrapped ? [.head] : [],
            texts: [
                .head: head, .whereClause: signature.whereClause.map(\.description),
                .body: texts,
            ],
            literals: literals)
    }

    /// ``memberDeclaration(_:_:texts:comment:literals:)`` for lines that lint reads as one run.
    func memberDeclaration(
        _ member: MemberPlan, _ lines: [String], texts: [String] = [], comment: [String] = [],
        literals: [String] = []
    ) -> RenderedDeclaration {
        memberDeclaration(
            member, [.whole(lines)], texts: texts, comment: comment, literals: literals)
    }

    /// The names a member's body writes that its signature does not: its wrappers'.
    func wrapperNames(of member: MemberPlan) -> [String] {
        member.wrappers.map(\.name.identifier)
    }

    /// Whether `type` is or holds an implicitly unwrapped optional: `Int!`.
    static func isImplicitlyUnwrapped(_ type: TypeExpression) -> Bool {
        type.contains { if case .implicitlyUnwrappedOptional = $0 { true } else { false } }
    }

    /// A placeholder's member declaration: the comment that says why it is not mocked, then
    /// `runs`, with what their data spells.
    func placeholderDeclaration(
        _ member: MemberPlan, _ placeholder: MemberPlan.Placeholder, _ runs: [LintRun],
        texts: [String] = []
    ) -> RenderedDeclaration {
        let literals = [
            ValueRenderer.stringLiteral(placeholder.member),
            ValueRenderer.stringLiteral("\(placeholder.reason)"),
        ]
        return memberDeclaration(
            member, runs,
            texts: texts + literals + [placeholder.answer.map(ValueRenderer.spelling(of:)) ?? ""],
            comment: SourceLayout.comment("Not mocked: \(placeholder.reason).", indent: indent),
            literals: literals)
    }

    /// `get { call }`, the setter's call, and the closing brace, of a placeholder property or
    /// subscript.
    func placeholderAccessors(
        _ accessors: Accessors, getter call: Statement, placeholder: MemberPlan.Placeholder
    ) -> [String] {
        let effects = effects(isAsync: accessors.isAsync, throwsClause: accessors.throwsClause)
        var lines = accessorBlock("get\(effects)", call, indent: bodyIndent)
        if accessors.hasSetter {
            lines += accessorBlock(
                "set", calls.unmockedCall(placeholder, answering: .void), indent: bodyIndent)
        }
        return lines + [SourceLayout.indented("}", indent)]
    }

    /// `lead { body }` on one line, or on three.
    func block(_ lead: String, body: String) -> [String] {
        SourceLayout.block(lead, body: body, indent: indent)
    }

    /// `lead { getter }`, or with a setter, `lead { get { getter } set { setter } }`.
    func accessorLines(_ lead: String, getter: String, setter: String?) -> [String] {
        guard let setter else { return block(lead, body: getter) }
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("get { \(getter) }", bodyIndent),
            SourceLayout.indented("set { \(setter) }", bodyIndent),
            SourceLayout.indented("}", indent),
        ]
    }

    /// `lead { body }`, the body broken onto lines of its own, and its call's arguments
    /// filled, when it does not fit.
    func statementBlock(_ lead: String, body: Statement) -> [String] {
        let line = "\(lead) { \(body.text) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [SourceLayout.indented("\(lead) {", indent)]
            + SourceLayout.filledCall(body, indent: bodyIndent)
            + [SourceLayout.indented("}", indent)]
    }

    /// ``statementBlock(_:body:)`` for a function's or subscript's head, in the runs lint reads.
    func statementBlock(_ head: DeclarationHead, body: Statement) -> [LintRun] {
        if SourceLayout.fits("\(head.oneLine) { \(body.text) }", indent: indent) {
            return [.whole([SourceLayout.indented("\(head.oneLine) { \(body.text) }", indent)])]
        }
        return SourceLayout.withBody(
            SourceLayout.headRuns(head, indent: indent, opening: " {"),
            SourceLayout.filledCall(body, indent: bodyIndent) + [SourceLayout.indented("}", indent)]
        )
    }

    /// `get { body }` inside a property or subscript, at `indent`.
    func accessorBlock(_ accessor: String, _ body: Statement, indent: Int) -> [String] {
        let line = "\(accessor) { \(body.text) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [SourceLayout.indented("\(accessor) {", indent)]
            + SourceLayout.filledCall(body, indent: indent + 4)
            + [SourceLayout.indented("}", indent)]
    }
}
