import Mocking
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

/// The failures a generated mock records name it with its type, and tell its instances apart.
@Suite struct MockAnalyticsFailureTests {
    @Test func anOrderOfTwoInstancesNamesEach() {
        let first = MockAnalytics()
        let second = MockAnalytics()
        second.track("b")
        first.track("a")
        withKnownIssue {
            verifyCallOrder(first.$trackMock, second.$trackMock)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().replacing(/#[0-9]+/, with: "#n") == """
                Expected MockAnalytics[1].trackMock, then MockAnalytics[2].trackMock to be called \
                in this order, but no call to MockAnalytics[2].trackMock came after \
                MockAnalytics[1].trackMock("a") (#n).
                Recorded calls in order:
                  #n MockAnalytics[2].trackMock("b")
                  #n MockAnalytics[1].trackMock("a")
                """
        }
    }

    @Test func theClosestCallIsTheNearestEvent() {
        let analytics = MockAnalytics()
        for event in ["zzz", "event-98", "open"] { analytics.track(event) }
        withKnownIssue {
            analytics.$trackMock.verifyCalled(.once, with: "event-99")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                Expected MockAnalytics.trackMock to be called exactly once with "event-99", but no call matched.
                Closest call: 2. trackMock("event-98")
                  expected "event-99", but got "event-98"
                Recorded calls to MockAnalytics.trackMock (3):
                  1. trackMock("zzz")
                  2. trackMock("event-98")
                  3. trackMock("open")
                """
        }
    }
}
