/// A count verification of any kind of wrapper: how many matching calls it expects, and the one
/// failure it records when they are not that many.
///
/// Each kind of wrapper counts its own calls, gets or sets (a mock those a matcher accepts, a
/// property its gets or sets, a generic mock the calls of every specialization), asks
/// ``passes(_:)``, and on failure hands its calls over as ``RecordedCalls``.
/// ``reportFailure(count:declaredAt:at:calls:)`` does the rest, for every kind alike: the
/// validity of the count, the mock's name, the note of tests that share it, the closest call, the
/// list of calls, the message and the report. A new kind of wrapper writes only how it lists its
/// calls.
struct CountVerification {
    /// How many matching calls, gets or sets are expected.
    let expected: CallCount
    /// What is counted.
    let access: FailureMessage.Access
    /// What the counted calls had to match.
    var expectation: Expectation = .anyCall
    /// How long the verification waited, if it did.
    var timeout: Duration?

    /// Whether `count` matching calls satisfy the expectation; an invalid count, such as
    /// `.exactly(-1)`, never does.
    func passes(_ count: Int) -> Bool {
        expected.isValid && expected.contains(count)
    }

    /// Records the issue of a verification of the mock declared at `declaration` that found
    /// `count` matching calls, at `location`: the count is invalid, or `count` does not satisfy
    /// it.
    ///
    /// A count with an upper bound that the calls exceeded marks, in the list, the counted calls
    /// after as many as it allows: those that broke it.
    /// - Parameter calls: Lists the calls, gets or sets for the mock's name; called only when
    ///   the count is valid, as an invalid one fails without looking at them.
    /// - Returns: Whether the issue listed the calls, which the caller then marks as reported, so
    ///   that `verifyNoMoreCalls(of:)` does not list them again.
    @discardableResult
    func reportFailure(
        count: Int, declaredAt declaration: SourceLocation?, at location: SourceLocation,
        calls: (MockName) -> RecordedCalls
    ) -> Bool {
        // Only a failure needs the name, which is read from the declaration's source file.
        let name = MockName(declaredAt: declaration)
        guard expected.isValid else {
            reportIssue(FailureMessage.invalidCount(expected, of: name, access), at: location)
            return false
        }
        var recorded = calls(name)
        if let upperBound = expected.upperBound, count > upperBound {
            recorded.offending = Set(recorded.counted.dropFirst(upperBound))
        }
        let message = FailureMessage.wrongCount(
            of: name, access, expected: expected, expectation: expectation, count: count,
            within: timeout, sharedByTests: recorded.sharedByTests(of: name),
            closestCall: recorded.closest?.text, history: recorded.listing(of: name))
        reportIssue(message, at: location)
        return true
    }
}
