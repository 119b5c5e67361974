/// The mutable part of a ``MockUsage``.
///
/// The contexts of the calls are kept apart from their results and sequence numbers, so that
/// matching, which reads only the contexts, reads no more memory than a loop over the contexts.
@usableFromInline
struct UsageState<Context, Value> {
    /// What a call answered, and when it started.
    @usableFromInline
    struct Outcome {
        @usableFromInline let result: Result<Value, any Error>
        @usableFromInline let sequenceNumber: Int

        @inlinable
        init(_ result: Result<Value, any Error>, _ sequenceNumber: Int) {
            self.result = result
            self.sequenceNumber = sequenceNumber
        }
    }

    @usableFromInline var contexts: [Context] = []
    @usableFromInline var outcomes: [Outcome] = []
    @usableFromInline var waiters: [CallWaiter<Context, Value>] = []
    /// The tests that made the calls, for the note of a failed verification.
    @usableFromInline var callingTests = CallingTests()
    /// The sequence numbers of the calls that a passing verification matched, which
    /// `verifyNoMoreCalls(of:)` leaves out. Kept apart from the calls, so that recording one
    /// writes nothing here.
    var verified: Set<Int> = []
    /// The sequence numbers of the calls that a failed verification listed, which
    /// `verifyNoMoreCalls(of:)` and `verifyNoCalls(of:)` leave out, so that one mistake records
    /// one issue.
    var reported: Set<Int> = []

    @usableFromInline
    init() {}

    /// The sequence numbers of the calls, in order.
    var sequenceNumbers: [Int] { outcomes.map(\.sequenceNumber) }

    /// The entries of the calls that `contexts` and `outcomes` hold.
    static func entries(
        _ contexts: [Context], _ outcomes: [Outcome]
    ) -> [MockUsage<Context, Value>.Entry] {
        zip(contexts, outcomes).map { context, outcome in
            MockUsage.Entry(
                context: context, result: outcome.result, sequenceNumber: outcome.sequenceNumber)
        }
    }

    /// Appends a call, keeping calls sorted by sequence number when they overlap.
    @inlinable
    mutating func append(
        _ context: Context, _ result: __owned Result<Value, any Error>, _ sequenceNumber: Int
    ) {
        guard let last = outcomes.last, last.sequenceNumber > sequenceNumber else {
            appendInOrder(context, result, sequenceNumber)
            return
        }
        insertOutOfOrder(context, Outcome(result, sequenceNumber))
    }

    /// Appends a call that no recorded call started after: one whose sequence number was drawn
    /// while holding the lock of this history, as every recorded number was before it.
    ///
    /// The result is consumed, so that it is moved into the history rather than copied.
    @inlinable @inline(__always)
    mutating func appendInOrder(
        _ context: Context, _ result: __owned Result<Value, any Error>, _ sequenceNumber: Int
    ) {
        callingTests.note(sequenceNumber)
        contexts.append(context)
        outcomes.append(Outcome(result, sequenceNumber))
    }

    /// Inserts a call that finished after a call which started later.
    @usableFromInline
    mutating func insertOutOfOrder(_ context: Context, _ outcome: Outcome) {
        callingTests.note(outcome.sequenceNumber)
        var index = outcomes.endIndex
        while index > outcomes.startIndex,
            outcomes[index - 1].sequenceNumber > outcome.sequenceNumber
        {
            index -= 1
        }
        contexts.insert(context, at: index)
        outcomes.insert(outcome, at: index)
    }

    /// Removes every call.
    @usableFromInline
    mutating func removeAll() {
        contexts.removeAll()
        outcomes.removeAll()
        callingTests = CallingTests()
        verified.removeAll()
        reported.removeAll()
    }
}
