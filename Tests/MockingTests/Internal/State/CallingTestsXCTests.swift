import XCTest

@testable import Mocking

/// XCTest runs its tests outside tasks: its current test case marks their calls.
final class CallingTestsXCTests: XCTestCase {
    func testRemembersTheTestCaseThatCalled() {
        let mock = Mock<Int, Int>()
        _ = mock(1)
        _ = mock(2)
        let callers = mock.usage.storage.withLock { $0.callingTests.callers }
        XCTAssertEqual(callers.count, 1)
        XCTAssertEqual(callers.first?.firstCall, mock.usage.history.first?.sequenceNumber)
        XCTAssertEqual(callers.first?.name, name)
    }
}
