/// What a member of a generated mock does when the generator could not mock it: it records a
/// test issue that names the member, says why, and says what to do.
///
/// A generated mock writes such a member for a requirement no wrapper can take, such as one
/// whose parameter is `consuming`:
///
/// ```swift
/// // Not mocked: its parameter `ticket` is `consuming`, so may be noncopyable, …
/// func scan(_ ticket: consuming Ticket) -> Bool {
///     Unmocked.call("MockTicketScanner.scan(_:)", reason: "…", answering: false)
/// }
/// ```
///
/// The issue reads "Expected MockTicketScanner.scan(_:) not to be called, as the generator could
/// not mock it: …", and says to write that mock by hand: the generator leaves alone a protocol
/// whose mock the test target declares elsewhere.
public enum Unmocked {
    /// Records that `member` was called although it is not mocked, for `reason`, and answers
    /// `value` so that the test goes on.
    /// - Parameters:
    ///   - member: The member, with its mock: `MockTicketScanner.scan(_:)`.
    ///   - reason: Why the generator could not mock it.
    ///   - value: The answer: the default value of the member's result.
    ///   - fileID: The member's file ID.
    ///   - filePath: The member's file path.
    ///   - line: The member's line.
    ///   - column: The member's column.
    /// - Returns: `value`.
    public static func call<Value>(
        _ member: String, reason: String, answering value: Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Value {
        reportIssue(
            FailureMessage.unmockedCall(member, reason: reason),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return value
    }

    /// Records that `member` was called although it is not mocked, for `reason`, then stops the
    /// process: the member's result has no value the mock can give.
    /// - Parameters:
    ///   - member: The member, with its mock: `MockTicketScanner.scan(_:)`.
    ///   - reason: Why the generator could not mock it.
    ///   - fileID: The member's file ID.
    ///   - filePath: The member's file path.
    ///   - line: The member's line.
    ///   - column: The member's column.
    public static func call(
        _ member: String, reason: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Never {
        let message = FailureMessage.unmockedCall(member, reason: reason)
        reportIssue(
            message,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        fatalError(message)
    }
}
