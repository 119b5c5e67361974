import Foundation
import Testing

@testable import Mocking

/// An error for tests to throw and compare.
nonisolated struct TestError: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "TestError(\(code))" }
}

/// A user type with a default value, for mocks declared without a closure.
nonisolated struct User: Equatable, Sendable, DefaultProvidable {
    var name: String
    static var defaultValue: User { User(name: "nobody") }
}

/// Returns whether an issue's comments contain `text`.
nonisolated func comments(of issue: Issue, contain text: String) -> Bool {
    issue.comments.map(\.rawValue).joined(separator: "\n").contains(text)
}

/// The comments of an issue, joined.
nonisolated func commentText(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// Expects `body` to record exactly one issue whose comment is `message`.
nonisolated func expectIssue(
    _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        commentText(of: issue) == message
    }
}

/// Expects `body` to record an issue whose comment contains every one of `parts`.
nonisolated func expectIssue(
    containing parts: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        let text = commentText(of: issue)
        return parts.allSatisfy { text.contains($0) }
    }
}

/// Expects `body` to record one issue whose comment is `message` once every sequence number,
/// `#` and digits, reads `#n`: numbers are drawn for every call in the process.
nonisolated func expectIssue(
    numbered message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        commentText(of: issue).replacing(/#[0-9]+/, with: "#n") == message
    }
}
