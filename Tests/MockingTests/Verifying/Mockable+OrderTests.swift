import Testing

@testable import Mocking

private final class Session {
    @Mock var loginMock = { (user: String) -> Bool in true }
    @Mock var fetchMock = { (id: Int) -> String in "item \(id)" }
    @Mock var logoutMock = { (_: ()) in }
}

@Suite struct OrderTests {
    @Test func wasCalledBeforeLooksForACallFollowedByACallToTheOther() {
        let session = Session()
        _ = session.loginMock("ann")
        _ = session.fetchMock(1)
        #expect(session.$loginMock.wasCalled(before: session.$fetchMock))
        #expect(!session.$fetchMock.wasCalled(before: session.$loginMock))
        _ = session.loginMock("bo")
        #expect(session.$fetchMock.wasCalled(before: session.$loginMock))
    }

    @Test func eachArgumentIsADistinctLaterCall() {
        let session = Session()
        _ = session.loginMock("a")
        _ = session.fetchMock(2)
        _ = session.loginMock("c")
        #expect(verifyCallOrder(session.$loginMock, session.$fetchMock, session.$loginMock))
        #expect(session.$loginMock.verifyCalled(before: session.$loginMock))
    }

    @Test func aMockNamedTwiceNeedsTwoCalls() {
        let session = Session()
        _ = session.loginMock("a")
        withKnownIssue {
            #expect(!verifyCallOrder(session.$loginMock, session.$loginMock))
        } matching: { issue in
            commentText(of: issue).hasPrefix(
                "Expected loginMock, then loginMock to be called in this order, but no call to "
                    + "loginMock came after loginMock(\"a\") (#")
        }
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
                Expected loginMock, then fetchMock to be called in this order, but no call to \
                fetchMock came after loginMock("ann") (#
                """)
                && text.contains("Recorded calls in order:\n  #")
                && text.contains("fetchMock(1)\n  #") && text.hasSuffix("loginMock(\"ann\")")
        }
    }

    @Test func aRepeatedCallOutOfSequenceFailsAndIsListedOnce() {
        let session = Session()
        _ = session.loginMock("a")
        _ = session.loginMock("c")
        _ = session.fetchMock(2)
        withKnownIssue {
            #expect(!verifyCallOrder(session.$loginMock, session.$fetchMock, session.$loginMock))
        } matching: { issue in
            let text = commentText(of: issue)
            return text.contains("but no call to loginMock came after fetchMock(2) (#")
                && text.components(separatedBy: "loginMock(\"a\")").count == 2
                && text.components(separatedBy: "fetchMock(2)").count == 3
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
