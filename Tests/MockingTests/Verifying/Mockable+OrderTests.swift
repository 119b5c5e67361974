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
        expectOrderIssue(
            """
            Expected Session.loginMock, then Session.loginMock to be called in this order, but no \
            call to Session.loginMock came after Session.loginMock("a") (#n).
            Recorded calls in order:
              #n Session.loginMock("a")
            """
        ) {
            #expect(!verifyCallOrder(session.$loginMock, session.$loginMock))
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

/// Expects `body` to record one issue whose comment is `message` once every sequence number,
/// `#` and digits, reads `#n`: numbers are drawn for every call in the process.
private func expectOrderIssue(
    _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        commentText(of: issue).replacing(/#[0-9]+/, with: "#n") == message
    }
}

@Suite struct OrderFailureTests {
    @Test func aCallInTheWrongOrderListsTheTimeline() {
        let session = Session()
        _ = session.fetchMock(1)
        _ = session.loginMock("ann")
        expectOrderIssue(
            """
            Expected Session.loginMock, then Session.fetchMock to be called in this order, but no \
            call to Session.fetchMock came after Session.loginMock("ann") (#n).
            Recorded calls in order:
              #n Session.fetchMock(1)
              #n Session.loginMock("ann")
            """
        ) {
            #expect(!session.$loginMock.verifyCalled(before: session.$fetchMock))
        }
    }

    @Test func twoInstancesOfOneTypeAreNumberedInTheOrderNamed() {
        let first = Session()
        let second = Session()
        _ = second.loginMock("bo")
        _ = first.loginMock("ann")
        _ = first.fetchMock(1)
        expectOrderIssue(
            """
            Expected Session[1].loginMock, then Session[2].loginMock to be called in this order, \
            but no call to Session[2].loginMock came after Session[1].loginMock("ann") (#n).
            Recorded calls in order:
              #n Session[2].loginMock("bo")
              #n Session[1].loginMock("ann")
            """
        ) {
            verifyCallOrder(first.$loginMock, second.$loginMock)
        }
        expectOrderIssue(
            """
            Expected Session.fetchMock, then Session[1].loginMock, then Session[2].loginMock to \
            be called in this order, but no call to Session[1].loginMock came after \
            Session.fetchMock(1) (#n).
            Recorded calls in order:
              #n Session[1].loginMock("bo")
              #n Session[2].loginMock("ann")
              #n Session.fetchMock(1)
            """
        ) {
            verifyCallOrder(first.$fetchMock, second.$loginMock, first.$loginMock)
        }
    }

    @Test func aLongTimelineIsCutAndKeepsTheCallTheStepFollows() {
        let session = Session()
        for id in 1...30 { _ = session.fetchMock(id) }
        _ = session.loginMock("ann")
        for id in 31...60 { _ = session.fetchMock(id) }
        withKnownIssue {
            verifyCallOrder(session.$fetchMock, session.$loginMock, session.$loginMock)
        } matching: { issue in
            let lines = commentText(of: issue).replacing(/#[0-9]+/, with: "#n")
                .split(separator: "\n").map(String.init)
            return lines.count == 25
                && lines[11] == "  #n Session.fetchMock(10)"
                && lines[12] == "  … 20 more calls"
                && lines[13] == "  #n Session.loginMock(\"ann\")"
                && lines[14] == "  … 20 more calls"
                && lines.last == "  #n Session.fetchMock(60)"
        }
    }

    @Test func aRepeatedCallOutOfSequenceFailsAndIsListedOnce() {
        let session = Session()
        _ = session.loginMock("a")
        _ = session.loginMock("c")
        _ = session.fetchMock(2)
        expectOrderIssue(
            """
            Expected Session.loginMock, then Session.fetchMock, then Session.loginMock to be \
            called in this order, but no call to Session.loginMock came after \
            Session.fetchMock(2) (#n).
            Recorded calls in order:
              #n Session.loginMock("a")
              #n Session.loginMock("c")
              #n Session.fetchMock(2)
            """
        ) {
            #expect(!verifyCallOrder(session.$loginMock, session.$fetchMock, session.$loginMock))
        }
    }

    @Test func aMockThatWasNeverCalledFailsTheOrder() {
        let session = Session()
        _ = session.loginMock("ann")
        expectOrderIssue(
            """
            Expected Session.loginMock, then Session.fetchMock to be called in this order, but \
            Session.fetchMock was never called.
            Recorded calls in order:
              #n Session.loginMock("ann")
            """
        ) {
            verifyCallOrder(session.$loginMock, session.$fetchMock)
        }
    }

    @Test func noCallsAtAllSaySo() {
        let session = Session()
        expectIssue(
            """
            Expected Session.loginMock, then Session.logoutMock to be called in this order, but \
            Session.loginMock was never called.
            None of the mocks recorded a call.
            """
        ) {
            verifyCallOrder(session.$loginMock, session.$logoutMock)
        }
    }
}
