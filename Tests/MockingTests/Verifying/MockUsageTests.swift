import Foundation
import Testing

@testable import Mocking

@Suite struct MockUsageTests {
    @Test func aRecordedCallTakesItsContextItsResultAndEightBytes() {
        // The contexts are stored apart; beside each, the result and the sequence number.
        #expect(
            MemoryLayout<UsageState<String, Bool>.Outcome>.stride
                <= MemoryLayout<Result<Bool, any Error>>.stride + 8)
        #expect(
            MemoryLayout<UsageState<(String, String), Int>.Outcome>.stride
                <= MemoryLayout<Result<Int, any Error>>.stride + 8)
        #expect(
            MemoryLayout<UsageState<Int, [String]>.Outcome>.stride
                <= MemoryLayout<Result<[String], any Error>>.stride + 8)
    }

    @Test func aNewHistoryIsEmpty() {
        let usage = MockUsage<Int, String>()
        #expect(usage.history.isEmpty)
        #expect(usage.contexts.isEmpty)
        #expect(usage.count == 0)
    }

    @Test func addResultAndAddErrorRecordEntriesInOrder() {
        let usage = MockUsage<Int, String>()
        usage.addResult(context: 1, value: "one")
        usage.addError(context: 2, error: TestError(code: 2))
        #expect(usage.contexts == [1, 2])
        #expect(usage.count == 2)
        #expect(usage.history[0].value == "one")
        #expect(usage.history[0].error == nil)
        #expect(usage.history[1].value == nil)
        #expect(usage.history[1].error as? TestError == TestError(code: 2))
        #expect(usage.history[0].sequenceNumber < usage.history[1].sequenceNumber)
    }

    @Test func entriesKeepTheirResult() throws {
        let usage = MockUsage<String, Int>()
        usage.addResult(context: "a", value: 1)
        #expect(try usage.history[0].result.get() == 1)
    }

    @Test func aSnapshotDoesNotChangeWhenLaterCallsAreRecorded() {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        _ = mock.getValue(1)
        let snapshot = mock.usage.history
        _ = mock.getValue(2)
        #expect(snapshot.count == 1)
        #expect(mock.usage.count == 2)
    }

    @Test func inputDescriptionsListEachInputOfEachCall() throws {
        let mock = Mock(wrappedValue: { (_: EquatableTuple<CodableInput>) in })
        let folder = URL(fileURLWithPath: "/tmp/folder")
        let noKeys: [String]? = nil
        mock.getValue(EquatableTuple([try CodableInput(folder), try CodableInput(noKeys)]))
        mock.getValue(EquatableTuple([try CodableInput(Optional("x")), try CodableInput(4)]))
        #expect(mock.usage.inputDescriptions == [["file:///tmp/folder", "nil"], ["x", "4"]])
    }
}
