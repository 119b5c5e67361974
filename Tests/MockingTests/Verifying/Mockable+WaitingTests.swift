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
        #expect(await mock.waitUntilCalled(timeout: .seconds(60)))
        // Well under the timeout: the call resumed the waiter, it did not wait out the minute.
        #expect(ContinuousClock.now - start < .seconds(30))
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
        #expect(await feed.$publishMock.verifyCalled(.once, with: "news", 1, within: .seconds(30)))
        #expect(await feed.$refreshMock.verifyCalled(with: 2, within: .seconds(30)))
        #expect(await feed.$publishMock.verifyCalled(.once, within: .seconds(30)))
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
                Expected publishMock to be called exactly once with ("news", 1) within 0.03 \
                seconds, but it was never called with ("news", 1).
                Closest call: 1. publishMock("sports", 3)
                  argument 1: expected "news", but got "sports"
                  argument 2: expected 1, but got 3
                Recorded calls to publishMock (1):
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
