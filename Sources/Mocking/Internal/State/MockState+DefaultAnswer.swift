extension _MockState {
    /// Draws the sequence number of a call that no stub, matching rule or queued answer answers,
    /// for a caller that answers it with a default of its own, as a mock of a class answers with
    /// its superclass's implementation; `nil` when a test's stub answers it, or the default
    /// loader a test put in place of the declared one, as `forward(to:)` does.
    ///
    /// Rules are tested outside the lock, as they are for any call, so a rule may call the mock.
    /// A strict mock reports the call, as it would one its default loader answers.
    func sequenceNumberOfDefaultAnswer(to context: Context) -> Int? {
        let (isAnswered, rules, isStrict) = behavior.withLock {
            (
                $0.isStubbed || !$0.queuedAnswers.isEmpty || $0.defaultIsPlanned, $0.rules.finder,
                $0.isStrict
            )
        }
        if isAnswered { return nil }
        if let rules, rules.loader(matching: context) != nil { return nil }
        let number = behavior.withLock { _ in nextSequenceNumber() }
        if isStrict { reportUnstubbedCall(with: context) }
        return number
    }
}
