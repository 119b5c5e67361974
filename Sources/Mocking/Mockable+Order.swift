extension Mockable {
    /// Returns whether the first call to this mock started before the first call to `other`.
    ///
    /// ```swift
    /// #expect(session.$loginMock.wasCalled(before: api.$fetchMock))
    /// ```
    ///
    /// Both mocks must have been called; calls are ordered by their ``MockUsage/Entry/sequenceNumber``.
    public func wasCalled(before other: some Mockable) -> Bool {
        guard let first = usage.firstSequenceNumber,
            let otherFirst = other.usage.firstSequenceNumber
        else { return false }
        return first < otherFirst
    }

    /// Records a test issue unless the first call to this mock started before the first call to
    /// `other`.
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

/// Records a test issue unless the mocks were first called in the order given.
///
/// ```swift
/// verifyCallOrder(session.$loginMock, api.$fetchMock, session.$logoutMock)
/// ```
///
/// Each mock must have been called, and its first call must have started after the first call to
/// the mock before it. The failure lists the calls to all the mocks in the order they happened.
/// - Parameters:
///   - mocks: The mocks, in the order of their first calls.
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
    let firstCalls = mocks.map { firstSequenceNumber(of: $0) }
    guard !isInOrder(firstCalls) else { return true }
    // Only a failure needs names and descriptions, which read source files and every call.
    let calls = mocks.map { CallSummary($0) }
    let failure = callOrderFailure(calls)
    let timeline = calls.flatMap { $0.calls }.sorted { $0.sequenceNumber < $1.sequenceNumber }
    let listing =
        timeline.isEmpty
        ? "None of the mocks recorded a call."
        : "Recorded calls in order:\n"
            + timeline.prefix(listedCallLimit).map { "  #\($0.sequenceNumber) \($0.description)" }
            .joined(separator: "\n")
    reportIssue(
        failure + "\n" + listing,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}

/// The names and calls of one mock, for checking and describing call order.
private struct CallSummary {
    let name: String
    let calls: [(sequenceNumber: Int, description: String)]

    init(_ mock: some Mockable) {
        let name = mockName(declaredAt: mock.usage.declaration)
        self.name = name
        calls = mock.usage.history.map { entry in
            (entry.sequenceNumber, describeCall(to: name, with: entry.context))
        }
    }
}

/// The sequence number of the first call to `mock`, if any.
private func firstSequenceNumber(of mock: some Mockable) -> Int? {
    mock.usage.firstSequenceNumber
}

/// Whether every mock was called, each first called after the one before it.
private func isInOrder(_ firstCalls: [Int?]) -> Bool {
    let called = firstCalls.compactMap { $0 }
    return called.count == firstCalls.count
        && zip(called, called.dropFirst()).allSatisfy { $0 < $1 }
}

/// Why `summaries` are not in call order; they must be out of order.
private func callOrderFailure(_ summaries: [CallSummary]) -> String {
    let expectation = "Expected " + summaries.map(\.name).joined(separator: ", then ")
    for summary in summaries where summary.calls.isEmpty {
        return "\(expectation) to be called in this order, but \(summary.name) was never called."
    }
    for (earlier, later) in zip(summaries, summaries.dropFirst()) {
        guard let laterFirst = later.calls.first, let earlierFirst = earlier.calls.first,
            earlierFirst.sequenceNumber > laterFirst.sequenceNumber
        else { continue }
        return
            "\(expectation) to be called in this order, but \(later.name) was first called before \(earlier.name)."
    }
    return "\(expectation) to be called in this order, but they were not."
}

extension MockUsage {
    /// The sequence number of the first recorded call, if any.
    var firstSequenceNumber: Int? {
        storage.withLock { $0.entries.first?.sequenceNumber }
    }
}
