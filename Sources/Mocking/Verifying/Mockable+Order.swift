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
        verifyCallOrder(self, other, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Records a test issue unless the mocks were called in the order given, each argument standing
/// for a call of its own.
///
/// ```swift
/// verifyCallOrder(session.$loginMock, api.$fetchMock, session.$logoutMock)
/// ```
///
/// The calls may have others between them: after `a(1); b(2); a(3)`, `verifyCallOrder($a, $b, $a)`
/// passes, while after `a(1); a(3); b(2)` it fails, as no call to `a` follows the call to `b`. The
/// failure says which step found no call, and lists the calls to all the mocks in the order they
/// happened.
/// - Parameters:
///   - mocks: The mocks, in the order of their calls; a mock may appear more than once.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyCallOrder(
    _ mocks: any Mockable...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    CallOrder.verify(
        mocks, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
