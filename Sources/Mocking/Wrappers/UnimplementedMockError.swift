/// The error a throwing mock declared ``MockDefault/unimplemented`` throws when no test stubbed it.
public struct UnimplementedMockError: Error, CustomStringConvertible {
    /// The name of the mock, such as `chargeMock`.
    public let mockName: String
    /// The call that nothing answered, written as code, such as `chargeMock(3)`.
    public let call: String

    /// Why the call failed, and how to stub the mock.
    public var description: String {
        "Expected \(mockName) to be stubbed before it is called, as it has no default answer, but "
            + "\(call) was not. Stub it with returns(_:), when(_:) or an assigned closure."
    }

    /// Records a test issue for a call with `context` to the unimplemented mock declared at
    /// `declaration`, and returns the error that describes it.
    static func record<Context>(
        callWith context: Context, toMockDeclaredAt declaration: SourceLocation
    ) -> UnimplementedMockError {
        let name = Mocking.mockName(declaredAt: declaration)
        let error = UnimplementedMockError(
            mockName: name, call: describeCall(to: name, with: context))
        reportIssue(error.description, at: declaration)
        return error
    }

    /// Stops the process with the error's description, after its issue was recorded: a
    /// non-throwing mock without an answer has no value to return.
    func stopProcess() -> Never {
        fatalError(description)
    }
}
