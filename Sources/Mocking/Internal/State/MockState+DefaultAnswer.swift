extension _MockState {
    /// Draws the sequence number of a call that no stub, rule or queued answer answers, for a
    /// caller that answers it with a default of its own, as a mock of a class answers with its
    /// superclass's implementation; `nil` when a test's stub answers it.
    ///
    /// A strict mock reports the call, as it would one its default loader answers.
    func sequenceNumberOfDefaultAnswer(to context: Context) -> Int? {
        let number = behavior.withLock { behavior -> Int? in
            guard !behavior.isStubbed, !behavior.hasOverrides else { return nil }
            return nextSequenceNumber()
        }
        if number != nil, isStrict { reportUnstubbedCall(with: context) }
        return number
    }
}
