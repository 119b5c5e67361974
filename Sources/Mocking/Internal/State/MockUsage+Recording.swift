/// How a mock writes its history: the call path records each answered call here.
extension MockUsage {
    /// Records a finished call whose sequence number was drawn when it started, and wakes the
    /// tasks waiting for calls.
    @inlinable
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
}
