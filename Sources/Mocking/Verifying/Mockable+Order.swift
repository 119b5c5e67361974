extension Mockable {
    /// Returns whether a call to this mock started before a later call to `other`.
    ///
    /// ```swift
    /// #expect(session.$loginMock.wasCalled(before: api.$fetchMock))
    /// ```
    ///
    /// Calls are ordered by their ``MockUsage/Entry/sequenceNumber``; both mocks must have been
    /// called.
    public func wasCalled(before other: some Mockable) -> Bool {
        CallOrder.isCalled(self, before: other)
    }

    /// Records a test issue unless a call to this mock started before a later call to `other`.
    ///
    /// ```swift
    /// session.$loginMock.verifyCalled(before: api.$fetchMock)
    /// ```
    /// - Parameters:
    ///   - other: The mock that must be called later.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        before other: some Mockable,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCallOrder(
            self, other, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Records a test issue unless the mocks were called in the order given, each argument standing
/// for a call of its own.
///
/// ```swift
/// verifyCallOrder(session.$loginMock, api.$fetchMock, session.$logoutMock)
/// verifyCallOrder(session.$loginMock, api.$fetchMock, allowingOtherCalls: false)
/// ```
///
/// By default the calls may have others between them: after `a(1); b(2); a(3)`,
/// `verifyCallOrder($a, $b, $a)` passes, while after `a(1); a(3); b(2)` it fails, as no call to
/// `a` follows the call to `b`.
///
/// With `allowingOtherCalls: false`, nothing else may happen to the mocks named from the first
/// call to the first mock until the order is complete: each step takes the next call to any of
/// them, which must be a call to its own mock. After `a, a, b`, `verifyCallOrder($a, $b,
/// allowingOtherCalls: false)` fails, as the second call to `a` comes where a call to `b` was
/// expected; after `a, b, a` it passes, as the order was complete before the second call to `a`.
/// Calls to mocks not named do not count.
///
/// The failure says which step found no call, or which call came in its place, and lists the
/// calls to all the mocks in the order they happened. A passing verification marks the calls it
/// took as verified, for ``verifyNoMoreCalls(of:fileID:filePath:line:column:)``.
/// - Parameters:
///   - mocks: The mocks, in the order of their calls; a mock may appear more than once.
///   - allowingOtherCalls: Whether other calls to the mocks named may come between the calls
///     of the order.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyCallOrder(
    _ mocks: any Mockable...,
    allowingOtherCalls: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    CallOrder.verify(
        mocks, allowingOtherCalls: allowingOtherCalls,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
