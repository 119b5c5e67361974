import Foundation
import XCTest

@testable import Mocking

/// XCTest has no `XCTExpectFailure` on Linux, so these tests capture the failures XCTest is asked
/// to record, by overriding the test case's failure-recording method, instead of failing.
final class IssueReportingXCTests: XCTestCase {
    /// A failure as XCTest was asked to record it.
    private struct RecordedFailure: Equatable {
        var description: String
        var filePath: String
        var line: Int
    }

    /// A message no other test reports.
    private static let message = "Expected 2 calls, but got 1."

    /// A location no call site has, so that matching it proves the failure carries it.
    private static let location = Mocking.SourceLocation(
        fileID: "MockingTests/Elsewhere.swift", filePath: "/tmp/MockingTests/Elsewhere.swift",
        line: 4_321, column: 17)

    /// Guards ``captured``, which the thread reporting a failure appends to.
    private let lock = NSLock()
    /// The failures recorded while ``capturingFailures(_:)`` runs, else `nil`.
    private var captured: [RecordedFailure]?

    /// Runs `body` and returns the failures it recorded, instead of failing the test with them.
    private func capturingFailures(_ body: () -> Void) -> [RecordedFailure] {
        lock.withLock { captured = [] }
        body()
        return lock.withLock {
            defer { captured = nil }
            return captured ?? []
        }
    }

    /// Captures `failure` if ``capturingFailures(_:)`` runs; returns whether it did.
    private func capture(_ failure: RecordedFailure) -> Bool {
        lock.withLock {
            guard captured != nil else { return false }
            captured?.append(failure)
            return true
        }
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        let failure = RecordedFailure(
            description: issue.compactDescription, filePath: location?.fileURL.path ?? "",
            line: location?.lineNumber ?? 0)
        if !capture(failure) {
            super.record(issue)
        }
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        let failure = RecordedFailure(
            description: description, filePath: filePath, line: lineNumber)
        if !capture(failure) {
            super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber,
                expected: expected)
        }
    }
    #endif

    func testRecordsAFailureOnTheCurrentTestCase() {
        let failures = capturingFailures {
            reportIssue(Self.message, at: Self.location)
        }
        XCTAssertEqual(
            failures,
            [
                RecordedFailure(
                    description: "failed - \(Self.message)",
                    filePath: "/tmp/MockingTests/Elsewhere.swift", line: 4_321)
            ])
    }

    func testRecordsAnUnstubbedCallToAStrictMockAtItsDeclaration() {
        let declarationLine = #line + 1
        let mock = Mock<String, Int>(wrappedValue: { _ in 0 }, strict: true)
        let failures = capturingFailures {
            _ = mock.getValue("unstubbed")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.filePath, "\(#filePath)")
        XCTAssertEqual(failures.first?.line, declarationLine)
        XCTAssertTrue(failures.first?.description.contains("\"unstubbed\"") == true)
    }

    func testRecordsAFailedVerificationAtTheCallerWithTheRecordedCalls() {
        let fetchMock = Mock(wrappedValue: { (id: Int) -> String in "item \(id)" })
        _ = fetchMock.getValue(1)
        let verificationLine = #line + 2
        let failures = capturingFailures {
            fetchMock.verifyCalled(.exactly(2), with: 1)
        }
        XCTAssertEqual(
            failures,
            [
                RecordedFailure(
                    description: """
                        failed - Expected fetchMock to be called exactly 2 times with 1, but 1 call \
                        matched.
                        Recorded calls to fetchMock (1):
                          1. fetchMock(1) → "item 1"
                        """,
                    filePath: "\(#filePath)", line: verificationLine)
            ])
    }

    func testASatisfiedVerificationRecordsNothing() {
        let fetchMock = Mock(wrappedValue: { (id: Int) -> String in "item \(id)" })
        _ = fetchMock.getValue(1)
        let failures = capturingFailures {
            XCTAssertTrue(fetchMock.verifyCalled(.once, with: 1))
            XCTAssertTrue(fetchMock.verifyNeverCalled(with: 2))
        }
        XCTAssertEqual(failures, [])
    }

    func testRecordsNothingWhenNotCalled() {
        let failures = capturingFailures {
            _ = SwiftTestingReporter.loaded?.hasCurrentTest
            _ = XCTestReporter.loaded?.hasCurrentTestCase
        }
        XCTAssertEqual(failures, [])
    }

    /// Fails when this toolchain's XCTest or Swift Testing no longer has an entry point the
    /// reporter calls, so that such a toolchain breaks this package's CI before it hides a user's
    /// failure.
    func testReachesBothFrameworks() {
        XCTAssertNil(XCTestReporter.resolution.failure, "\(XCTestReporter.resolution)")
        XCTAssertNotNil(XCTestReporter.loaded)
        XCTAssertNil(SwiftTestingReporter.resolution.failure, "\(SwiftTestingReporter.resolution)")
        XCTAssertNotNil(SwiftTestingReporter.loaded)
    }

    func testFindsTheCurrentTestCaseAndNoSwiftTestingTest() {
        XCTAssertNotNil(XCTestReporter.loaded)
        XCTAssertEqual(XCTestReporter.loaded?.hasCurrentTestCase, true)
        XCTAssertNotEqual(SwiftTestingReporter.loaded?.hasCurrentTest, true)
    }

    #if !canImport(Darwin)
    func testRecordsAFailureReportedFromAnotherThread() {
        // swift-corelibs-xctest's current test case is one process-wide variable, so a thread the
        // test starts reports to it while the test runs.
        let failures = capturingFailures {
            let reported = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                reportIssue(Self.message, at: Self.location)
                reported.signal()
            }
            reported.wait()
        }
        XCTAssertEqual(failures.map(\.line), [4_321])
    }
    #endif
}

/// A mock scoped to tests, and two XCTest tests that each see only their own calls to it.
final class MockScopeXCTests: XCTestCase {
    private static let pingMock = Mock<Int, Int>(scope: .test)

    func testOneTestSeesItsOwnCalls() {
        Self.pingMock.returns(1)
        XCTAssertEqual(Self.pingMock(0), 1)
        XCTAssertEqual(Self.pingMock.callCount, 1)
    }

    func testAnotherTestSeesItsOwnCalls() {
        XCTAssertEqual(Self.pingMock(0), 0)
        XCTAssertEqual(Self.pingMock(0), 0)
        XCTAssertEqual(Self.pingMock.callCount, 2)
    }
}
