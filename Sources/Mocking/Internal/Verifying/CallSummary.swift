/// The name, calls and calling tests of one mock, for the message of a failed order
/// verification.
struct CallSummary {
    let name: MockName
    /// Tells mocks apart: the same mock named twice has one identity.
    let identity: ObjectIdentifier
    /// Each call's context, with its sequence number.
    let calls: [(sequenceNumber: Int, context: Any)]
    /// The tests that made the calls.
    let callingTests: [CallingTests.Caller]

    init(_ mock: some Mockable) {
        name = MockName(declaredAt: mock.usage.declaration)
        identity = ObjectIdentifier(mock.usage)
        calls = mock.usage.recordedCalls.map { ($0.sequenceNumber, $0.context) }
        callingTests = mock.usage.callingTests
    }
}
