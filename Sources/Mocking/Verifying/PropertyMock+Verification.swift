extension PropertyMock {
    /// Records a test issue unless the property was read `count` times.
    ///
    /// ```swift
    /// door.$isOpen.verifyGet(.exactly(2))
    /// ```
    ///
    /// A failure reads "Expected MockDoor.isOpen to be read exactly 2 times, but it was read 1
    /// time." and lists every get and set.
    /// - Parameters:
    ///   - count: The expected number of gets.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyGet(
        _ count: CallCount = .atLeastOnce,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let state = scoped.current
        return state.verify(
            count, .get, of: state.getter,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless the property was set `count` times.
    /// - Parameters:
    ///   - count: The expected number of sets.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifySet(
        _ count: CallCount = .atLeastOnce,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let state = scoped.current
        return state.verify(
            count, .set, of: state.setter,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if the property was set at all.
    /// - Parameters:
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverSet(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifySet(.never, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension PropertyMock where Value: Equatable {
    /// Records a test issue unless the property was set to `value` `count` times.
    ///
    /// ```swift
    /// door.$isOpen.verifySet(.once, to: true)
    /// ```
    /// - Parameters:
    ///   - count: The expected number of sets to `value`.
    ///   - value: The value the sets must write.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifySet(
        _ count: CallCount = .atLeastOnce,
        to value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let state = scoped.current
        return state.verify(
            count, .set, of: state.setter, where: { $0 == value },
            expectation: .context(describe(value)),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
