/// The error a throwing mock declared ``MockDefault/unimplemented`` throws when no test stubbed it.
public struct UnimplementedMockError: Error, CustomStringConvertible {
    /// The name of the mock, such as `chargeMock`.
    public let mockName: String
    /// The call that nothing answered, written as code, such as `chargeMock(3)`.
    public let call: String

    /// Why the call failed, and how to stub the mock.
    public var description: String {
        FailureMessage.unimplemented(call, of: mockName)
    }
}
