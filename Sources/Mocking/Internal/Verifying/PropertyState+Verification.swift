extension PropertyState {
    /// Checks that `expected` gets or sets, the calls of `mock` (the getter or the setter) whose
    /// context `isCounted` accepts, were recorded, and records an issue at `location`, with every
    /// access, if not; when they were, marks them as verified.
    func verify<Context, Result>(
        _ expected: CallCount, _ access: FailureMessage.Access, of mock: Mock<Context, Result>,
        where isCounted: (Context) -> Bool = { _ in true }, expectation: Expectation = .anyCall,
        at location: SourceLocation
    ) -> Bool {
        let counted = mock.usage.recordedCalls.filter { isCounted($0.context) }
        let verification = CountVerification(
            expected: expected, access: access, expectation: expectation)
        if verification.passes(counted.count) {
            mock.usage.markVerified(counted.map(\.sequenceNumber))
            return true
        }
        let accesses = accesses()
        let listed = verification.reportFailure(
            count: counted.count, declaredAt: declaration, at: location
        ) { _ in
            RecordedCalls(
                noun: "accesses", calls: accesses,
                callingTests: [CallingTests.Caller](
                    merging: [getter.usage.callingTests, setter.usage.callingTests]),
                counted: counted.map(\.sequenceNumber))
        }
        if listed {
            let listedNumbers = Set(accesses.map(\.sequenceNumber))
            getter.usage.markReported(getter.usage.sequenceNumbers.filter(listedNumbers.contains))
            setter.usage.markReported(setter.usage.sequenceNumbers.filter(listedNumbers.contains))
        }
        return false
    }

    /// Every get and set, oldest first, with what describes it when a message shows it:
    /// `get → false`, `set true`.
    func accesses() -> [RecordedCalls.Call] {
        let gets = getter.usage.recordedCalls.map { entry in
            RecordedCalls.Call(sequenceNumber: entry.sequenceNumber) { Self.describeGet(entry) }
        }
        let sets = setter.usage.recordedCalls.map { entry in
            RecordedCalls.Call(sequenceNumber: entry.sequenceNumber) { Self.describeSet(entry) }
        }
        return (gets + sets).sorted { $0.sequenceNumber < $1.sequenceNumber }
    }

    /// `get → false`, or `get` for a get that found no value.
    static func describeGet(_ entry: MockUsage<(), Value>.Entry) -> String {
        "get" + (entry.value.map { " → \(describe($0))" } ?? "")
    }

    /// `set true`.
    static func describeSet(_ entry: MockUsage<Value, Void>.Entry) -> String {
        "set \(describe(entry.context))"
    }
}
