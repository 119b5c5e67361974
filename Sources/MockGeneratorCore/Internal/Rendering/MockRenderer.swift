/// Writes the file a ``MockPlan`` describes, laid out as swift-format keeps it, with the origin
/// of each line.
///
/// ```swift
/// let file = MockRenderer(plan: plan).render()
/// file.text      // the Swift source
/// file.origins   // for each line, the file or a member's declaration or spy forwarding
/// ```
struct MockRenderer {
    let plan: MockPlan

    /// A run of lines from one origin.
    typealias Part = (lines: [String], origin: LineOrigin)

    /// The file: its text and the origin of each line.
    func render() -> RenderedFile {
        var parts: [Part] = [
            (plan.header.map { "// \($0)" } + lintExemptions() + [""] + importLines() + [""], .file)
        ]
        parts += typeParts()
        for partner in plan.partners {
            parts.append(([""], .file))
            parts += MockRenderer(plan: partner).typeParts()
        }
        let lines = parts.flatMap(\.lines)
        return RenderedFile(
            text: lines.joined(separator: "\n") + "\n",
            origins: parts.flatMap { part in part.lines.map { _ in part.origin } })
    }

    /// The mock's doc comment, declaration and body, and the holder of its statics.
    private func typeParts() -> [Part] {
        let members = MemberRenderer(
            values: ValueRenderer(qualifiesMockingNames: plan.qualifiesMockingNames),
            access: plan.access, strictWrappers: plan.wrappersAreStrict)
        let access = plan.access
        // The body's entries, each a run of parts; a blank line goes between two.
        var body: [[Part]] = []
        if !plan.typeAliases.isEmpty {
            body.append([
                (
                    plan.typeAliases.map {
                        "    " + access.spelled("typealias \($0.name) = \($0.type)")
                    }, .file
                )
            ])
        }
        if let call = plan.convenienceInitializer {
            let statement = ValueRenderer.statement(of: call, receiver: "self")
            body.append([
                (
                    [
                        "    /// Creates a mock with the superclass's initializer, given default values.",
                        "    " + access.spelled("convenience init() { \(statement.text) }"),
                    ], .file
                )
            ])
        }
        if let initializer = plan.plainInitializer {
            let line: String
            switch initializer {
            case .plain: line = "init() {}"
            case .overriding: line = "override init() { super.init() }"
            case .overridingNonisolated: line = "nonisolated override init() { super.init() }"
            case .callingSuperclass(let call):
                line = "init() { \(ValueRenderer.statement(of: call, receiver: "super").text) }"
            }
            body.append([
                (
                    [
                        "    /// Creates a mock without calling a mocked initializer.",
                        "    " + access.spelled(line),
                    ], .file
                )
            ])
        }
        if let spy = plan.spyInitializer {
            body.append(spyInitializerParts(spy, members: members))
        }
        if let stubbing = plan.stubbing {
            body += stubbingEntries(stubbing, members: members)
        }
        for member in plan.members {
            var lines = members.declarations(of: member).flatMap {
                $0.exempted(from: member.lintRules, indent: members.indent)
            }
            if let parent = member.inheritedFrom {
                lines.insert("    // Inherited from \(parent).", at: 0)
            }
            body.append([(lines, .member(member.id, .declaration))])
        }
        for initializer in plan.requiredInitializers {
            body.append([(members.requiredInitializerLines(initializer), .file)])
        }

        var parts: [Part] = []
        var head = docComment()
        let type = plan.type
        head += type.lintExemptions.map { "// swift-format-ignore: \($0.rawValue)" }
        head += AvailabilityRenderer.attributes(type.availability, forStoredProperty: false)
        head += SourceLayout.typeHead(
            attributes: type.attributes,
            keyword: access.spelled(type.isActor ? "actor" : "final class"),
            name: type.name,
            genericParameters: type.genericParameters.map(DeclarationRenderer.genericParameter),
            inheritance: type.inheritance.map(\.description)
                + (type.isUncheckedSendable ? ["@unchecked Sendable"] : []),
            whereClause: type.whereClause.map(\.description), hasBody: !body.isEmpty)
        parts.append((head, .file))
        if !body.isEmpty {
            if type.isUncheckedSendable {
                parts.append(
                    (
                        [
                            "    // NB: every wrapper guards its own state with a lock, and is assigned only when the",
                            "    // mock is created.",
                            "",
                        ], .file
                    ))
            }
            for (index, entry) in body.enumerated() {
                if index > 0 { parts.append(([""], .file)) }
                parts += entry
            }
            parts.append((["}"], .file))
        }
        if let holder = plan.staticsHolder {
            parts.append(
                (
                    [
                        "",
                        "/// The static wrappers of ``\(type.name)``, which as a generic class cannot hold them.",
                        "private enum \(holder.name) {",
                    ], .file
                ))
            for held in holder.wrappers {
                guard let declaration = members.wrappers.heldDeclaration(held.wrapper) else {
                    continue
                }
                parts.append(
                    (
                        declaration.exempted(from: held.lintRules, indent: members.indent),
                        .member(held.member, .declaration)
                    ))
            }
            parts.append((["}"], .file))
        }
        return parts
    }

