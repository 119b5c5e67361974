extension [CallingTests.Caller] {
    /// The callers of several states, such as a property's getter and setter, as one list: each
    /// test once, with its earliest first call, in the order of those calls.
    init(merging lists: [[CallingTests.Caller]]) {
        var seen = Set<AnyHashable>()
        self = lists.joined().sorted { $0.firstCall < $1.firstCall }
            .filter { seen.insert($0.identity).inserted }
    }

    /// The tests that share the mock, as ``FailureMessage/sharedByTests(_:of:)`` names them: each
    /// caller with its first call, `call 3`, its position among the calls whose sequence numbers
    /// are `sequenceNumbers` (ascending), and the test running the verification, which reads the
    /// mock too, whether or not it was found among the callers.
    func sharing(amongCallsNumbered sequenceNumbers: [Int]) -> [FailureMessage.SharingTest] {
        sharing { "call \(position(of: $0, in: sequenceNumbers))" }
    }

    /// The tests that share the mock, each caller's first call written by `firstCall` from its
    /// sequence number, and the test running the verification, `verifier`, named `verifierName`.
    func sharing(
        verifiedIn verifier: AnyHashable? = CurrentTest.identity,
        named verifierName: @autoclosure () -> String? = CurrentTest.name,
        firstCall: (Int) -> String
    ) -> [FailureMessage.SharingTest] {
        var tests = map { caller in
            FailureMessage.SharingTest(
                name: caller.name, firstCall: firstCall(caller.firstCall),
                isVerifying: caller.identity == verifier)
        }
        if let verifier, !contains(where: { $0.identity == verifier }) {
            tests.append(
                FailureMessage.SharingTest(name: verifierName(), firstCall: nil, isVerifying: true))
        }
        return tests
    }

    /// The position, from 1, of the first of `sequenceNumbers` (ascending) at or after `number`.
    private func position(of number: Int, in sequenceNumbers: [Int]) -> Int {
        var low = sequenceNumbers.startIndex
        var high = sequenceNumbers.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if sequenceNumbers[middle] >= number { high = middle } else { low = middle + 1 }
        }
        return low + 1
    }
}
