extension UnimplementedMockError {
    /// The error of a call with `context` to the unimplemented mock declared at `declaration`.
    static func callWith<Context>(
        _ context: Context, toMockDeclaredAt declaration: SourceLocation
    ) -> UnimplementedMockError {
        let name = MockName(declaredAt: declaration)
        let call = describeCall(to: name.callee, with: context)
        return UnimplementedMockError(
            mockName: "\(name)", call: call,
            description: FailureMessage.unimplemented(call, of: name), declaration: declaration)
    }

    /// Records the error's description as an issue at the mock's declaration, then stops the
    /// process: a non-throwing mock without an answer has no value to return.
    func recordAndStopProcess() -> Never {
        reportIssue(description, at: declaration)
        fatalError(description)
    }
}
