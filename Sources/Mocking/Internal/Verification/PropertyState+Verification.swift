extension PropertyState {
    /// Checks that `count`, the number of gets or sets that matched `expectation`, satisfies
    /// `expected`, and records an issue at `location`, with every access, if not.
    func verify(
        _ expected: CallCount, _ access: FailureMessage.Access, counted count: Int,
        expectation: Expectation = .anyCall, at location: SourceLocation
    ) -> Bool {
        if expected.contains(count) && expected.isValid { return true }
        let name = MockName(declaredAt: declaration)
        guard expected.isValid else {
            reportIssue(FailureMessage.invalidCount(expected, of: name, access), at: location)
            return false
        }
        let accesses = accesses()
        let tests = [CallingTests.Caller](
            merging: [getter.usage.callingTests, setter.usage.callingTests])
        let message = FailureMessage.wrongCount(
            of: name, access, expected: expected, expectation: expectation, count: count,
            sharedByTests: FailureMessage.sharedByTests(
                tests.sharing(amongCallsNumbered: accesses.map(\.sequenceNumber)), of: name),
            history: CallListing(
                noun: "accesses", name: "\(name)", count: accesses.count, keeping: nil
            ) { accesses[$0].describe() })
        reportIssue(message, at: location)
        return false
    }

    /// Every get and set, oldest first, with what describes it when a message shows it:
    /// `get → false`, `set true`.
    private func accesses() -> [(sequenceNumber: Int, describe: () -> String)] {
        let gets: [(Int, () -> String)] = getter.usage.recordedCalls.map { entry in
            (entry.sequenceNumber, { "get" + (entry.value.map { " → \(describe($0))" } ?? "") })
        }
        let sets: [(Int, () -> String)] = setter.usage.recordedCalls.map { entry in
            (entry.sequenceNumber, { "set \(describe(entry.context))" })
        }
        return (gets + sets).sorted { $0.0 < $1.0 }
    }
}
