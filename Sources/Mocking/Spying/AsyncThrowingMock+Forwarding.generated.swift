// Generated from Scripts/Templates/LoaderWrapper+Forwarding.swift.template by
// Scripts/generate-loader-wrappers.py; edit the template, not this file.

extension AsyncThrowingMock {
    /// Makes `live`, usually a member of a real instance, the default loader: the mock answers as
    /// the real instance does until a test stubs it, and records every call. The mock is a spy.
    ///
    /// ```swift
    /// $temperatureMock.forward { city in try await live.temperature(in: city) }
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
            try await ForwardingLoop.guarding(
                id, declaredAt: declaration, fallback: { try await declared(context) },
                forward: { try await live(context) })
        }
    }

    /// Answers a call with `context` as the test's stub, rule or queued answer says, or else
    /// with `default`, and records it: the call of a mock of a class, whose default is the
    /// superclass's implementation.
    ///
    /// ```swift
    /// override func temperature(in city: String) async throws -> Double {
    ///     try await $temperatureMock(city, default: try await super.temperature(in: city))
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
    /// - Throws: The error the stub or `default` throws, after recording it.
    public func callAsFunction(
        _ context: Context, default live: @autoclosure () async throws -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let state = _state
        let answer = state.defaultAnswer(to: context)
        do {
            let value: Value
            switch answer {
            case .live: value = try await live()
            case .loader(let loader, _): value = try await loader(context)
            }
            state.usage.record(context, .success(value), sequenceNumber: answer.sequenceNumber)
            return value
        } catch {
            state.usage.record(context, .failure(error), sequenceNumber: answer.sequenceNumber)
            throw error
        }
    }
}
