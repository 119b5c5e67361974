extension Mock {
    /// Answers a call to a `rethrows` member: runs the closure the mock answers with `body`, and
    /// throws only what `body` throws.
    ///
    /// A member that takes a non-escaping closure forwards to a mock that answers a function of
    /// that closure, so the closure can never escape. For a `rethrows` member the call goes
    /// through the projection:
    ///
    /// ```swift
    /// func each(_ values: [Int], _ body: (Int) throws -> Void) rethrows {
    ///     try $eachMock(values, passing: body)
    /// }
    /// @Mock(returning: { _ in }) var eachMock: ([Int]) -> ((Int) throws -> Void) throws -> Void
    /// ```
    ///
    /// An answer that throws while `body` threw nothing records a test issue, as a `rethrows`
    /// member must not throw then; the call returns a neutral value instead, or stops the process
    /// when its type has none.
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Argument, Result, Answer, Failure: Error>(
        _ context: Context, passing body: (Argument) throws(Failure) -> Result
    ) throws(Failure) -> Answer
    where Value == ((Argument) throws -> Result) throws -> Answer {
        let answer = getValue(context)
        return try rethrowing(context, Failure.self) { threw in
            try answer { argument in
                try threw.watching { () throws(Failure) in try body(argument) }
            }
        }
    }

    /// Answers a call to a `rethrows` member whose closure takes no argument, as the form for a
    /// closure with an argument does.
    ///
    /// ```swift
    /// func perform(_ work: () throws -> Void) rethrows { try $performMock((), passing: work) }
    /// @Mock(returning: { work in try work() }) var performMock: (()) -> (() throws -> Void) throws -> Void
    /// ```
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Result, Answer, Failure: Error>(
        _ context: Context, passing body: () throws(Failure) -> Result
    ) throws(Failure) -> Answer
    where Value == (() throws -> Result) throws -> Answer {
        let answer = getValue(context)
        return try rethrowing(context, Failure.self) { threw in
            try answer { try threw.watching(body) }
        }
    }

    /// Answers a call to a `rethrows` member whose closure escapes (`@escaping`), as the form for
    /// a closure that does not: the answered function takes it escaping, so that a spy can pass
    /// it on to a live member that keeps it.
    ///
    /// ```swift
    /// func map(_ transform: @escaping (Int) throws -> String) rethrows -> String {
    ///     try $mapMock((), passing: transform)
    /// }
    /// @Mock(returning: { _ in "" }) var mapMock: (()) -> (@escaping (Int) throws -> String) throws -> String
    /// ```
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Argument, Result, Answer, Failure: Error>(
        _ context: Context, passing body: @escaping (Argument) throws(Failure) -> Result
    ) throws(Failure) -> Answer
    where Value == (@escaping (Argument) throws -> Result) throws -> Answer {
        let answer = getValue(context)
        return try rethrowing(context, Failure.self) { threw in
            try answer { argument in
                try threw.watching { () throws(Failure) in try body(argument) }
            }
        }
    }

    /// Answers a call to a `rethrows` member whose escaping closure takes no argument, as the
    /// form for a closure with an argument does.
    ///
    /// ```swift
    /// func call(operation: @escaping () throws -> Void) rethrows {
    ///     try $callMock((), passing: operation)
    /// }
    /// @Mock(returning: { operation in try operation() }) var callMock:
    ///     (()) -> (@escaping () throws -> Void) throws -> Void
    /// ```
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Result, Answer, Failure: Error>(
        _ context: Context, passing body: @escaping () throws(Failure) -> Result
    ) throws(Failure) -> Answer
    where Value == (@escaping () throws -> Result) throws -> Answer {
        let answer = getValue(context)
        return try rethrowing(context, Failure.self) { threw in
            try answer { try threw.watching(body) }
        }
    }

    /// Answers a call to an `async rethrows` member: awaits the function the mock answers with
    /// `body`, on the caller's isolation, as `body` runs, and throws only what `body` throws.
    ///
    /// ```swift
    /// func retry(_ attempts: Int, _ body: (Int) async throws -> String) async rethrows -> String {
    ///     try await $retryMock(attempts, passing: body)
    /// }
    /// @Mock(returning: { body in try await body(1) }) var retryMock:
    ///     (Int) -> nonisolated(nonsending) (nonisolated(nonsending) (Int) async throws -> String)
    ///         async throws -> String
    /// ```
    ///
    /// An answer that throws while `body` threw nothing records a test issue, as for a
    /// synchronous `rethrows` member.
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    nonisolated(nonsending) public func callAsFunction<Argument, Result, Answer, Failure: Error>(
        _ context: Context,
        passing body: nonisolated(nonsending) (Argument) async throws(Failure) -> Result
    ) async throws(Failure) -> Answer
    where
        Value
            == nonisolated(nonsending) (nonisolated(nonsending) (Argument) async throws -> Result)
            async throws -> Answer
    {
        let answer = getValue(context)
        return try await rethrowing(context, Failure.self) { threw in
            try await answer { argument in
                try await threw.watching { () async throws(Failure) in try await body(argument) }
            }
        }
    }

    /// Answers a call to an `async rethrows` member whose closure takes no argument, as the form
    /// for a closure with an argument does.
    ///
    /// ```swift
    /// func retry(_ body: () async throws -> Int) async rethrows -> Int {
    ///     try await $retryMock((), passing: body)
    /// }
    /// @Mock(returning: { body in try await body() }) var retryMock:
    ///     (()) -> nonisolated(nonsending) (nonisolated(nonsending) () async throws -> Int)
    ///         async throws -> Int
    /// ```
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    nonisolated(nonsending) public func callAsFunction<Result, Answer, Failure: Error>(
        _ context: Context, passing body: nonisolated(nonsending) () async throws(Failure) -> Result
    ) async throws(Failure) -> Answer
    where
        Value
            == nonisolated(nonsending) (nonisolated(nonsending) () async throws -> Result)
            async throws -> Answer
    {
        let answer = getValue(context)
        return try await rethrowing(context, Failure.self) { threw in
            try await answer { try await threw.watching(body) }
        }
    }

    /// Answers a call to a `rethrows` member of a class's mock: as
    /// ``callAsFunction(_:passing:)-449jg`` does, with `default`, the superclass's member as a
    /// function of the closure, where no stub applies.
    ///
    /// ```swift
    /// override func each(_ body: (Int) throws -> Void) rethrows {
    ///     try $eachMock((), passing: body, default: { body in try super.each(body) })
    /// }
    /// ```
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    ///   - live: The superclass's answer, a function of the closure, evaluated only when no stub
    ///     applies.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Argument, Result, Answer, Failure: Error>(
        _ context: Context, passing body: (Argument) throws(Failure) -> Result,
        default live: @autoclosure () -> Value
    ) throws(Failure) -> Answer
    where Value == ((Argument) throws -> Result) throws -> Answer {
        let answer = self(context, default: live())
        return try rethrowing(context, Failure.self) { threw in
            try answer { argument in
                try threw.watching { () throws(Failure) in try body(argument) }
            }
        }
    }

    /// Answers a call to a `rethrows` member of a class's mock whose closure takes no argument,
    /// as the form for a closure with an argument does.
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    ///   - live: The superclass's answer, a function of the closure, evaluated only when no stub
    ///     applies.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Result, Answer, Failure: Error>(
        _ context: Context, passing body: () throws(Failure) -> Result,
        default live: @autoclosure () -> Value
    ) throws(Failure) -> Answer
    where Value == (() throws -> Result) throws -> Answer {
        let answer = self(context, default: live())
        return try rethrowing(context, Failure.self) { threw in
            try answer { try threw.watching(body) }
        }
    }

    /// Answers a call to a `rethrows` member of a class's mock whose closure escapes, as the form
    /// for a closure that does not.
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    ///   - live: The superclass's answer, a function of the closure, evaluated only when no stub
    ///     applies.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Argument, Result, Answer, Failure: Error>(
        _ context: Context, passing body: @escaping (Argument) throws(Failure) -> Result,
        default live: @autoclosure () -> Value
    ) throws(Failure) -> Answer
    where Value == (@escaping (Argument) throws -> Result) throws -> Answer {
        let answer = self(context, default: live())
        return try rethrowing(context, Failure.self) { threw in
            try answer { argument in
                try threw.watching { () throws(Failure) in try body(argument) }
            }
        }
    }

    /// Answers a call to a `rethrows` member of a class's mock whose escaping closure takes no
    /// argument, as the form for a closure with an argument does.
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    ///   - live: The superclass's answer, a function of the closure, evaluated only when no stub
    ///     applies.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    public func callAsFunction<Result, Answer, Failure: Error>(
        _ context: Context, passing body: @escaping () throws(Failure) -> Result,
        default live: @autoclosure () -> Value
    ) throws(Failure) -> Answer
    where Value == (@escaping () throws -> Result) throws -> Answer {
        let answer = self(context, default: live())
        return try rethrowing(context, Failure.self) { threw in
            try answer { try threw.watching(body) }
        }
    }

    /// Answers a call to an `async rethrows` member of a class's mock: as the form without
    /// `default` does, with `default`, the superclass's member as a function of the closure,
    /// where no stub applies.
    ///
    /// ```swift
    /// override func retry(_ body: (Int) async throws -> String) async rethrows -> String {
    ///     try await $retryMock((), passing: body, default: { body in try await super.retry(body) })
    /// }
    /// ```
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    ///   - live: The superclass's answer, a function of the closure, evaluated only when no stub
    ///     applies.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    nonisolated(nonsending) public func callAsFunction<Argument, Result, Answer, Failure: Error>(
        _ context: Context,
        passing body: nonisolated(nonsending) (Argument) async throws(Failure) -> Result,
        default live: @autoclosure () -> Value
    ) async throws(Failure) -> Answer
    where
        Value
            == nonisolated(nonsending) (nonisolated(nonsending) (Argument) async throws -> Result)
            async throws -> Answer
    {
        let answer = self(context, default: live())
        return try await rethrowing(context, Failure.self) { threw in
            try await answer { argument in
                try await threw.watching { () async throws(Failure) in try await body(argument) }
            }
        }
    }

    /// Answers a call to an `async rethrows` member of a class's mock whose closure takes no
    /// argument, as the form for a closure with an argument does.
    /// - Parameters:
    ///   - context: What the call receives, without the closure.
    ///   - body: The closure the member received.
    ///   - live: The superclass's answer, a function of the closure, evaluated only when no stub
    ///     applies.
    /// - Returns: What the answered function returns.
    /// - Throws: What `body` throws.
    nonisolated(nonsending) public func callAsFunction<Result, Answer, Failure: Error>(
        _ context: Context,
        passing body: nonisolated(nonsending) () async throws(Failure) -> Result,
        default live: @autoclosure () -> Value
    ) async throws(Failure) -> Answer
    where
        Value
            == nonisolated(nonsending) (nonisolated(nonsending) () async throws -> Result)
            async throws -> Answer
    {
        let answer = self(context, default: live())
        return try await rethrowing(context, Failure.self) { threw in
            try await answer { try await threw.watching(body) }
        }
    }

    /// Whether the closure a `rethrows` member received threw, while the answer ran.
    private final class BodyThrew {
        var value = false

        /// Runs `body`, noting whether it threw.
        func watching<Result, Failure: Error>(
            _ body: () throws(Failure) -> Result
        ) throws(Failure) -> Result {
            do {
                return try body()
            } catch {
                value = true
                throw error
            }
        }

        /// Awaits `body`, noting whether it threw.
        nonisolated(nonsending) func watching<Result, Failure: Error>(
            _ body: nonisolated(nonsending) () async throws(Failure) -> Result
        ) async throws(Failure) -> Result {
            do {
                return try await body()
            } catch {
                value = true
                throw error
            }
        }
    }

    /// Runs `answer`, the answered function applied to the member's closure: throws what the
    /// closure threw, and records what the answer threw itself (``ownError(_:of:inCallWith:)``).
    private func rethrowing<Answer, Failure: Error>(
        _ context: Context, _: Failure.Type, _ answer: (BodyThrew) throws -> Answer
    ) throws(Failure) -> Answer {
        let threw = BodyThrew()
        do {
            return try answer(threw)
        } catch let error as Failure where threw.value {
            throw error
        } catch {
            return ownError(error, of: Answer.self, inCallWith: context)
        }
    }

    /// Awaits `answer` as ``rethrowing(_:_:_:)`` runs it.
    nonisolated(nonsending) private func rethrowing<Answer, Failure: Error>(
        _ context: Context, _: Failure.Type,
        _ answer: nonisolated(nonsending) (BodyThrew) async throws -> Answer
    ) async throws(Failure) -> Answer {
        let threw = BodyThrew()
        do {
            return try await answer(threw)
        } catch let error as Failure where threw.value {
            throw error
        } catch {
            return ownError(error, of: Answer.self, inCallWith: context)
        }
    }

    /// Records that the answer to a call with `context` threw `error` itself, and returns a
    /// neutral value, or stops the process when `Answer` has none.
    private func ownError<Answer>(
        _ error: any Error, of _: Answer.Type, inCallWith context: Context
    ) -> Answer {
        let declaration = _state.declaration
        let call = describeCall(to: "\(MockName(declaredAt: declaration))", with: context)
        let message = FailureMessage.rethrowingAnswerThrew(call, error: error)
        reportIssue(message, at: declaration)
        guard let neutral = neutralValue(of: Answer.self) else { fatalError(message) }
        return neutral
    }
}
