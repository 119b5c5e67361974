#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Records a test issue at `location` in whichever test framework is running.
///
/// The framework is found at run time, so `Mocking` links neither:
///
/// 1. A Swift Testing test that the calling task belongs to records the issue.
/// 2. Otherwise, XCTest's current test case records it as a failure.
/// 3. Otherwise, if a test framework is loaded but one of its entry points was not found, as
///    after a toolchain renamed it, the issue might belong to a test that cannot be told: the
///    process stops, with the message and what is missing, rather than lose it.
/// 4. Otherwise the issue is printed to standard error, as `file:line:column: error: message`.
///    If Swift Testing is loaded it is told as well: in a Swift Testing run it reports an issue
///    from a task without a test (a detached task, a thread) against the whole run.
@usableFromInline
func reportIssue(_ message: String, at location: SourceLocation) {
    reportIssue(
        message, at: location, swiftTesting: SwiftTestingReporter.resolution,
        xcTest: XCTestReporter.resolution, standardError: STDERR_FILENO)
}

/// Records a test issue at `location` through `swiftTesting` or `xcTest`, whichever runs a test
/// for the caller; else stops the process if either is loaded but unreachable; else writes the
/// issue to the file descriptor `standardError`.
func reportIssue(
    _ message: String, at location: SourceLocation,
    swiftTesting: TestFramework<SwiftTestingReporter>, xcTest: TestFramework<XCTestReporter>,
    standardError: Int32
) {
    if let swiftTesting = swiftTesting.reporter, swiftTesting.hasCurrentTest {
        swiftTesting.record(message, at: location)
        return
    }
    if let xcTest = xcTest.reporter {
        switch xcTest.hasCurrentTestCase {
        case true?:
            xcTest.fail(message, at: location)
            return
        case nil:
            // XCTest ignores a failure outside a test case, so the issue is printed as well.
            xcTest.fail(message, at: location)
        case false?:
            break
        }
    }
    let unreachable = [swiftTesting.failure, xcTest.failure].compactMap { $0 }
    if !unreachable.isEmpty {
        writeAll(
            lostIssueReport(of: message, at: location, unreachable: unreachable), to: standardError)
        fatalError("an issue could not be recorded in a test framework; see above")
    }
    writeAll(standardErrorReport(of: message, at: location), to: standardError)
    swiftTesting.reporter?.record(message, at: location)
}

/// The text that stops the process when an issue has no framework to record it while a loaded
/// framework cannot be reached: the issue, as ``standardErrorReport(of:at:)`` writes it, then
/// why, with each entry point that was not found.
func lostIssueReport(
    of message: String, at location: SourceLocation, unreachable: [MissingEntryPoint]
) -> String {
    standardErrorReport(of: message, at: location)
        + """
        Mocking stops the process rather than lose this issue: \
        \(unreachable.map(\.description).joined(separator: "; ")), so the issue cannot be \
        recorded in the test that made it. Update the mocking package, or report this with the \
        toolchain's version.

        """
}

/// The text printed for an issue that no test framework records, in the form compilers use so
/// that editors and CI logs link it to the source: `path:line:column: error: message`.
func standardErrorReport(of message: String, at location: SourceLocation) -> String {
    "\(location.filePath):\(location.line):\(location.column): error: \(message)\n"
}

/// Writes all of `text` to the file descriptor `file`, unbuffered; gives up on an error.
private func writeAll(_ text: String, to file: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count, let start = bytes.baseAddress {
            let written = write(file, start + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
