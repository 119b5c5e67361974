import Dispatch
import Foundation
import Testing

@testable import Mocking

@Suite struct WaitingTests {
    @Test func aCountAlreadyReachedReturnsAtOnce() async {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        _ = mock.getValue(1)
        #expect(await mock.waitUntilCalled(times: 1, timeout: .seconds(60)))
        #expect(await mock.waitUntilCalled(times: 0, timeout: .zero))
    }

    @Test func aCallFromAnotherTaskWakesTheWaiterBeforeTheTimeout() async {
        let mock = AsyncMock(wrappedValue: { (x: Int) async in x })
        let start = ContinuousClock.now
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            _ = await mock.getValue(1)
        }
        #expect(await mock.waitUntilCalled(timeout: .seconds(600)))
        // Before the timeout: the call resumed the waiter, it did not wait out the time. The time
        // is long, as a busy run of the whole suite can hold the calling task back for a minute.
        #expect(ContinuousClock.now - start < .seconds(600))
    }

    @Test func theWaiterGivesUpWhenTheTimeoutPasses() async {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        _ = mock.getValue(1)
        #expect(await !mock.waitUntilCalled(times: 2, timeout: .milliseconds(20)))
    }

    @Test func cancellingTheWaitingTaskReturnsFalse() async {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        let waiter = Task { await mock.waitUntilCalled(times: 1, timeout: .seconds(60)) }
        try? await Task.sleep(for: .milliseconds(10))
        waiter.cancel()
        #expect(await !waiter.value)
    }

    @Test func severalWaitersWakeAtTheirOwnCounts() async {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        async let first = mock.waitUntilCalled(times: 1, timeout: .seconds(30))
        async let third = mock.waitUntilCalled(times: 3, timeout: .seconds(30))
        async let never = mock.waitUntilCalled(times: 100, timeout: .milliseconds(50))
        DispatchQueue.global().async {
            for index in 0..<3 { _ = mock.getValue(index) }
        }
        #expect(await first)
        #expect(await third)
        #expect(await !never)
    }
}

private final class Feed: @unchecked Sendable {
    // NB: every wrapper guards its state with its own lock.
    @Mock var publishMock = { (_: (String, Int)) in }
    @Mock var refreshMock = { (_: Int) in }
}

