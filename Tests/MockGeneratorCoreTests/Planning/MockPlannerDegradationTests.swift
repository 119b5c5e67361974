import Testing

@testable import MockGeneratorCore

/// Degradations, planning's input that makes less of a member by its ID: a spy that no longer
/// forwards it, or a placeholder instead of a mock (a class's mock leaves it to the class).
@Suite struct MockPlannerDegradationTests {
    private let reason = Reason.rejectedByCompiler("cannot assign to property: 'live' is a 'let'")

    private func feed() -> SymbolGraph {
        shopGraph(
            "protocol Feed",
            [
                "func fetch(id: Int) -> String", "func fetch(name: String) -> String",
                "var title: String { get set }", "func copy() -> Self",
            ]
        ).graph
    }

    private func id(_ plan: MockPlan, _ key: String) throws -> MemberID {
        try #require(plan.members.first { $0.signature.name + labels($0) == key }).id
    }

    private func labels(_ member: MemberPlan) -> String {
        switch member.kind {
        case .property: ""
        case .method, .initializer, .subscript:
            "(" + member.signature.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    @Test func membersAreIdentifiedByTheirMockAndRequirement() throws {
        let plan = try plannedMock("Feed", graphs: [feed()])
        #expect(plan.members.map(\.id.mock) == Array(repeating: "MockFeed", count: 4))
        // The graph's precise identifiers: `GraphBuilder` numbers a protocol's requirements.
        #expect(
            plan.members.map(\.id.requirement) == (0..<4).map { "s:4Shop4FeedP\($0)" })
        #expect(Set(plan.members.map(\.id)).count == 4)
    }

    @Test func noDegradationOrOneOfAnotherMockPlansAsWithout() throws {
        let plan = try plannedMock("Feed", graphs: [feed()])
        let other = MemberID(mock: "MockOther", requirement: plan.members[0].id.requirement)
        #expect(try plannedMock("Feed", graphs: [feed()], degradations: [:]) == plan)
        #expect(
            try plannedMock("Feed", graphs: [feed()], degradations: [other: .placeholder(reason)])
                == plan)
    }

