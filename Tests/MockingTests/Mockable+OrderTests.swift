import Testing

@testable import Mocking

private final class Session {
    @Mock var loginMock = { (user: String) -> Bool in true }
    @Mock var fetchMock = { (id: Int) -> String in "item \(id)" }
    @Mock var logoutMock = { (_: ()) in }
}

@Suite struct OrderTests {
    @Test func wasCalledBeforeComparesTheFirstCalls() {
        let session = Session()
        _ = session.loginMock("ann")
        _ = session.fetchMock(1)
        _ = session.loginMock("bo")
        #expect(session.$loginMock.wasCalled(before: session.$fetchMock))
        #expect(!session.$fetchMock.wasCalled(before: session.$loginMock))
    }

    @Test func aMockThatWasNeverCalledIsNeverBeforeOrAfter() {
        let session = Session()
        _ = session.loginMock("ann")
        #expect(!session.$loginMock.wasCalled(before: session.$fetchMock))
        #expect(!session.$fetchMock.wasCalled(before: session.$loginMock))
    }

    @Test func verificationsInTheRightOrderRecordNothing() {
        let session = Session()
        _ = session.loginMock("ann")
        _ = session.fetchMock(1)
        session.logoutMock(())
        #expect(session.$loginMock.verifyCalled(before: session.$fetchMock))
        #expect(verifyCallOrder(session.$loginMock, session.$fetchMock, session.$logoutMock))
    }
}

@Suite struct OrderFailureTests {
    @Test func aCallInTheWrongOrderListsTheTimeline() {
        let session = Session()
        _ = session.fetchMock(1)
        _ = session.loginMock("ann")
        withKnownIssue {
            #expect(!session.$loginMock.verifyCalled(before: session.$fetchMock))
        } matching: { issue in
            let text = commentText(of: issue)
            return text.hasPrefix(
                """
                Expected loginMock, then fetchMock to be called in this order, but fetchMock was \
                first called before loginMock.
                Recorded calls in order:
                """)
                && text.contains("fetchMock(1)\n  #") && text.hasSuffix("loginMock(\"ann\")")
        }
    }

    @Test func aMockThatWasNeverCalledFailsTheOrder() {
        let session = Session()
        _ = session.loginMock("ann")
        withKnownIssue {
            verifyCallOrder(session.$loginMock, session.$fetchMock)
        } matching: { issue in
            commentText(of: issue).hasPrefix(
                "Expected loginMock, then fetchMock to be called in this order, but fetchMock "
                    + "was never called.")
        }
    }

    @Test func noCallsAtAllSaySo() {
        let session = Session()
        withKnownIssue {
            verifyCallOrder(session.$loginMock, session.$logoutMock)
        } matching: { issue in
            commentText(of: issue).hasSuffix("None of the mocks recorded a call.")
        }
    }
}
