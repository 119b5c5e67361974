import Testing

@testable import MockGeneratorFixtures

@Suite struct MockAnalyticsTests {
    @Test func requirementsWithDefaultImplementationsAreMocked() {
        let analytics = MockAnalytics()
        analytics.$flushMock.returns(3)
        analytics.trackAll(["open", "close"])
        #expect(analytics.flush() == 3)
        if #available(macOS 15, iOS 18, *) {
            analytics.trackScreen("Home")
            analytics.$trackScreenMock.verifyCalled(.once, with: "Home")
        }
        analytics.$trackMock.verifyCalled(.exactly(2))
        analytics.$trackMock.verifyCalled(.once, with: "close")
        analytics.$flushMock.verifyCalled(.once)
    }
}
