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
        var bodyThrew = false
        do {
            return try answer { argument in
                do {
                    return try body(argument)
                } catch {
                    bodyThrew = true
                    throw error
                }
            }
        } catch let error as Failure where bodyThrew {
            throw error
        } catch {
            return ownError(error, of: Answer.self, inCallWith: context)
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
        var bodyThrew = false
        do {
            return try answer {
                do {
                    return try body()
                } catch {
                    bodyThrew = true
                    throw error
                }
            }
        } catch let error as Failure where bodyThrew {
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
        let call = describeCall(to: mockName(declaredAt: declaration), with: context)
        let message = FailureMessage.rethrowingAnswerThrew(call, error: error)
        reportIssue(message, at: declaration)
        guard let neutral = neutralValue(of: Answer.self) else { fatalError(message) }
        return neutral
    }
}
