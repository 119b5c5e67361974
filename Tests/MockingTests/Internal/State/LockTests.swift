import Dispatch
import Foundation
import Testing

@testable import Mocking

/// The lock every mock's state sits behind. CI runs these under `--sanitize=thread`.
@Suite struct LockTests {
    @Test func contendedIncrementsLoseNone() {
        let counter = Locked<Int>(0)
        let threads = 4
        let increments = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                counter.withLock { $0 += 1 }
            }
        }
        #expect(counter.withLock { $0 } == threads * increments)
    }

    @Test func aThreadWaitingForTheLockTakesItOnceReleased() {
        let lock = Lock()
        let taken = DispatchSemaphore(value: 0)
        let state = Locked<[String]>([], lock: lock)
        lock.lock()
        Thread.detachNewThread {
            // Finds the lock held, spins, then parks until the release below wakes it.
            state.withLock { $0.append("waiter") }
            taken.signal()
        }
        Thread.sleep(forTimeInterval: 0.05)
        state.withLockHeld { $0.append("holder") }
        lock.unlock()
        #expect(taken.wait(timeout: .now() + 30) == .success)
        #expect(state.withLock { $0 } == ["holder", "waiter"])
    }

    @Test func manyParkedThreadsAllGetTheLock() {
        let lock = Lock()
        let counter = Locked<Int>(0, lock: lock)
        let waiters = 6
        let done = DispatchSemaphore(value: 0)
        lock.lock()
        for _ in 0..<waiters {
            Thread.detachNewThread {
                for _ in 0..<200 { counter.withLock { $0 += 1 } }
                done.signal()
            }
        }
        Thread.sleep(forTimeInterval: 0.05)
        lock.unlock()
        for _ in 0..<waiters {
            #expect(done.wait(timeout: .now() + 30) == .success)
        }
        #expect(counter.withLock { $0 } == waiters * 200)
    }
}
