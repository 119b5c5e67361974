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
        unmatchedStep(in: [usage.sequenceNumbers, other.usage.sequenceNumbers]) == nil
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
    let calls = mocks.map { sequenceNumbers(of: $0) }
    guard let failedStep = unmatchedStep(in: calls) else { return true }
    // Only a failure needs names and descriptions, which read source files and every call.
    let summaries = mocks.map { CallSummary($0) }
    let names = summaries.map(\.name)
    var message = "Expected \(names.joined(separator: ", then ")) to be called in this order, but "
    if failedStep == 0 {
        message += "\(names[0]) was never called."
    } else {
        let matched = matchedCalls(in: calls, steps: failedStep)
        let previous = summaries[failedStep - 1].description(ofCall: matched[failedStep - 1])
        message +=
            summaries[failedStep].calls.isEmpty
            ? "\(names[failedStep]) was never called."
            : "no call to \(names[failedStep]) came after \(previous)."
    }
    reportIssue(
        message + "\n" + timeline(of: summaries),
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return false
}

/// The sequence numbers of the calls to `mock`, in order.
private func sequenceNumbers(of mock: some Mockable) -> [Int] {
    mock.usage.sequenceNumbers
}

/// The first step of `calls`, the sequence numbers of each mock's calls, that no call answers:
/// each step takes the earliest call after the one the step before took. `nil` if every step
/// found a call.
private func unmatchedStep(in calls: [[Int]]) -> Int? {
    var last = Int.min
    for (step, sequenceNumbers) in calls.enumerated() {
        guard let next = sequenceNumbers.first(where: { $0 > last }) else { return step }
        last = next
    }
    return nil
}

/// The sequence numbers of the calls the first `steps` steps took.
private func matchedCalls(in calls: [[Int]], steps: Int) -> [Int] {
    var matched: [Int] = []
    var last = Int.min
    for sequenceNumbers in calls.prefix(steps) {
        guard let next = sequenceNumbers.first(where: { $0 > last }) else { break }
        matched.append(next)
        last = next
    }
    return matched
}

/// Every call to the mocks, each mock once however often it was named, ordered by when the calls
/// started.
private func timeline(of summaries: [CallSummary]) -> String {
    var seen = Set<ObjectIdentifier>()
    let calls = summaries.filter { seen.insert($0.identity).inserted }.flatMap(\.calls)
        .sorted { $0.sequenceNumber < $1.sequenceNumber }
    guard !calls.isEmpty else { return "None of the mocks recorded a call." }
    return
        (["Recorded calls in order:"]
        + calls.prefix(listedCallLimit).map { "  #\($0.sequenceNumber) \($0.description)" })
        .joined(separator: "\n")
}

/// The name and calls of one mock, for describing call order.
private struct CallSummary {
    let name: String
    let identity: ObjectIdentifier
    let calls: [(sequenceNumber: Int, description: String)]

    init(_ mock: some Mockable) {
        let name = mockName(declaredAt: mock.usage.declaration)
        self.name = name
        identity = ObjectIdentifier(mock.usage)
        calls = mock.usage.history.map { entry in
            (entry.sequenceNumber, describeCall(to: name, with: entry.context))
        }
    }

    /// The call with `sequenceNumber`, as code with its number: `fetchMock(2) (#5)`.
    func description(ofCall sequenceNumber: Int) -> String {
        let call = calls.first { $0.sequenceNumber == sequenceNumber }
        return "\(call?.description ?? name) (#\(sequenceNumber))"
    }
}

extension MockUsage {
    /// The sequence numbers of the recorded calls, in order.
    var sequenceNumbers: [Int] {
        storage.withLock { $0.sequenceNumbers }
    }
}
