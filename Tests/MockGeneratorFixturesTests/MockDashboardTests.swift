import Testing

@testable import MockGeneratorFixtures

/// The mock of a protocol refining a `@MainActor` protocol and one that is not isolated.
@MainActor @Suite struct MockDashboardTests {
    @Test func theMockIsIsolatedAndItsPlainRequirementIsNot() async {
        let dashboard = MockDashboard()
        dashboard.$showMock.returns(true)
        dashboard.refreshMock.returns(7)
        #expect(dashboard.show("hello"))
        let refreshed = await Task.detached { dashboard.refresh(count: 1) }.value
        #expect(refreshed == 7)
        dashboard.$showMock.verifyCalled(.once, with: "hello")
        dashboard.refreshMock.verifyCalled(.once, with: 1)
    }

    @Test func theSpyAnswersAsTheLiveDashboardDoes() {
        let live = SalesDashboard()
        let dashboard = MockDashboard(forwardingTo: live)
        #expect(dashboard.title == live.title)
        #expect(dashboard.show("x") == live.show("x"))
        #expect(dashboard.refresh(count: 4) == live.refresh(count: 4))
        dashboard.refreshMock.returns(0)
        #expect(dashboard.refresh(count: 4) == 0)
        dashboard.refreshMock.verifyCalled(.exactly(2), with: 4)
    }
}
