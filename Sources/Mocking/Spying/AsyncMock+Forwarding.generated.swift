// Generated from Scripts/Templates/LoaderWrapper+Forwarding.swift.template by
// Scripts/generate-loader-wrappers.py; edit the template, not this file.

extension AsyncMock {
    /// Makes `live`, usually a member of a real instance, the default loader: the mock answers as
    /// the real instance does until a test stubs it, and records every call. The mock is a spy.
    ///
    /// ```swift
    /// $forecastMock.forward { city in await live.forecast(for: city) }
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
            await ForwardingLoop.guarding(
                id, declaredAt: declaration, fallback: { await declared(context) },
                forward: { await live(context) })
        }
    }

    /// Answers a call with `context` as the test's stub, rule or queued answer says, or else
    /// with `default`, and records it: the call of a mock of a class, whose default is the
    /// superclass's implementation.
    ///
    /// ```swift
    /// override func forecast(for city: String) async -> Forecast {
    ///     await $forecastMock(city, default: await super.forecast(for: city))
    /// }
    /// ```
    ///
    /// ``Mockable/resetLoader()`` returns the mock to `default`.
    /// - Parameters:
    ///   - context: What the call receives.
    ///   - live: The answer when no stub applies, evaluated only then.
    ///   - isolation: The caller's actor, on which `default` runs, as the stubs do: a class
    ///     isolated to the main actor calls its superclass there.
    /// - Returns: The stub's answer, or `default`.
    public func callAsFunction(
        _ context: Context, default live: @autoclosure () async -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Value {
        let state = _state
        let answer = state.defaultAnswer(to: context)
        let value: Value
        switch answer {
        case .live: value = await live()
        case .loader(let loader, _): value = await loader(context)
        }
        state.usage.record(context, .success(value), sequenceNumber: answer.sequenceNumber)
        return value
    }
}
