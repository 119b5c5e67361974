extension PropertyMock {
    /// Records a test issue unless the property was read `count` times.
    ///
    /// ```swift
    /// door.$isOpen.verifyGet(.exactly(2))
    /// ```
    ///
    /// A failure reads "Expected isOpen to be read exactly 2 times, but it was read 1 time." and
    /// lists every get and set.
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
        verify(
            count, of: "read", matching: getCount, expectation: "",
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
        verify(
            count, of: "set", matching: setter.callCount, expectation: "",
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

    /// Checks the number of gets or sets, and records an issue at `location` if it is wrong.
    func verify(
        _ expected: CallCount, of access: String, matching count: Int, expectation: String,
        at location: SourceLocation
    ) -> Bool {
        if expected.contains(count) && expected.isValid { return true }
        let state = scoped.current
        let name = mockName(declaredAt: state.declaration)
        if let invalidity = expected.invalidity {
            reportIssue("Expected a valid count for \(name), but \(invalidity).", at: location)
            return false
        }
        let wanted =
            expected == .never
            ? "never to be \(access)\(expectation)" : "to be \(access) \(expected)\(expectation)"
        let actual =
            count == 0
            ? "it was never \(access)\(expectation)"
            : "it was \(access) \(times(count))\(expectation)"
        reportIssue(
            "Expected \(name) \(wanted), but \(actual).\n" + state.describeAccesses(named: name),
            at: location)
        return false
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
        let matching = setValues.count { $0 == value }
        return verify(
            count, of: "set", matching: matching, expectation: " to \(describe(value))",
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension PropertyState {
    /// Lists every get and set, oldest first: `1. get → false`, `2. set true`.
    func describeAccesses(named name: String) -> String {
        let gets = getter.usage.history.map { entry in
            (entry.sequenceNumber, "get" + (entry.value.map { " → \(describe($0))" } ?? ""))
        }
        let sets = setter.usage.history.map { ($0.sequenceNumber, "set \(describe($0.context))") }
        let accesses = (gets + sets).sorted { $0.0 < $1.0 }
        guard !accesses.isEmpty else { return "\(name) recorded no accesses." }
        var lines = ["Recorded accesses to \(name) (\(accesses.count)):"]
        for (index, access) in accesses.prefix(listedCallLimit).enumerated() {
            lines.append("  \(index + 1). \(access.1)")
        }
        if accesses.count > listedCallLimit {
            lines.append("  … and \(accesses.count - listedCallLimit) more accesses")
        }
        return lines.joined(separator: "\n")
    }
}
