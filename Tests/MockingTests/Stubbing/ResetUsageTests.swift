import Foundation
import Testing

@testable import Mocking

private class BaseJournal {
    @Mock var closeMock: (()) -> Void
}

private final class MockJournal: BaseJournal, @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.
    @Mock var countMock = { (_: String) -> Int in 1 }
    @ThrowingMock var readMock = { (_: Int) throws -> String in "live" }
    @AsyncMock var syncMock: nonisolated(nonsending) (Int) async -> Bool
    @PropertyMock var title = "draft"
    @GenericMock var decodeMock
    let name = "not a mock"
}

private struct JournalError: Error, Equatable {}

@Suite struct ResetUsageTests {
    @Test func clearsTheCallsOfEveryMockAndKeepsWhatTheyAnswer() async throws {
        let journal = MockJournal()
        journal.$countMock.returns(7)
        journal.$readMock.when(2).throws(JournalError())
        journal.$readMock.returnsOnce("queued")
        journal.$syncMock.returns(true)
        journal.$decodeMock.for(String.self, returning: Int.self).returns(42)
        journal.closeMock(())
        #expect(journal.countMock("a") == 7)
        #expect(throws: JournalError.self) { try journal.readMock(2) }
        #expect(await journal.syncMock(1))
        journal.title = "final"
        let decoded: Int = journal.decodeMock("1")
        #expect(decoded == 42)

        #expect(resetUsage(of: journal) == 6)

        #expect(journal.$closeMock.callCount == 0)
        #expect(journal.$countMock.callCount == 0)
        #expect(journal.$readMock.callCount == 0)
        #expect(journal.$syncMock.callCount == 0)
        #expect(journal.$title.getCount == 0)
        #expect(journal.$title.setValues.isEmpty)
        #expect(journal.$decodeMock.callCount == 0)
        verifyNoCalls(of: journal)

        #expect(journal.countMock("b") == 7)
        #expect(throws: JournalError.self) { try journal.readMock(2) }
        #expect(try journal.readMock(3) == "queued")
        #expect(try journal.readMock(3) == "live")
        #expect(await journal.syncMock(2))
        #expect(journal.title == "final")
        let again: Int = journal.decodeMock("2")
        #expect(again == 42)
        journal.$countMock.verifyCalled(.once, with: "b")
        journal.$decodeMock.for(String.self, returning: Int.self).verifyCalled(.once, with: "2")
    }

    @Test func theMarksOfPassingVerificationsGoWithTheCalls() {
        let journal = MockJournal()
        _ = journal.countMock("a")
        journal.$countMock.verifyCalled(.once, with: "a")
        resetUsage(of: journal)
        _ = journal.countMock("b")
        withKnownIssue {
            verifyNoMoreCalls(of: journal)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().replacing(/#[0-9]+/, with: "#n") == """
                Expected every call to MockJournal to be verified, but 1 call was not:
                  #n MockJournal.countMock("b") → 1
                """
        }
    }

    @Test func anObjectWithoutMocksHasNothingToClear() {
        #expect(resetUsage(of: "not a mock") == 0)
    }

    @Test func aMockScopedToTestsClearsTheCallsOfTheRunningTest() {
        final class Holder: @unchecked Sendable {
            // NB: the only stored property is a mock wrapper, which guards its own state.
            let pingMock = Mock<Int, Void>(scope: .test)
        }
        let holder = Holder()
        holder.pingMock(1)
        #expect(resetUsage(of: holder) == 1)
        #expect(holder.pingMock.callCount == 0)
    }
}

/// Calls to every kind of mock of one object while other threads clear its calls. CI runs these
/// under `--sanitize=thread`.
@Suite struct ResetUsageStressTests {
    @Test func clearingCallsWhileOtherThreadsCallLosesNoAnswer() {
        let journal = MockJournal()
        journal.$countMock.returns(7)
        journal.$decodeMock.for(String.self, returning: Int.self).returns(42)
        let wrongAnswers = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<200 {
                switch worker % 4 {
                case 0:
                    if journal.countMock("\(index)") != 7 { wrongAnswers.withLock { $0 += 1 } }
                case 1:
                    journal.title = "title \(index)"
                    _ = journal.title
                case 2:
                    let decoded: Int = journal.decodeMock("\(index)")
                    if decoded != 42 { wrongAnswers.withLock { $0 += 1 } }
                default:
                    resetUsage(of: journal)
                }
            }
        }
        #expect(wrongAnswers.withLock { $0 } == 0)
        #expect(journal.$countMock.callCount <= 400)
        #expect(journal.title.hasPrefix("title "))
        resetUsage(of: journal)
        verifyNoCalls(of: journal)
        #expect(journal.countMock("last") == 7)
    }
}