    /// The mock's doc comment: what it mocks, and for a subclass, what it leaves to its class.
    private func docComment() -> [String] {
        switch plan.subject {
        case .conformance:
            let text = "A mock of ``\(plan.mockedName)``, generated from its symbol graph."
            guard plan.spyInitializer == nil, !unrecorded.isEmpty else { return ["/// " + text] }
            return SourceLayout.comment(text + unrecorded, indent: 0, lead: "///")
        case .partner(let mock, let associatedType):
            return SourceLayout.comment(
                "A mock of ``\(plan.mockedName)``, generated from its symbol graph: the "
                    + "`\(associatedType)` of ``\(mock)``, whose protocol constrains it back to "
                    + "itself.", indent: 0, lead: "///")
        case .subclass(let notOverridden):
            var text =
                "A mock of ``\(plan.mockedName)``, generated from its symbol graph: a subclass "
                + "whose members answer as the class's do until a test stubs them."
            if !notOverridden.isEmpty {
                text +=
                    " Not overridden, so answered by ``\(plan.mockedName)`` itself: "
                    + Self.listing(notOverridden) + "."
            }
            if let leftOut = plan.stubbingLeftOut {
                text += " No initializer stubs it before the class's initializer runs: \(leftOut)."
            }
            return SourceLayout.comment(text + unrecorded, indent: 0, lead: "///")
        }
    }

    /// What the doc comment of a mock without a spy (whose doc comment says it) or of a class's
    /// mock says of the members whose calls are recorded without some arguments, which may be
    /// noncopyable or nonescapable; empty when there is none.
    private var unrecorded: String {
        let members = plan.members.filter { !$0.unrecordedArguments.isEmpty }
        guard !members.isEmpty else { return "" }
        let listed = members.map { member in
            let name = MemberSignature.key(
                name: member.signature.name, labels: member.signature.argumentLabels)
            return "`\(name)` without "
                + member.unrecordedArguments.map { "`\($0)`" }.joined(separator: ", ")
        }
        return " Calls are recorded without the arguments no mock can keep, which may be "
            + "noncopyable or nonescapable: " + listed.joined(separator: "; ") + "."
    }

    /// `init(forwardingTo live:)`, with its doc comment: it makes each forwarded member's
    /// wrappers answer as `live` does.
    private func spyInitializerParts(_ spy: SpyInitializer, members: MemberRenderer) -> [Part] {
        var comment =
            "Creates a spy of `live`: each member answers as `live` does until a test stubs it, "
            + "and every call is recorded; `resetLoader()` returns a member to `live`'s answer."
        if spy.start.optionality != nil {
            comment += " It fails when the mock's `init()` does."
        }
        if spy.sendsLive {
            comment +=
                " `live` is `Sendable`: the `nonisolated` async members are called on it off the"
                + " mock's actor."
        }
        if !spy.notForwarded.isEmpty {
            comment +=
                " Not forwarded, so answered as by a mock: " + Self.listing(spy.notForwarded) + "."
        }
        let start = spy.start
        let throwsClause = start.throwsClause.map { " \($0.description)" } ?? ""
        let effects = (start.isAsync ? " async" : "") + throwsClause
        let head = DeclarationHead(
            prefix: (spy.globalActor.map { "\($0) " } ?? "")
                + plan.access.spelled(
                    "convenience init\(start.optionality?.spelling ?? "")"
                        + "<Live: \(spy.protocolName)\(spy.sendsLive ? " & Sendable" : "")>("),
            parameters: ["forwardingTo live: Live"], suffix: effects,
            whereClause: spy.sharedAssociatedTypes.map { "Live.\($0) == \($0)" })
        let delegation =
            (start.throwsClause == nil ? "" : "try ") + (start.isAsync ? "await " : "")
            + "self.init()"
        var opening =
            SourceLayout.comment(comment, indent: members.indent, lead: "///")
            + SourceLayout.headLines(head, indent: members.indent, opening: " {")
            + [SourceLayout.indented(delegation, members.bodyIndent)]
        if spy.mutatesLive {
            opening.append(SourceLayout.indented("var live = live", members.bodyIndent))
        }
        var parts: [Part] = [(opening, .file)]
        for member in plan.members {
            let statements = members.spyStatements(for: member, liveIsVariable: spy.mutatesLive)
            if !statements.isEmpty {
                parts.append((statements, .member(member.id, .spyForwarding)))
            }
        }
        parts.append(([SourceLayout.indented("}", members.indent)], .file))
        return parts
    }

    /// The members left out, those of one reason together: "`copy()` and `next()` (its type
    /// names Self); `log(_:)` (it is deprecated)".
    static func listing(_ members: [LeftOutMember]) -> String {
        var reasons: [Reason] = []
        var byReason: [String: [String]] = [:]
        for member in members {
            let reason = member.reason.description
            if byReason[reason] == nil { reasons.append(member.reason) }
            byReason[reason, default: []].append("`\(member.member)`")
        }
        return reasons.map { reason in
            let names = byReason[reason.description] ?? []
            let listed =
                names.count == 1
                ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            return "\(listed) (\(reason))"
        }
        .joined(separator: "; ")
    }

    /// The comment that exempts a public mock's file from the lint rule that asks every public
    /// declaration for a doc comment: its members are documented by the protocol's.
    private func lintExemptions() -> [String] {
        switch plan.access {
        case .internal: []
        case .public:
            [
                "// swift-format-ignore-file: "
                    + LintRule.allPublicDeclarationsHaveDocumentation.rawValue
            ]
        }
    }

    /// `import` lines: plain, then `@testable`, then `FoundationNetworking` where it exists.
    private func importLines() -> [String] {
        let imports = plan.imports
        var lines = imports.modules.map { "import \($0)" }
        if !imports.testable.isEmpty {
            lines.append("")
            lines += imports.testable.map { "@testable import \($0)" }
        }
        if imports.importsFoundationNetworking {
            lines += [
                "", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
            ]
        }
        return lines
    }
}
