import Foundation
import Testing

@testable import Mocking

/// An error for tests to throw and compare.
struct TestError: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "TestError(\(code))" }
}

/// A user type with a default value, for mocks declared without a closure.
struct User: Equatable, Sendable, DefaultProvidable {
    var name: String
    static var defaultValue: User { User(name: "nobody") }
}

/// Returns whether an issue's comments contain `text`.
func comments(of issue: Issue, contain text: String) -> Bool {
    issue.comments.map(\.rawValue).joined(separator: "\n").contains(text)
}

/// The comments of an issue, joined.
func commentText(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}
