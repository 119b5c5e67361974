import Foundation
import Testing

@testable import Mocking

@Suite struct IssueReportingTests {
    /// A message no other test reports.
    static let message = "Expected 2 calls, but got 1:\n  #1 (\"a\")"

    /// A location no call site has, so that matching it proves the issue carries it.
    static let location = Mocking.SourceLocation(
        fileID: "MockingTests/Elsewhere.swift", filePath: "/tmp/MockingTests/Elsewhere.swift",
        line: 4_321, column: 17)

    /// Whether `issue` carries exactly ``message`` as its comment.
    static func hasMessage(_ issue: Issue) -> Bool {
        issue.comments.map(\.rawValue) == [message]
    }

    @Test func recordsTheMessageAsTheCommentOfTheCurrentTest() {
        withKnownIssue {
            reportIssue(Self.message, at: Self.location)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(Self.message)
        }
    }

    @Test func recordsTheIssueAtTheGivenSourceLocation() {
        withKnownIssue {
            reportIssue(Self.message, at: Self.location)
        } matching: { issue in
            Self.hasMessage(issue)
                && issue.sourceLocation?.fileID == "MockingTests/Elsewhere.swift"
                && issue.sourceLocation?.filePath == "/tmp/MockingTests/Elsewhere.swift"
                && issue.sourceLocation?.line == 4_321
                && issue.sourceLocation?.column == 17
        }
    }

    @Test func recordsAFailureNotAWarning() {
        withKnownIssue {
            reportIssue(Self.message, at: Self.location)
        } matching: { issue in
            Self.hasMessage(issue) && issue.severity == .error && issue.isFailure
        }
    }

    @Test func recordsFromAChildTaskOfTheTest() async {
        await withKnownIssue {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { reportIssue(Self.message, at: Self.location) }
            }
        } matching: { issue in
            Self.hasMessage(issue) && issue.sourceLocation?.line == 4_321
        }
    }

    @Test func recordsAnUnstubbedCallToAStrictMockAtItsDeclaration() {
        let declarationLine = #line + 1
        let mock = Mock<String, Int>(wrappedValue: { _ in 0 }, strict: true)
        withKnownIssue {
            _ = mock.getValue("unstubbed")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("\"unstubbed\"")
                && issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.line == declarationLine
        }
    }

    @Test func recordsNothingWhenNotCalled() {
        // Resolving both frameworks and asking each for its current test must not record an
        // issue: one would fail this test, which has no `withKnownIssue`.
        #expect(SwiftTestingReporter.loaded != nil)
        _ = SwiftTestingReporter.loaded?.hasCurrentTest
        _ = XCTestReporter.loaded?.hasCurrentTestCase
        let mock = Mock<String, Int>(wrappedValue: { _ in 0 }, strict: true)
        mock.wrappedValue = { _ in 1 }
        #expect(mock.getValue("stubbed") == 1)
    }

    @Test func findsTheCurrentSwiftTestingTestAndNoXCTestCase() {
        #expect(SwiftTestingReporter.loaded?.hasCurrentTest == true)
        #expect(XCTestReporter.loaded?.hasCurrentTestCase != true)
    }

    @Test func findsNoCurrentTestInADetachedTask() async {
        // `Test.current` is task-local, so a detached task's issue cannot name its test.
        let hasCurrentTest = await Task.detached { SwiftTestingReporter.loaded?.hasCurrentTest }
            .value
        #expect(hasCurrentTest == false)
    }

    @Test func printsToStandardErrorWhenNoFrameworkIsLoaded() throws {
        let printed = try standardError {
            reportIssue(
                Self.message, at: Self.location, swiftTesting: nil, xcTest: nil, standardError: $0)
        }
        #expect(printed == standardErrorReport(of: Self.message, at: Self.location))
    }

    @Test func printsToStandardErrorWhenXCTestIsLoadedButRunsNoTestCase() throws {
        // Swift Testing is left out, as in an XCTest-only process; this Swift Testing process has
        // XCTest loaded (the test bundle links it) but never runs an XCTest test case.
        let printed = try standardError {
            reportIssue(
                Self.message, at: Self.location, swiftTesting: nil, xcTest: XCTestReporter.loaded,
                standardError: $0)
        }
        #expect(printed == standardErrorReport(of: Self.message, at: Self.location))
    }

    /// What `body` writes to the file descriptor it is given.
    private func standardError(_ body: (Int32) -> Void) throws -> String {
        let pipe = Pipe()
        body(pipe.fileHandleForWriting.fileDescriptor)
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test func standardErrorReportReadsLikeACompilerDiagnostic() {
        let report = standardErrorReport(of: "Expected 1 call, but got 0.", at: Self.location)
        #expect(
            report
                == "/tmp/MockingTests/Elsewhere.swift:4321:17: error: Expected 1 call, but got 0.\n"
        )
    }

    @Test func standardErrorReportKeepsEveryLineOfTheMessage() {
        let report = standardErrorReport(of: Self.message, at: Self.location)
        #expect(
            report == """
                /tmp/MockingTests/Elsewhere.swift:4321:17: error: Expected 2 calls, but got 1:
                  #1 ("a")

                """)
    }
}
