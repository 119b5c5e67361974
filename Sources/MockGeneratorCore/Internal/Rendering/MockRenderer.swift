/// Writes the file a ``MockPlan`` describes, laid out as swift-format keeps it.
struct MockRenderer {
    let plan: MockPlan

    /// The file's text.
    func render() -> String {
        var lines = plan.header.map { "// \($0)" } + [""] + importLines() + [""] + typeLines()
        for partner in plan.partners {
            lines += [""] + MockRenderer(plan: partner).typeLines()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The mock's doc comment, declaration and body, and the holder of its statics.
    func typeLines() -> [String] {
        let members = MemberRenderer()
        var body: [[String]] = []
        for member in plan.members {
            var lines = SourceLayout.exemptingFromLint(
                members.lines(for: member), indent: members.indent, rules: member.lintRules)
            if let parent = member.inheritedFrom {
                lines.insert("    // Inherited from \(parent).", at: 0)
            }
            body.append(lines)
        }
        if let spy = plan.spyInitializer {
            body.insert(spyInitializerLines(spy, members: members), at: 0)
        }
        if let initializer = plan.plainInitializer {
            let line: String
            switch initializer {
            case .plain: line = "init() {}"
            case .overriding: line = "override init() { super.init() }"
            case .callingSuperclass(let call): line = "init() { \(call) }"
            }
            body.insert(
                ["    /// Creates a mock without calling a mocked initializer.", "    " + line],
                at: 0)
        }
        if let initializer = plan.convenienceInitializer {
            let call = "self" + initializer.superclassCall.dropFirst("super".count)
            body.insert(
                [
                    "    /// Creates a mock with the superclass's initializer, given default values.",
                    "    convenience init() { \(call) }",
                ], at: 0)
        }
        body += plan.requiredInitializers.map(members.requiredInitializerLines)
        if !plan.typeAliases.isEmpty {
            body.insert(plan.typeAliases.map { "    typealias \($0.name) = \($0.type)" }, at: 0)
        }

        var lines = docComment()
        let type = plan.type
        lines += type.lintExemptions.map { "// swift-format-ignore: \($0)" }
        lines += type.availability
        lines += SourceLayout.typeHead(
            attributes: type.attributes, keyword: type.isActor ? "actor" : "final class",
            name: type.name, genericParameters: type.genericParameters.map(\.description),
            inheritance: type.inheritance, whereClause: type.whereClause.map(\.description),
            hasBody: !body.isEmpty)
        if !body.isEmpty {
            if type.isUncheckedSendable {
                lines += [
                    "    // NB: every wrapper guards its own state with a lock, and is assigned only when the",
                    "    // mock is created.",
                    "",
                ]
            }
            lines += body.joined(separator: [""])
            lines.append("}")
        }
        if let holder = plan.staticsHolder {
            lines += [
                "",
                "/// The static wrappers of ``\(type.name)``, which as a generic class cannot hold them.",
                "private enum \(holder.name) {",
            ]
            for held in holder.wrappers {
                lines += SourceLayout.exemptingFromLint(
                    members.heldDeclarationLines(held.wrapper), indent: members.indent,
                    rules: held.lintRules)
            }
            lines.append("}")
        }
        return lines
    }

    /// The mock's doc comment: what it mocks, and for a subclass, what it leaves to its class.
    private func docComment() -> [String] {
        switch plan.subject {
        case .conformance:
            return ["/// A mock of ``\(plan.mockedName)``, generated from its symbol graph."]
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
            return SourceLayout.comment(text, indent: 0, lead: "///")
        }
    }

    /// `init(forwardingTo live:)`, with its doc comment: it makes each forwarded member's
    /// wrappers answer as `live` does.
    private func spyInitializerLines(_ spy: SpyInitializer, members: MemberRenderer) -> [String] {
        var comment =
            "Creates a spy of `live`: each member answers as `live` does until a test stubs it, "
            + "and every call is recorded; `resetLoader()` returns a member to `live`'s answer."
        if !spy.notForwarded.isEmpty {
            comment +=
                " Not forwarded, so answered as by a mock: " + Self.listing(spy.notForwarded) + "."
        }
        let head = DeclarationHead(
            prefix: "convenience init<Live: \(spy.protocolName)>(",
            parameters: ["forwardingTo live: Live"], suffix: "",
            whereClause: spy.sameTypeRequirements)
        var body = [SourceLayout.indented("self.init()", members.bodyIndent)]
        if spy.mutatesLive {
            body.append(SourceLayout.indented("var live = live", members.bodyIndent))
        }
        body += plan.members.flatMap {
            members.spyStatements(for: $0, liveIsVariable: spy.mutatesLive)
        }
        return SourceLayout.comment(comment, indent: members.indent, lead: "///")
            + SourceLayout.headLines(head, indent: members.indent, opening: " {") + body
            + [SourceLayout.indented("}", members.indent)]
    }

    /// The members left out, those of one reason together: "`copy()` and `next()` (its type
    /// names Self); `log(_:)` (it is deprecated)".
    static func listing(_ members: [LeftOutMember]) -> String {
        var reasons: [String] = []
        var byReason: [String: [String]] = [:]
        for member in members {
            if byReason[member.reason] == nil { reasons.append(member.reason) }
            byReason[member.reason, default: []].append("`\(member.member)`")
        }
        return reasons.map { reason in
            let names = byReason[reason] ?? []
            let listed =
                names.count == 1
                ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            return "\(listed) (\(reason))"
        }
        .joined(separator: "; ")
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
