import Foundation
import Testing

@testable import Mocking

// The failure message Concurrency.md shows for a mock shared by two tests, pinned to what the
// library records. Two tests running at once cannot be made to call a mock in a given order, so
// the other test's first call is noted the way a call from another test's task would note it.

private enum MockClock {
    static let nowMock = Mock<(), Date>()
}

/// 2026-05-04 at 12:00 UTC.
private let noon = Date(timeIntervalSince1970: 1_777_896_000)

@Suite struct ConcurrencyMessageSamples {
    static let message = """
        Expected MockClock.nowMock to be called exactly once, but it was called 2 times.
        MockClock.nowMock is shared by 2 tests: publishesAtNoon() from call 1, and this test, \
        refreshesHourly(), from call 2. Declare it with scope: .test to give each test its own \
        calls and stubs.
        Recorded calls to MockClock.nowMock (2):
          1. nowMock() → 2026-05-04 12:00:00 +0000
          2. nowMock() → 2026-05-04 13:00:00 +0000 ← unexpected
        """

    @Test func theArticleShowsTheMessage() throws {
        let article = DocumentationSyncTests.packageRoot
            .appendingPathComponent("Sources/Mocking/Mocking.docc/Concurrency.md")
        #expect(try String(contentsOf: article, encoding: .utf8).contains(Self.message))
    }

    /// Named as the article names the test that verifies.
    @Test func refreshesHourly() {
        MockClock.nowMock.reset()
        MockClock.nowMock.returns(noon)
        _ = MockClock.nowMock(())
        MockClock.nowMock.returns(noon.addingTimeInterval(3600))
        _ = MockClock.nowMock(())
        let calls = MockClock.nowMock.usage.history
        MockClock.nowMock.usage.storage.withLock { state in
            state.callingTests = CallingTests()
            state.callingTests.add(
                "publishesAtNoon", named: "publishesAtNoon()", firstCall: calls[0].sequenceNumber)
            state.callingTests.add(
                CurrentTest.identity, named: CurrentTest.name, firstCall: calls[1].sequenceNumber)
        }
        expectIssue(Self.message) {
            MockClock.nowMock.verifyCalled(.once)
        }
    }
}