@Suite struct WaitingVerificationTests {
    @Test func aVerificationWaitsForCallsFromAnotherTask() async {
        let feed = Feed()
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            feed.publishMock(("news", 1))
            feed.refreshMock(2)
        }
        #expect(
            await feed.$publishMock.verifyCalled(
                .atLeastOnce, with: "news", 1, within: .seconds(30)))
        #expect(await feed.$refreshMock.verifyCalled(with: 2, within: .seconds(30)))
        #expect(await feed.$publishMock.verifyCalled(.atLeast(1), within: .seconds(30)))
        #expect(
            await feed.$publishMock.verifyCalled(
                with: .any, .matching { $0 > 0 }, within: .seconds(30)))
        #expect(await feed.$refreshMock.verifyCalled(where: { $0 == 2 }, within: .seconds(30)))
    }

    @Test func aTimeoutRecordsAnIssueWithTheCallsSoFar() async {
        let feed = Feed()
        feed.publishMock(("sports", 3))
        await withKnownIssue {
            #expect(
                await !feed.$publishMock.verifyCalled(
                    .once, with: "news", 1, within: .milliseconds(30)))
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected Feed.publishMock to be called exactly once with ("news", 1) within 0.03 \
                seconds, but no call matched.
                Closest call: 1. publishMock("sports", 3)
                  argument 1: expected "news", but got "sports"
                  argument 2: expected 1, but got 3
                Recorded calls to Feed.publishMock (1):
                  1. publishMock("sports", 3)
                """
        }
    }

    @Test func anInvalidCountFailsWithoutWaiting() async {
        let feed = Feed()
        let start = ContinuousClock.now
        await withKnownIssue {
            #expect(await !feed.$refreshMock.verifyCalled(.exactly(-1), within: .seconds(60)))
        }
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}

/// Calls `body` from a detached task, as code under test calls a mock from a task of its own,
/// after `delay`.
///
/// A process's first recorded call finds the running test frameworks' entry points, which every
/// other first call waits for: one call here first keeps that out of the windows the tests
/// measure.
private func callLater(after delay: Duration, _ body: @escaping @Sendable () -> Void) {
    Mock<Int, Void>()(0)
    Task.detached {
        try? await Task.sleep(for: delay)
        body()
    }
}

/// Counts with an upper bound wait out their window, as a call arriving late can break them, and
/// fail as soon as a call exceeds the bound; counts with only a lower bound return as soon as
/// they hold. The windows that calls break are long, so that the calls come within them however
/// busy the machine.
@Suite struct WaitingWindowTests {
    @Test func neverFailsOnACallThatArrivesLateInTheWindow() async {
        let feed = Feed()
        callLater(after: .milliseconds(100)) { feed.refreshMock(7) }
        await withKnownIssue {
            #expect(await !feed.$refreshMock.verifyCalled(.never, within: .seconds(60)))
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected Feed.refreshMock never to be called within 60.0 seconds, but it was called \
                1 time.
                Recorded calls to Feed.refreshMock (1):
                  1. refreshMock(7) ← unexpected
                """
        }
    }

    @Test func exactlyOnceFailsOnASecondCallThatArrivesLate() async {
        let feed = Feed()
        callLater(after: .milliseconds(20)) { feed.refreshMock(1) }
        callLater(after: .milliseconds(150)) { feed.refreshMock(2) }
        await withKnownIssue {
            #expect(await !feed.$refreshMock.verifyCalled(.exactly(1), within: .seconds(60)))
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected Feed.refreshMock to be called exactly 1 time within 60.0 seconds, but it was \
                called 2 times.
                Recorded calls to Feed.refreshMock (2):
                  1. refreshMock(1)
                  2. refreshMock(2) ← unexpected
                """
        }
    }

    @Test func atMostAndBetweenFailOnCallsBeyondTheirBound() async {
        let feed = Feed()
        callLater(after: .milliseconds(50)) {
            for value in 0..<3 { feed.refreshMock(value) }
        }
        await withKnownIssue {
            #expect(await !feed.$refreshMock.verifyCalled(.atMost(2), within: .seconds(60)))
        } matching: { issue in
            comments(
                of: issue,
                contain:
                    "to be called at most 2 times within 60.0 seconds, but it was called 3 times")
        }
        await withKnownIssue {
            #expect(
                await !feed.$refreshMock.verifyCalled(
                    .between(1...2), with: .any, within: .seconds(60)))
        } matching: { issue in
            comments(of: issue, contain: "between 1 and 2 times with any within 60.0 seconds")
        }
    }

    @Test func anUpperBoundPassesOnlyOnceItsWindowIsOver() async {
        let feed = Feed()
        // From a thread of Dispatch's, which a busy run's tasks cannot hold back past the window.
        Mock<Int, Void>()(0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { feed.publishMock(("news", 1)) }
        let start = ContinuousClock.now
        #expect(await feed.$publishMock.verifyCalled(.once, with: "news", 1, within: .seconds(1)))
        #expect(ContinuousClock.now - start >= .seconds(1))
        #expect(await feed.$publishMock.verifyCalled(.never, with: "sports", .any, within: .zero))
    }

    @Test func aLowerBoundReturnsAsSoonAsItHolds() async {
        let feed = Feed()
        // A window far longer than any run: returning before its end shows the call ended the
        // wait, however busy the machine.
        let window = Duration.seconds(600)
        callLater(after: .milliseconds(100)) { feed.refreshMock(1) }
        var start = ContinuousClock.now
        #expect(await feed.$refreshMock.verifyCalled(.atLeastOnce, within: window))
        #expect(ContinuousClock.now - start < window)
        callLater(after: .milliseconds(100)) { feed.refreshMock(2) }
        start = ContinuousClock.now
        #expect(await feed.$refreshMock.verifyCalled(.atLeast(2), within: window))
        #expect(ContinuousClock.now - start < window)
    }

    @Test func aCancelledWindowFailsRatherThanPass() async {
        let feed = Feed()
        let waiter = Task {
            await withKnownIssue {
                #expect(await !feed.$refreshMock.verifyCalled(.never, within: .seconds(60)))
            } matching: { issue in
                commentText(of: issue)
                    == """
                    Expected Feed.refreshMock never to be called within 60.0 seconds, but the task \
                    waiting for the 60.0 seconds to pass was cancelled first; a count with an upper \
                    bound holds only once the whole time has passed.
                    """
            }
        }
        try? await Task.sleep(for: .milliseconds(50))
        waiter.cancel()
        await waiter.value
    }
}