    @Test func withoutSpyForwardingTheMemberStaysMockedAndTheSpyListsIt() throws {
        let plan = try plannedMock("Feed", graphs: [feed()])
        let fetch = try id(plan, "fetch(id:)")
        let degraded = try plannedMock(
            "Feed", graphs: [feed()], degradations: [fetch: .withoutSpyForwarding(reason)])
        #expect(degraded.members[0].liveForwarding == nil)
        #expect(degraded.members[0].forwarding == plan.members[0].forwarding)
        #expect(
            degraded.members[1...].map(\.liveForwarding) == plan.members[1...].map(\.liveForwarding)
        )
        #expect(
            degraded.spyInitializer?.notForwarded == [
                LeftOutMember(member: "fetch(id:)", reason: reason),
                LeftOutMember(member: "copy()", reason: .namesSelfInSpy),
            ])
        // The spy initializer's doc comment lists it, and so does a warning.
        #expect(
            degraded.warnings == [
                .notForwarded(
                    member: "fetch(id:)", protocolName: "Feed", reason: reason, mock: "MockFeed",
                    location: degraded.warnings.first?.location)
            ])
        #expect(
            degraded.warnings.first?.message
                == "cannot forward fetch(id:) of Feed to the live instance of "
                + "init(forwardingTo:): the compiler rejected it: cannot assign to property: "
                + "'live' is a 'let'; the member is mocked all the same")
        let text = MockRenderer(plan: degraded).render().text
        #expect(!text.contains("$fetchIdMock.forward"))
        #expect(text.contains("$fetchNameMock.forward"))
        #expect(text.contains("`fetch(id:)` (the compiler rejected it: cannot assign to"))
    }

    @Test func withoutSpyForwardingAMemberTheSpyCannotForwardKeepsItsReason() throws {
        let plan = try plannedMock("Feed", graphs: [feed()])
        let copy = try id(plan, "copy()")
        let degraded = try plannedMock(
            "Feed", graphs: [feed()], degradations: [copy: .withoutSpyForwarding(reason)])
        #expect(degraded == plan)
    }

    @Test func aPlaceholderDegradationKeepsTheOtherWrappersNames() throws {
        let plan = try plannedMock("Feed", graphs: [feed()])
        let fetchName = try id(plan, "fetch(name:)")
        let degraded = try plannedMock(
            "Feed", graphs: [feed()], degradations: [fetchName: .placeholder(reason)])
        let placeholder = try #require(degraded.members[1].placeholder)
        #expect(placeholder.reason == reason)
        #expect(placeholder.member == "MockFeed.fetch(name:)")
        #expect(placeholder.answer == .emptyString)
        #expect(degraded.members[1].liveForwarding == nil)
        // `fetch(id:)` keeps the name it has beside `fetch(name:)`.
        #expect(degraded.members[0].forwarding?.wrapper.name.identifier == "fetchIdMock")
        #expect(
            degraded.warnings == [
                .placeholder(
                    member: "fetch(name:)", protocolName: "Feed", reason: reason, mock: "MockFeed",
                    location: degraded.warnings.first?.location)
            ])
        let text = MockRenderer(plan: degraded).render().text
        #expect(text.contains("// Not mocked: the compiler rejected it: cannot assign to"))
        #expect(!text.contains("fetchNameMock"))
    }

    @Test func aPlaceholderDegradationOfAStoredPropertyMakesItComputed() throws {
        let plan = try plannedMock("Feed", graphs: [feed()])
        let title = try id(plan, "title")
        let degraded = try plannedMock(
            "Feed", graphs: [feed()], degradations: [title: .placeholder(reason)])
        #expect(degraded.members[2].placeholder?.result == .named("String"))
        let text = MockRenderer(plan: degraded).render().text
        #expect(text.contains("    var title: String {\n        get {\n            Unmocked.call("))
        #expect(!text.contains("@PropertyMock var title"))
    }

    @Test func aDegradedMemberOfAClassMockIsLeftToTheClass() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass(
            "class Router",
            members: ["init()", "func route(_ path: String) -> Int", "func find(id: Int) -> Int"])
        let plan = try plannedClassMock("Router", graphs: [builder.graph])
        let route = try id(plan, "route(_:)")
        let degraded = try plannedClassMock(
            "Router", graphs: [builder.graph], degradations: [route: .placeholder(reason)])
        #expect(degraded.members.map(\.id) == [plan.members[1].id])
        #expect(degraded.notOverridden == [LeftOutMember(member: "route(_:)", reason: reason)])
        #expect(
            degraded.warnings == [
                .notOverridden(
                    member: "route(_:)", className: "Router", reason: reason, mock: "MockRouter",
                    location: degraded.warnings.first?.location)
            ])
        // Its spy initializer leaves the member out, which stays mocked.
        let unforwarded = try plannedClassMock(
            "Router", graphs: [builder.graph],
            degradations: [route: .withoutSpyForwarding(reason)])
        #expect(unforwarded.members.map(\.id) == plan.members.map(\.id))
        #expect(unforwarded.members.first { $0.id == route }?.liveForwarding == nil)
        #expect(
            unforwarded.spyInitializer?.notForwarded
                == [LeftOutMember(member: "route(_:)", reason: reason)])
    }

    /// `text` with its comments' line breaks made spaces, as the sentences they wrap read.
    private func prose(_ text: String) -> String {
        text.replacing(#/\n *\/\/\/? /#, with: " ")
    }

    #if os(Linux)
    @Test func onTheFixturesAnUndegradedPlanRendersTheCheckedInMock() throws {
        for (name, isClass) in [("WeatherService", false), ("Router", true)] {
            let plan = try FixtureGraphs.plan(of: name, isClass: isClass)
            #expect(
                MockRenderer(plan: plan).render().text
                    == (try FixtureGraphs.checkedInMock("Mock\(name).swift")))
        }
    }

    @Test func onTheFixturesASpyWithoutOneMembersForwardingLosesItsLineAlone() throws {
        let plan = try FixtureGraphs.plan(of: "WeatherService")
        let report = try #require(plan.members.first { $0.signature.name == "report" })
        let degraded = try FixtureGraphs.plan(
            of: "WeatherService", degradations: [report.id: .withoutSpyForwarding(reason)])
        let before = MockRenderer(plan: plan).render()
        let after = MockRenderer(plan: degraded).render()
        #expect(before.lines(from: .member(report.id, .spyForwarding)).count == 1)
        #expect(after.lines(from: .member(report.id, .spyForwarding)).isEmpty)
        // The declarations are as they were; the spy's doc comment lists the member.
        let declarations = { (file: RenderedFile) in
            zip(file.lines, file.origins).filter { _, origin in
                if case .member(_, .declaration) = origin { true } else { false }
            }
            .map(\.0)
        }
        #expect(declarations(after) == declarations(before))
        #expect(
            prose(after.text).contains(
                "Not forwarded, so answered as by a mock: `report(_:_:)` (the compiler rejected"))
    }

    @Test func onTheFixturesAClassMocksDegradedMemberIsLeftToTheClass() throws {
        let plan = try FixtureGraphs.plan(of: "Router", isClass: true)
        let route = try #require(plan.members.first { $0.signature.name == "route" })
        let degraded = try FixtureGraphs.plan(
            of: "Router", isClass: true, degradations: [route.id: .placeholder(reason)])
        #expect(degraded.members.count == plan.members.count - 1)
        #expect(degraded.notOverridden.last == LeftOutMember(member: "route(_:)", reason: reason))
        let text = MockRenderer(plan: degraded).render().text
        #expect(!text.contains("override func route("))
        #expect(prose(text).contains("`route(_:)` (the compiler rejected it"))
    }
    #endif
}
