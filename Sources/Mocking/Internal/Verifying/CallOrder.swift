/// The order engine behind `verifyCallOrder(_:allowingOtherCalls:fileID:filePath:line:column:)`
/// and `wasCalled(before:)`: each mock named is a step, and each step takes a call after the one
/// the step before took.
///
/// Allowing other calls, each step takes the earliest call to its mock after the previous step's.
/// Without, the steps start at the first call to the first mock, and each takes the next call to
/// any of the mocks named, which must be a call to its own: `a, a, b` breaks the order `(a, b)`,
/// `a, b, a` keeps it, and calls to mocks not named do not count.
enum CallOrder {
    /// How the calls to the mocks of an order verification answered its steps.
    enum Outcome: Equatable {
        /// Every step took a call: these, by sequence number, one per step.
        case matched([Int])
        /// A step found no call, or another mock's.
        case failed(Failure)
    }

    /// Why a step of an order verification took no call.
    enum Failure: Equatable {
        /// Step `step` found no call after those of the steps before, `matched`.
        case unmatched(step: Int, matched: [Int])
        /// Step `step` found the next call, numbered `sequenceNumber`, to be a call to the mock of
        /// step `mock` rather than its own, after the calls of the steps before, `matched`.
        case intruded(step: Int, matched: [Int], sequenceNumber: Int, mock: Int)
    }

    /// Checks that `mocks` were called in the order given, with other calls to them between
    /// the steps unless `allowingOtherCalls` is false, and records an issue at `location` if not;
    /// when they were, marks the calls the steps took as verified.
    static func verify(
        _ mocks: [any Mockable], allowingOtherCalls: Bool, at location: SourceLocation
    ) -> Bool {
        let calls = mocks.map { sequenceNumbers(of: $0) }
        let outcome =
            allowingOtherCalls
            ? outcome(of: calls)
            : strictOutcome(of: calls, identities: mocks.map { identity(of: $0) })
        switch outcome {
        case .matched(let matched):
            for (mock, sequenceNumber) in zip(mocks, matched) {
                markVerified(sequenceNumber, of: mock)
            }
            return true
        case .failed(let failure):
            // Only a failure needs names and descriptions, which read source files and every call.
            let message = FailureMessage.wrongOrder(
                of: mocks.map { CallSummary($0) }, failure, allowingOtherCalls: allowingOtherCalls)
            reportIssue(message, at: location)
            for (mock, sequenceNumbers) in zip(mocks, calls) {
                markReported(sequenceNumbers, of: mock)
            }
            return false
        }
    }

    /// Whether a call to `first` started before a later call to `second`.
    static func isCalled(_ first: some Mockable, before second: some Mockable) -> Bool {
        outcome(of: [first.usage.sequenceNumbers, second.usage.sequenceNumbers]).isMatched
    }

    /// The sequence numbers of the calls to `mock`, in order.
    private static func sequenceNumbers(of mock: some Mockable) -> [Int] {
        mock.usage.sequenceNumbers
    }

    /// Tells mocks apart: the same mock named twice has one identity.
    private static func identity(of mock: some Mockable) -> ObjectIdentifier {
        ObjectIdentifier(mock.usage)
    }

    private static func markVerified(_ sequenceNumber: Int, of mock: some Mockable) {
        mock.usage.markVerified([sequenceNumber])
    }

    /// Marks the calls numbered `sequenceNumbers` of `mock`, which a failed order verification
    /// listed, as reported.
    private static func markReported(_ sequenceNumbers: [Int], of mock: some Mockable) {
        mock.usage.markReported(sequenceNumbers)
    }

    /// How `calls`, the sequence numbers of each step's mock's calls, answer the steps when
    /// other calls may come between them: each step takes the earliest call after the last.
    static func outcome(of calls: [[Int]]) -> Outcome {
        var matched: [Int] = []
        for (step, sequenceNumbers) in calls.enumerated() {
            guard let next = sequenceNumbers.first(where: { $0 > (matched.last ?? .min) }) else {
                return .failed(.unmatched(step: step, matched: matched))
            }
            matched.append(next)
        }
        return .matched(matched)
    }

    /// How `calls` answer the steps when no other call to the mocks may come between them:
    /// from the first call to the first mock, the calls to all the mocks, `identities` telling
    /// them apart, in the order they started, each answering the next step.
    static func strictOutcome(of calls: [[Int]], identities: [ObjectIdentifier]) -> Outcome {
        var seen = Set<ObjectIdentifier>()
        let timeline = zip(calls, identities).enumerated()
            .filter { seen.insert($0.element.1).inserted }
            .flatMap { step, element in element.0.map { (sequenceNumber: $0, mock: step) } }
            .sorted { $0.sequenceNumber < $1.sequenceNumber }
        guard let first = calls.first?.first,
            let start = timeline.firstIndex(where: { $0.sequenceNumber == first })
        else { return .failed(.unmatched(step: 0, matched: [])) }
        var matched: [Int] = []
        for step in identities.indices {
            guard start + step < timeline.endIndex else {
                return .failed(.unmatched(step: step, matched: matched))
            }
            let call = timeline[start + step]
            guard identities[call.mock] == identities[step] else {
                return .failed(
                    .intruded(
                        step: step, matched: matched, sequenceNumber: call.sequenceNumber,
                        mock: call.mock))
            }
            matched.append(call.sequenceNumber)
        }
        return .matched(matched)
    }
}

extension CallOrder.Outcome {
    /// Whether every step took a call.
    var isMatched: Bool {
        if case .matched = self { true } else { false }
    }
}
