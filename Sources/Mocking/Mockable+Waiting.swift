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
