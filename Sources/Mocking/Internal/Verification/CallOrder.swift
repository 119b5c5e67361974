/// The order engine behind `verifyCallOrder(_:fileID:filePath:line:column:)` and
/// `wasCalled(before:)`: each mock named is a step, and each step takes the earliest call after
/// the one the step before took.
enum CallOrder {
    /// Checks that `mocks` were called in the order given, and records an issue at `location`
    /// if not.
    static func verify(_ mocks: [any Mockable], at location: SourceLocation) -> Bool {
        let calls = mocks.map { sequenceNumbers(of: $0) }
        guard let failedStep = unmatchedStep(in: calls) else { return true }
        // Only a failure needs names and descriptions, which read source files and every call.
        let message = FailureMessage.wrongOrder(
            of: mocks.map { CallSummary($0) }, failedStep: failedStep,
            matchedCalls: matchedCalls(in: calls, steps: failedStep))
        reportIssue(message, at: location)
        return false
    }

    /// Whether a call to `first` started before a later call to `second`.
    static func isCalled(_ first: some Mockable, before second: some Mockable) -> Bool {
        unmatchedStep(in: [first.usage.sequenceNumbers, second.usage.sequenceNumbers]) == nil
    }

    /// The sequence numbers of the calls to `mock`, in order.
    private static func sequenceNumbers(of mock: some Mockable) -> [Int] {
        mock.usage.sequenceNumbers
    }

    /// The first step of `calls`, the sequence numbers of each mock's calls, that no call
    /// answers; `nil` if every step found a call.
    private static func unmatchedStep(in calls: [[Int]]) -> Int? {
        var last = Int.min
        for (step, sequenceNumbers) in calls.enumerated() {
            guard let next = sequenceNumbers.first(where: { $0 > last }) else { return step }
            last = next
        }
        return nil
    }

    /// The sequence numbers of the calls the first `steps` steps took.
    private static func matchedCalls(in calls: [[Int]], steps: Int) -> [Int] {
        var matched: [Int] = []
        var last = Int.min
        for sequenceNumbers in calls.prefix(steps) {
            guard let next = sequenceNumbers.first(where: { $0 > last }) else { break }
            matched.append(next)
            last = next
        }
        return matched
    }
}

/// The name and calls of one mock, for the message of a failed order verification.
struct CallSummary {
    let name: String
    /// Tells mocks apart: the same mock named twice has one identity.
    let identity: ObjectIdentifier
    /// Each call, as code, with its sequence number.
    let calls: [(sequenceNumber: Int, description: String)]

    init(_ mock: some Mockable) {
        let name = mockName(declaredAt: mock.usage.declaration)
        self.name = name
        identity = ObjectIdentifier(mock.usage)
        calls = mock.usage.recordedCalls.map { entry in
            (entry.sequenceNumber, describeCall(to: name, with: entry.context))
        }
    }
}
