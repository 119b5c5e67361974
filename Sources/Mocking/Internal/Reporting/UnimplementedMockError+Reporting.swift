extension UnimplementedMockError {
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
