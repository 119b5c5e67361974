extension Specializations {
    /// Checks that `expected` calls reached all the specializations together, and records an
    /// issue at `location` if not.
    func verifyCalled(_ expected: CallCount, at location: SourceLocation) -> Bool {
        guard expected.isValid else {
            let name = mockName(declaredAt: declaration)
            reportIssue(FailureMessage.invalidCount(expected, of: name, .call), at: location)
            return false
        }
        let mocks = all
        let count = mocks.reduce(0) { $0 + Self.callCount(of: $1) }
        guard !expected.contains(count) else { return true }
        let name = mockName(declaredAt: declaration)
        let calls = mocks.flatMap { Self.describeCalls(of: $0, named: name) }
            .sorted { $0.sequenceNumber < $1.sequenceNumber }
        // The list of a generic mock's calls is cut without a count of the rest.
        let history = CallListing(
            noun: "calls", name: name, items: calls.map(\.description), countsTheRest: false)
        let message = FailureMessage.wrongCount(
            of: name, .call, expected: expected, count: count, history: history)
        reportIssue(message, at: location)
        return false
    }

    private static func callCount(of mock: some StubbableMock) -> Int {
        mock.callCount
    }

    /// Each call to `mock`, as code with the specialization's signature, such as
    /// `loadMock("ann") as (String) throws -> User`.
    private static func describeCalls(
        of mock: some StubbableMock, named name: String
    ) -> [(sequenceNumber: Int, description: String)] {
        let signature = signature(of: mock)
        return mock.usage.recordedCalls.map { entry in
            (entry.sequenceNumber, "\(describeCall(to: name, with: entry.context)) as \(signature)")
        }
    }
}
