/// How a mock writes its history and how the engines read it: each read is a snapshot taken
/// under the mock's lock, which the public members of ``MockUsage`` hand out too.
extension MockUsage {
    /// Records a finished call whose sequence number was drawn when it started, and wakes the
    /// tasks waiting for calls.
    @inlinable @inline(__always)
    func record(_ context: Context, _ result: Result<Value, any Error>, sequenceNumber: Int) {
        let hasWaiters = storage.withLock { state in
            state.append(context, result, sequenceNumber)
            return !state.waiters.isEmpty
        }
        if _slowPath(hasWaiters) {
            wakeSatisfiedWaiters()
        }
    }

    /// Removes every recorded call.
    func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    /// The context of every recorded call, oldest first.
    @inlinable
    var recordedContexts: [Context] {
        storage.withLock { $0.contexts }
    }

    /// Every recorded call, oldest first.
    @usableFromInline
    var recordedCalls: [Entry] {
        let (contexts, outcomes) = storage.withLock { ($0.contexts, $0.outcomes) }
        return UsageState.entries(contexts, outcomes)
    }

    /// The sequence numbers of the recorded calls, in order.
    var sequenceNumbers: [Int] {
        storage.withLock { $0.sequenceNumbers }
    }
}
