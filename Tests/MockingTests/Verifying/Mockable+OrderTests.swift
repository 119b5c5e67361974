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
        expectIssue(
            numbered: """
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

@Suite struct OrderFailureTests {
    @Test func aCallInTheWrongOrderListsTheTimeline() {
        let session = Session()
        _ = session.fetchMock(1)
        _ = session.loginMock("ann")
        expectIssue(
            numbered: """
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
        expectIssue(
            numbered: """
                Expected Session[1].loginMock, then Session[2].loginMock to be called in this order, \
                but no call to Session[2].loginMock came after Session[1].loginMock("ann") (#n).
                Recorded calls in order:
                  #n Session[2].loginMock("bo")
                  #n Session[1].loginMock("ann")
                """
        ) {
            verifyCallOrder(first.$loginMock, second.$loginMock)
        }
        expectIssue(
            numbered: """
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
        expectIssue(
            numbered: """
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
        expectIssue(
            numbered: """
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

/// `verifyCallOrder(_:allowingOtherCalls: false)`: from the first call to the first mock, the
/// calls to the mocks named answer the steps one after the other.
@Suite struct StrictOrderTests {
    @Test func aSecondCallToTheFirstMockBreaksTheOrderAndIsShown() {
        let session = Session()
        _ = session.loginMock("a")
        _ = session.loginMock("b")
        _ = session.fetchMock(1)
        #expect(verifyCallOrder(session.$loginMock, session.$fetchMock))
        expectIssue(
            numbered: """
                Expected Session.loginMock, then Session.fetchMock to be called in this order, with no \
                other call to them in between, but Session.loginMock("b") (#n) came after \
                Session.loginMock("a") (#n), where a call to Session.fetchMock was expected.
                Recorded calls in order:
                  #n Session.loginMock("a")
                  #n Session.loginMock("b")
                  #n Session.fetchMock(1)
                """
        ) {
            #expect(
                !verifyCallOrder(session.$loginMock, session.$fetchMock, allowingOtherCalls: false))
        }
    }

    @Test func callsAfterTheOrderIsCompleteDoNotCount() {
        let session = Session()
        _ = session.loginMock("a")
        _ = session.fetchMock(1)
        _ = session.loginMock("b")
        #expect(verifyCallOrder(session.$loginMock, session.$fetchMock, allowingOtherCalls: false))
    }

    @Test func callsBeforeTheFirstCallOfTheFirstMockDoNotCount() {
        let session = Session()
        _ = session.fetchMock(0)
        _ = session.loginMock("a")
        _ = session.fetchMock(1)
        #expect(verifyCallOrder(session.$loginMock, session.$fetchMock, allowingOtherCalls: false))
    }

    @Test func callsToOtherMocksDoNotCount() {
        let session = Session()
        let other = Session()
        _ = session.loginMock("a")
        other.logoutMock(())
        _ = other.fetchMock(7)
        session.logoutMock(())
        #expect(verifyCallOrder(session.$loginMock, session.$logoutMock, allowingOtherCalls: false))
    }

    @Test func aMockNamedTwiceTakesTwoCallsInTurn() {
        let session = Session()
        _ = session.loginMock("a")
        _ = session.fetchMock(1)
        _ = session.loginMock("b")
        #expect(
            verifyCallOrder(
                session.$loginMock, session.$fetchMock, session.$loginMock,
                allowingOtherCalls: false))
        expectIssue(
            numbered: """
                Expected Session.fetchMock, then Session.loginMock, then Session.fetchMock to be \
                called in this order, with no other call to them in between, but no call to \
                Session.fetchMock came after Session.loginMock("b") (#n).
                Recorded calls in order:
                  #n Session.loginMock("a")
                  #n Session.fetchMock(1)
                  #n Session.loginMock("b")
                """
        ) {
            verifyCallOrder(
                session.$fetchMock, session.$loginMock, session.$fetchMock,
                allowingOtherCalls: false)
        }
    }

    @Test func aFirstMockNeverCalledSaysSo() {
        let session = Session()
        _ = session.fetchMock(1)
        expectIssue(
            numbered: """
                Expected Session.loginMock, then Session.fetchMock to be called in this order, with no \
                other call to them in between, but Session.loginMock was never called.
                Recorded calls in order:
                  #n Session.fetchMock(1)
                """
        ) {
            verifyCallOrder(session.$loginMock, session.$fetchMock, allowingOtherCalls: false)
        }
    }

    @Test func theStepsAreFoundInTheTimelineOfTheMocksNamed() {
        let first = ObjectIdentifier(Session.self)
        let second = ObjectIdentifier(Int.self)
        #expect(
            CallOrder.strictOutcome(of: [[1, 2], [3]], identities: [first, second])
                == .failed(.intruded(step: 1, matched: [1], sequenceNumber: 2, mock: 0)))
        #expect(
            CallOrder.strictOutcome(of: [[1, 3], [2]], identities: [first, second])
                == .matched([1, 2]))
        #expect(
            CallOrder.strictOutcome(
                of: [[1, 3], [2], [1, 3]], identities: [first, second, first])
                == .matched([1, 2, 3]))
        #expect(
            CallOrder.strictOutcome(of: [[], [2]], identities: [first, second])
                == .failed(.unmatched(step: 0, matched: [])))
        #expect(CallOrder.outcome(of: [[1, 2], [3]]) == .matched([1, 3]))
    }
}
