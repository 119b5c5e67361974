extension Mockable {
    /// Records a test issue unless the mock was called `count` times.
    ///
    /// ```swift
    /// $fetchMock.verifyCalled()                 // at least once
    /// $fetchMock.verifyCalled(.exactly(2))
    /// ```
    ///
    /// A failure reads "Expected fetchMock to be called exactly 2 times, but it was called 1
    /// time." and lists every recorded call with its context and result. It is recorded at the
    /// caller, in whichever test framework runs the test; outside a test it is printed.
    /// - Parameters:
    ///   - count: The expected number of calls.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: AnyContextMatcher(),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless `count` calls had a context that satisfies `predicate`.
    ///
    /// ```swift
    /// $fileExistsMock.verifyCalled(.atLeast(2), where: { $0.hasPrefix("/tmp") })
    /// ```
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - predicate: Decides which calls count.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        where predicate: @escaping (Context) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: PredicateMatcher(predicate),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if the mock was called at all.
    /// - Parameters:
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(.never, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a test issue if a call had a context that satisfies `predicate`.
    ///
    /// ```swift
    /// $fileExistsMock.verifyNeverCalled(where: { $0.hasPrefix("/etc") })
    /// ```
    /// - Parameters:
    ///   - predicate: Decides which calls must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        where predicate: @escaping (Context) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(
            .never, where: predicate, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

extension Mockable where Context: Equatable {
    /// Records a test issue unless `count` calls had `context`.
    ///
    /// ```swift
    /// files.$fileExistsMock.verifyCalled(.once, with: "/tmp")
    /// ```
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - context: The expected context.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        with context: Context,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: EqualContextMatcher(context),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if a call had `context`.
    /// - Parameters:
    ///   - context: The context that must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        with context: Context,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            .never, matching: EqualContextMatcher(context),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension MockUsage {
    /// Checks that `expected` calls match `matcher`, and records an issue at `location` if not.
    ///
    /// Inlinable, so that the scan is specialized for the matcher and the context.
    @inlinable
    func verify<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, at location: SourceLocation
    ) -> Bool where Matcher.Context == Context {
        let matching = contexts.count { matcher.matches($0) }
        if expected.contains(matching) && expected.isValid { return true }
        reportFailedVerification(
            expected, matching: matcher, count: matching, in: history, within: nil, at: location)
        return false
    }

    /// Waits up to `timeout` for `expected` calls to match `matcher`, and records an issue at
    /// `location`, with the calls so far, if they do not.
    @inlinable
    func verify<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, within timeout: Duration,
        at location: SourceLocation
    ) async -> Bool where Matcher.Context == Context {
        if expected.isValid {
            let satisfied = await waitUntil(timeout: timeout) { contexts in
                expected.contains(contexts.count { matcher.matches($0) })
            }
            if satisfied { return true }
        }
        let matching = contexts.count { matcher.matches($0) }
        if expected.contains(matching) && expected.isValid { return true }
        reportFailedVerification(
            expected, matching: matcher, count: matching, in: history, within: timeout,
            at: location)
        return false
    }

    /// Records the issue of a verification that found `count` calls matching `matcher` in
    /// `history`, against `expected`, within `timeout` if it waited.
    @usableFromInline
    func reportFailedVerification<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, count: Int, in history: [Entry],
        within timeout: Duration?, at location: SourceLocation
    ) where Matcher.Context == Context {
        // Only a failure needs the name, which is read from the declaration's source file.
        let name = mockName(declaredAt: declaration)
        if let invalidity = expected.invalidity {
            reportIssue("Expected a valid call count for \(name), but \(invalidity).", at: location)
            return
        }
        let deadline = timeout.map { " within \($0)" } ?? ""
        let actual =
            count == 0
            ? "it was never called\(matcher.expectation)"
            : "it was called \(times(count))\(matcher.expectation)"
        let expectation =
            expected == .never
            ? "never to be called\(matcher.expectation)"
            : "to be called \(expected)\(matcher.expectation)\(deadline)"
        var message = "Expected \(name) \(expectation), but \(actual)."
        if count == 0, let closest = closestCall(in: history, to: matcher, named: name) {
            message += "\n" + closest
        }
        reportIssue(message + "\n" + describeCalls(history, of: name), at: location)
    }

    /// The recorded call that differs from what `matcher` looks for in the fewest arguments, and
    /// how it differs; `nil` when nothing was recorded or the matcher does not compare arguments.
    func closestCall<Matcher: ContextMatching>(
        in history: [Entry], to matcher: Matcher, named name: String
    ) -> String? where Matcher.Context == Context {
        var closest: (position: Int, differences: [String])?
        for (index, entry) in history.enumerated() {
            guard let differences = matcher.differences(from: entry.context) else { return nil }
            if differences.count < closest?.differences.count ?? .max {
                closest = (index + 1, differences)
            }
        }
        guard let closest else { return nil }
        let call = describeCall(to: name, with: history[closest.position - 1].context)
        let lines = ["Closest call: \(closest.position). \(call)"]
        return (lines + closest.differences.map { "  " + $0 }).joined(separator: "\n")
    }
}

extension Mockable {
    /// Records a test issue unless `count` calls had an ``EquatableTuple`` holding `input` among
    /// its inputs.
    ///
    /// ```swift
    /// files.$copyItemMock.verifyCalled(.once, with: source)
    /// ```
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - input: The input to find in each call's tuple.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled<Input>(
        _ count: CallCount = .atLeastOnce,
        with input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool where Context == EquatableTuple<Input> {
        usage.verify(
            count, matching: ContainedInputMatcher(input),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if a call had an ``EquatableTuple`` holding `input` among its inputs.
    /// - Parameters:
    ///   - input: The input that must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled<Input>(
        with input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool where Context == EquatableTuple<Input> {
        verifyCalled(
            .never, with: input, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension Mockable where Context == EquatableTuple<CodableInput> {
    /// Records a test issue unless `count` calls had a tuple holding `input` among its inputs.
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - input: The input to find in each call's tuple.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        with input: CodableInput,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: ContainedInputMatcher(input),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless `count` calls had a tuple holding an input that encodes like
    /// `value`.
    ///
    /// ```swift
    /// files.$contentsOfDirectoryAtUrlMock.verifyCalled(.once, with: folder)
    /// ```
    ///
    /// A value that cannot be encoded records an issue naming it.
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - value: The value to find among each call's inputs.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled<Value: Encodable>(
        _ count: CallCount = .atLeastOnce,
        with value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            return usage.verify(
                count, matching: ContainedInputMatcher(try CodableInput(value)), at: location)
        } catch {
            reportIssue(
                "Expected a value to look for in the calls to "
                    + "\(mockName(declaredAt: usage.declaration)), but \(describe(value)) cannot "
                    + "be encoded: \(error)",
                at: location)
            return false
        }
    }

    /// Records a test issue if a call had a tuple holding `input` among its inputs.
    /// - Parameters:
    ///   - input: The input that must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        with input: CodableInput,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(
            .never, with: input, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a test issue if a call had a tuple holding an input that encodes like `value`.
    /// - Parameters:
    ///   - value: The value that must not occur among the inputs.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled<Value: Encodable>(
        with value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(
            .never, with: value, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
