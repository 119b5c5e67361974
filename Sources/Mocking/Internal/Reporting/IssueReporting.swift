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
/// 3. Otherwise the issue is printed to standard error, as `file:line:column: error: message`.
///    If Swift Testing is loaded it is told as well: in a Swift Testing run it reports an issue
///    from a task without a test (a detached task, a thread) against the whole run.
@usableFromInline
func reportIssue(_ message: String, at location: SourceLocation) {
    reportIssue(
        message, at: location, swiftTesting: SwiftTestingReporter.loaded,
        xcTest: XCTestReporter.loaded, standardError: STDERR_FILENO)
}

/// Records a test issue at `location` through `swiftTesting` or `xcTest`, whichever runs a test
/// for the caller, else writes it to the file descriptor `standardError`.
func reportIssue(
    _ message: String, at location: SourceLocation, swiftTesting: SwiftTestingReporter?,
    xcTest: XCTestReporter?, standardError: Int32
) {
    if let swiftTesting, swiftTesting.hasCurrentTest {
        swiftTesting.record(message, at: location)
        return
    }
    if let xcTest {
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
    writeAll(standardErrorReport(of: message, at: location), to: standardError)
    swiftTesting?.record(message, at: location)
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
