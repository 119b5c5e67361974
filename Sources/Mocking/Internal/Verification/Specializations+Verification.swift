extension Specializations {
    /// Checks that `expected` calls reached all the specializations together, and records an
    /// issue at `location` if not.
    func verifyCalled(_ expected: CallCount, at location: SourceLocation) -> Bool {
        guard expected.isValid else {
            let name = MockName(declaredAt: declaration)
            reportIssue(FailureMessage.invalidCount(expected, of: name, .call), at: location)
            return false
        }
        let mocks = all
        let count = mocks.reduce(0) { $0 + Self.callCount(of: $1) }
        guard !expected.contains(count) else { return true }
        let name = MockName(declaredAt: declaration)
        let calls = mocks.flatMap { Self.describeCalls(of: $0, named: name) }
            .sorted { $0.sequenceNumber < $1.sequenceNumber }
        let tests = [CallingTests.Caller](merging: mocks.map { Self.callingTests(of: $0) })
        let message = FailureMessage.wrongCount(
            of: name, .call, expected: expected, count: count,
            sharedByTests: FailureMessage.sharedByTests(
                tests.sharing(amongCallsNumbered: calls.map(\.sequenceNumber)), of: name),
            history: CallListing(noun: "calls", name: "\(name)", count: calls.count, keeping: nil) {
                calls[$0].describe()
            })
        reportIssue(message, at: location)
        return false
    }

    private static func callCount(of mock: some StubbableMock) -> Int {
        mock.callCount
    }

    private static func callingTests(of mock: some StubbableMock) -> [CallingTests.Caller] {
        mock.usage.callingTests
    }

    /// Each call to `mock`, with what describes it as code with the specialization's signature,
    /// such as `loadMock("ann") as (String) throws -> User`, when a message shows it.
    private static func describeCalls(
        of mock: some StubbableMock, named name: MockName
    ) -> [(sequenceNumber: Int, describe: () -> String)] {
        let signature = signature(of: mock)
        return mock.usage.recordedCalls.map { entry in
            (
                entry.sequenceNumber,
                { "\(describeCall(to: name.callee, with: entry.context)) as \(signature)" }
            )
        }
    }
}
