extension PropertyState {
    /// Checks that `count`, the number of gets or sets that matched `expectation`, satisfies
    /// `expected`, and records an issue at `location`, with every access, if not.
    func verify(
        _ expected: CallCount, _ access: FailureMessage.Access, counted count: Int,
        expectation: Expectation = .anyCall, at location: SourceLocation
    ) -> Bool {
        if expected.contains(count) && expected.isValid { return true }
        let name = mockName(declaredAt: declaration)
        guard expected.isValid else {
            reportIssue(FailureMessage.invalidCount(expected, of: name, access), at: location)
            return false
        }
        let message = FailureMessage.wrongCount(
            of: name, access, expected: expected, expectation: expectation, count: count,
            history: accesses(named: name))
        reportIssue(message, at: location)
        return false
    }

    /// Every get and set, oldest first: `get → false`, `set true`.
    private func accesses(named name: String) -> CallListing {
        let gets = getter.usage.recordedCalls.map { entry in
            (entry.sequenceNumber, "get" + (entry.value.map { " → \(describe($0))" } ?? ""))
        }
        let sets = setter.usage.recordedCalls.map {
            ($0.sequenceNumber, "set \(describe($0.context))")
        }
        let accesses = (gets + sets).sorted { $0.0 < $1.0 }.map(\.1)
        return CallListing(noun: "accesses", name: name, items: accesses, countsTheRest: true)
    }
}
