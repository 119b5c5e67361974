extension _MockState {
    /// Draws the sequence number of a call that no stub, matching rule or queued answer answers,
    /// for a caller that answers it with a default of its own, as a mock of a class answers with
    /// its superclass's implementation; `nil` when a test's stub answers it.
    ///
    /// Rules are tested outside the lock, as they are for any call, so a rule may call the mock.
    /// A strict mock reports the call, as it would one its default loader answers.
    func sequenceNumberOfDefaultAnswer(to context: Context) -> Int? {
        let (isStubbed, rules, hasQueuedAnswers, isStrict) = behavior.withLock {
            ($0.isStubbed, $0.rules.finder, !$0.queuedAnswers.isEmpty, $0.isStrict)
        }
        if isStubbed || hasQueuedAnswers { return nil }
        if let rules, rules.loader(matching: context) != nil { return nil }
        let number = behavior.withLock { _ in nextSequenceNumber() }
        if isStrict { reportUnstubbedCall(with: context) }
        return number
    }
}
