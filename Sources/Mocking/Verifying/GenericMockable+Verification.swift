extension GenericMockable {
    /// Records a test issue unless the member was called `count` times, whatever its type
    /// arguments.
    ///
    /// ```swift
    /// storage.$loadMock.verifyCalled(.exactly(2))
    /// ```
    /// - Parameters:
    ///   - count: The expected number of calls to all specializations together.
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
        _specializations.specializations.verifyCalled(
            count,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if any specialization was called.
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
}
