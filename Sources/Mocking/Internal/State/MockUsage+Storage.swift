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

    /// The contexts and the outcomes of every recorded call, oldest first, read at one moment:
    /// what a verification counts, and the sequence numbers of the calls it matched.
    @inlinable
    var recordedSnapshot: (contexts: [Context], outcomes: [UsageState<Context, Value>.Outcome]) {
        storage.withLock { ($0.contexts, $0.outcomes) }
    }

    /// Every recorded call, oldest first.
    @usableFromInline
    var recordedCalls: [Entry] {
        let (contexts, outcomes) = storage.withLock { ($0.contexts, $0.outcomes) }
        return UsageState.entries(contexts, outcomes)
    }

    /// The tests that made the recorded calls, each with its first call, in the order of those
    /// calls.
    var callingTests: [CallingTests.Caller] {
        storage.withLock { $0.callingTests.callers }
    }

    /// The sequence numbers of the recorded calls, in order.
    var sequenceNumbers: [Int] {
        storage.withLock { $0.sequenceNumbers }
    }

    /// Marks the calls numbered `sequenceNumbers` as matched by a passing verification.
    @usableFromInline
    func markVerified(_ sequenceNumbers: [Int]) {
        guard !sequenceNumbers.isEmpty else { return }
        storage.withLock { $0.verified.formUnion(sequenceNumbers) }
    }

    /// Marks the calls numbered `sequenceNumbers` as listed by a failed verification.
    func markReported(_ sequenceNumbers: [Int]) {
        guard !sequenceNumbers.isEmpty else { return }
        storage.withLock { $0.reported.formUnion(sequenceNumbers) }
    }

    /// Marks every recorded call as listed by a failed verification.
    func markAllReported() {
        storage.withLock { $0.reported.formUnion($0.outcomes.map(\.sequenceNumber)) }
    }

    /// Every recorded call, oldest first, each with whether a passing verification matched it and
    /// whether a failed one listed it.
    var callsWithVerification: [(entry: Entry, isVerified: Bool, wasReported: Bool)] {
        let (contexts, outcomes, verified, reported) = storage.withLock {
            ($0.contexts, $0.outcomes, $0.verified, $0.reported)
        }
        return UsageState.entries(contexts, outcomes).map {
            ($0, verified.contains($0.sequenceNumber), reported.contains($0.sequenceNumber))
        }
    }
}
