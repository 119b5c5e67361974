/// The error a throwing mock declared ``MockDefault/unimplemented`` throws when no test stubbed it.
///
/// Its description is the failure: which mock, which call, and how to stub it. It is not recorded
/// as an issue by the mock, so that one mistake makes one issue: the test records the error when
/// it reaches the test.
public struct UnimplementedMockError: Error, CustomStringConvertible {
    /// The name of the mock, with the type that declares it, such as `MockGateway.chargeMock`.
    public let mockName: String
    /// The call that nothing answered, written as code, such as `chargeMock(3)`.
    public let call: String
    /// Why the call failed, and how to stub the mock.
    public let description: String
    /// Where the mock was declared, where a non-throwing mock records its issue.
    let declaration: SourceLocation
}
