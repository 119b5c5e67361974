extension Mockable {
    /// Suspends until the mock has recorded `count` calls, for calls made from other tasks or
    /// threads.
    ///
    /// ```swift
    /// service.start()                          // calls fetchMock from a background task
    /// #expect(await api.$fetchMock.waitUntilCalled(times: 2, timeout: .seconds(1)))
    /// ```
    ///
    /// It does not poll: the call that reaches the count resumes the waiting task at once. It also
    /// returns when `timeout` passes or the waiting task is cancelled.
    /// - Parameters:
    ///   - count: The number of recorded calls to wait for; a count already reached, including 0,
    ///     returns `true` at once.
    ///   - timeout: How long to wait at most.
    /// - Returns: Whether the mock recorded `count` calls in time.
    public func waitUntilCalled(times count: Int = 1, timeout: Duration = .seconds(1)) async -> Bool
    {
        await usage.waitUntil(timeout: timeout) { $0.count >= count }
    }
}

extension Mockable {
    /// Waits for `count` calls made from other tasks, and records a test issue at the caller
    /// unless they come within `timeout`.
    ///
    /// ```swift
    /// service.start()                          // calls fetchMock from a background task
    /// await api.$fetchMock.verifyCalled(within: .seconds(1))
    /// await api.$saveMock.verifyCalled(.never, within: .milliseconds(200))
    /// ```
    ///
    /// A count without an upper bound, such as the default `.atLeastOnce`, returns as soon as the
    /// calls satisfy it, without polling. A count with one, such as `.never` or `.once`, waits out
    /// the whole of `timeout`, as a later call could still break it, and fails as soon as the calls
    /// exceed it. The issue lists the calls so far.
    /// - Parameters:
    ///   - count: The expected number of calls.
    ///   - timeout: How long to wait: at most, for a count without an upper bound; the whole of
    ///     it, for a count with one.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        within timeout: Duration,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        await usage.verify(
            count, matching: AnyContextMatcher(), within: timeout,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits for `count` calls that had a context that satisfies `predicate`, made from other
    /// tasks, and records a test issue at the caller unless they come within `timeout`.
    ///
    /// A count with an upper bound waits out the whole of `timeout`, as
    /// ``verifyCalled(_:within:fileID:filePath:line:column:)`` says.
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - predicate: Decides which calls count.
    ///   - timeout: How long to wait: at most, for a count without an upper bound; the whole of
    ///     it, for a count with one.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        where predicate: @escaping (Context) -> Bool,
        within timeout: Duration,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        await usage.verify(
            count, matching: PredicateMatcher(predicate), within: timeout,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension Mockable where Context: Equatable {
    /// Waits for `count` calls that had `context`, made from other tasks, and records a test issue
    /// at the caller unless they come within `timeout`.
    ///
    /// ```swift
    /// await api.$fetchMock.verifyCalled(with: 42, within: .seconds(1))
    /// ```
    ///
    /// A count with an upper bound waits out the whole of `timeout`, as
    /// ``verifyCalled(_:within:fileID:filePath:line:column:)`` says.
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - context: The expected context.
    ///   - timeout: How long to wait: at most, for a count without an upper bound; the whole of
    ///     it, for a count with one.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        with context: Context,
        within timeout: Duration,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        await usage.verify(
            count, matching: EqualContextMatcher(context), within: timeout,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
