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
