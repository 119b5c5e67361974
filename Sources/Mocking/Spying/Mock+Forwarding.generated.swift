// Generated from Scripts/Templates/LoaderWrapper+Forwarding.swift.template by
// Scripts/generate-loader-wrappers.py; edit the template, not this file.

extension Mock {
    /// Makes `live`, usually a member of a real instance, the default loader: the mock answers as
    /// the real instance does until a test stubs it, and records every call. The mock is a spy.
    ///
    /// ```swift
    /// $reportMock.forward { context in live.report(context.0, context.1) }
    /// ```
    ///
    /// ``Mockable/resetLoader()`` returns to `live`, and stubbing this mock leaves the other mocks
    /// of the instance forwarding. A forwarding that reaches this mock again, 64 calls deep, is a
    /// loop: it records a test issue naming the mock, and the innermost call is answered by the
    /// loader the mock was declared with.
    /// - Parameter live: The loader that answers as the real instance does.
    public func forward(to live: @escaping Loader) {
        let declared = defaultValueLoader
        let id = ObjectIdentifier(self)
        let declaration = _state.declaration
        defaultValueLoader = { context in
            ForwardingLoop.guarding(
                id, declaredAt: declaration, fallback: { declared(context) },
                forward: { live(context) })
        }
    }

    /// Answers a call with `context` as the test's stub, rule or queued answer says, or else
    /// with `default`, and records it: the call of a mock of a class, whose default is the
    /// superclass's implementation.
    ///
    /// ```swift
    /// override func report(_ city: String, _ celsius: Double) -> Bool {
    ///     $reportMock((city, celsius), default: super.report(city, celsius))
    /// }
    /// ```
    ///
    /// ``Mockable/resetLoader()`` returns the mock to `default`.
    /// - Parameters:
    ///   - context: What the call receives.
    ///   - live: The answer when no stub applies, evaluated only then.
    /// - Returns: The stub's answer, or `default`.
    public func callAsFunction(
        _ context: Context, default live: @autoclosure () -> Value
    ) -> Value {
        let state = _state
        let answer = state.defaultAnswer(to: context)
        let value: Value
        switch answer {
        case .live: value = live()
        case .loader(let loader, _): value = loader(context)
        }
        state.usage.record(context, .success(value), sequenceNumber: answer.sequenceNumber)
        return value
    }
}
