extension _MockState {
    /// How a call of a mock that has a default of its own is answered, as a mock of a class
    /// answers with its superclass's implementation.
    enum DefaultAnswer {
        /// The caller's default answers the call, numbered `sequenceNumber`.
        case live(sequenceNumber: Int)
        /// `loader` answers it: a test's stub, rule or queued answer, or the default loader a test
        /// put in place of the declared one, as `forward(to:)` does.
        case loader(Loader, sequenceNumber: Int)

        var sequenceNumber: Int {
            switch self {
            case .live(let number), .loader(_, let number): number
            }
        }
    }

    /// Decides who answers a call with `context` of a mock whose caller has a default answer of
    /// its own, and draws the call's sequence number.
    ///
    /// Precedence, as for any call: the latest matching rule (whose answer may be the caller's
    /// default, or the forward that replaced it, by `callsRealImplementation()`), then the oldest queued answer, then the current
    /// loader when a test stubbed it or replaced the default loader, else the caller's default.
    /// Rules are tested once, outside the lock, as they are for any call, so a rule may call the
    /// mock. The side effects `perform(_:)` added run first. A strict mock reports a call that
    /// only the caller's default answers.
    func defaultAnswer(to context: Context) -> DefaultAnswer {
        let rules = behavior.withLock { $0.rules.finder }
        rules?.runEffects(context)
        if let rules, let match = rules.match(context) {
            return behavior.withLock { behavior in
                let number = nextSequenceNumber()
                switch match {
                case .loader(let loader):
                    return .loader(loader, sequenceNumber: number)
                // A class's mock that forwards to another instance answers as that instance.
                case .realImplementation where behavior.defaultIsPlanned:
                    return .loader(behavior.defaultLoader, sequenceNumber: number)
                case .realImplementation:
                    return .live(sequenceNumber: number)
                }
            }
        }
        let (answer, isUnstubbed) = behavior.withLock { behavior -> (DefaultAnswer, Bool) in
            let number = nextSequenceNumber()
            if let queued = behavior.dequeue() {
                return (.loader(queued, sequenceNumber: number), false)
            }
            if behavior.isStubbed || behavior.defaultIsPlanned {
                return (.loader(behavior.currentLoader, sequenceNumber: number), false)
            }
            return (.live(sequenceNumber: number), behavior.isStrict)
        }
        if isUnstubbed { reportUnstubbedCall(with: context) }
        return answer
    }
}
