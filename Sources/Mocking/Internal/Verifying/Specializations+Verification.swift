extension Specializations {
    /// Checks that `expected` calls reached all the specializations together, and records an
    /// issue at `location` if not; when they did, marks them as verified.
    func verifyCalled(_ expected: CallCount, at location: SourceLocation) -> Bool {
        let verification = CountVerification(expected: expected, access: .call)
        let mocks = all
        let calls = mocks.map { Self.sequenceNumbers(of: $0) }
        let count = calls.reduce(0) { $0 + $1.count }
        if verification.passes(count) {
            for (mock, sequenceNumbers) in zip(mocks, calls) {
                Self.markVerified(sequenceNumbers, of: mock)
            }
            return true
        }
        let listed = verification.reportFailure(
            count: count, declaredAt: declaration, at: location
        ) { name in
            RecordedCalls(
                noun: "calls",
                calls: mocks.flatMap { Self.describeCalls(of: $0, named: name) }
                    .sorted { $0.sequenceNumber < $1.sequenceNumber },
                callingTests: [CallingTests.Caller](
                    merging: mocks.map { Self.callingTests(of: $0) }),
                counted: calls.flatMap { $0 }.sorted())
        }
        if listed {
            for (mock, sequenceNumbers) in zip(mocks, calls) {
                Self.markReported(sequenceNumbers, of: mock)
            }
        }
        return false
    }

    private static func markReported(_ sequenceNumbers: [Int], of mock: some StubbableMock) {
        mock.usage.markReported(sequenceNumbers)
    }

    private static func sequenceNumbers(of mock: some StubbableMock) -> [Int] {
        mock.usage.sequenceNumbers
    }

    private static func markVerified(_ sequenceNumbers: [Int], of mock: some StubbableMock) {
        mock.usage.markVerified(sequenceNumbers)
    }

    private static func callingTests(of mock: some StubbableMock) -> [CallingTests.Caller] {
        mock.usage.callingTests
    }

    /// Each call to `mock`, with what describes it as code with the specialization's signature,
    /// such as `loadMock("ann") as (String) throws -> User`, when a message shows it.
    static func describeCalls(
        of mock: some StubbableMock, named name: MockName
    ) -> [RecordedCalls.Call] {
        describeCalls(of: mock, calledBy: name.callee)
    }

    /// Each call to `mock`, written as a call of `callee` with the specialization's signature.
    static func describeCalls(
        of mock: some StubbableMock, calledBy callee: String
    ) -> [RecordedCalls.Call] {
        let signature = signature(of: mock)
        return mock.usage.recordedCalls.map { entry in
            RecordedCalls.Call(sequenceNumber: entry.sequenceNumber) {
                "\(describeCall(to: callee, with: entry.context)) as \(signature)"
            }
        }
    }
}
