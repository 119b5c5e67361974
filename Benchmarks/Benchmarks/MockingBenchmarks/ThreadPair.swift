import Dispatch
import Foundation
import Synchronization

/// Runs one body on the calling thread and on a helper thread at the same time.
///
/// A pool thread woken for the work, as `DispatchQueue.concurrentPerform` uses, may start after
/// the calling thread has finished its share, and then the calls do not overlap. Here the helper
/// is woken before the measured region, by `prepareRound()`, and spins until `runRound()` starts
/// it, so both threads start within a fraction of a microsecond of each other.
final class ThreadPair: Sendable {
    /// Wakes the helper for the next round.
    private let wake = DispatchSemaphore(value: 0)
    /// The latest round the helper is awake and spinning for.
    private let ready = Atomic<Int>(0)
    /// The latest round started.
    private let started = Atomic<Int>(0)
    /// The latest round the helper finished.
    private let finished = Atomic<Int>(0)
    private let body: @Sendable () -> Void

    /// Starts the helper thread, which runs `body` once per round.
    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        // The helper keeps the pair alive and sleeps between rounds; it ends with the process.
        let thread = Thread { [self] in helperLoop() }
        thread.start()
    }

    /// Wakes the helper and waits until it is ready to start; call it outside the measured region.
    func prepareRound() {
        let round = started.load(ordering: .relaxed) + 1
        wake.signal()
        while ready.load(ordering: .acquiring) != round { sched_yield() }
    }

    /// Runs `body` on both threads at once, and returns when both are done.
    func runRound() {
        let round = started.load(ordering: .relaxed) + 1
        started.store(round, ordering: .releasing)
        body()
        while finished.load(ordering: .acquiring) != round {}
    }

    private func helperLoop() {
        var round = 0
        while true {
            wake.wait()
            round += 1
            ready.store(round, ordering: .releasing)
            while started.load(ordering: .acquiring) != round {}
            body()
            finished.store(round, ordering: .releasing)
        }
    }
}
