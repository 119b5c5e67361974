import Foundation
import Testing

@testable import Mocking

private final class Accounts: @unchecked Sendable {
    @Mock var balanceMock = { (id: String) -> Int in 100 }
    @Mock var transferMock = { (args: (String, String, Int)) -> Bool in true }
    @ThrowingMock var loadMock = { (id: Int) throws -> String in "live \(id)" }
    @AsyncMock var nameMock = { (id: Int) async -> String in "live \(id)" }
    @AsyncThrowingMock var fetchMock = { (id: Int) async throws -> Int in id }
}

@Suite struct StubbingTests {
    @Test func returnsAnswersEveryLaterCallUntilTheLoaderIsReset() {
        let accounts = Accounts()
        accounts.$balanceMock.returns(5)
        #expect(accounts.balanceMock("a") == 5)
        #expect(accounts.balanceMock("b") == 5)
        accounts.$balanceMock.resetLoader()
        #expect(accounts.balanceMock("a") == 100)
    }

    @Test func aStubbedValueRecordsEachCallItAnswersOnEveryKindOfMock() async throws {
        let accounts = Accounts()
        accounts.$balanceMock.returns(5)
        accounts.$loadMock.returns("stub")
        accounts.$nameMock.returns("stub")
        accounts.$fetchMock.returns(6)
        #expect(accounts.balanceMock("a") == 5)
        #expect(try accounts.loadMock(1) == "stub")
        #expect(await accounts.nameMock(2) == "stub")
        #expect(try await accounts.fetchMock(3) == 6)
        let balance = try #require(accounts.$balanceMock.usage.history.first)
        #expect(balance.context == "a")
        #expect(balance.value == 5)
        let load = try #require(accounts.$loadMock.usage.history.first)
        let name = try #require(accounts.$nameMock.usage.history.first)
        let fetch = try #require(accounts.$fetchMock.usage.history.first)
        #expect([load.context, name.context, fetch.context] == [Int](1...3))
        let numbers = [
            balance.sequenceNumber, load.sequenceNumber, name.sequenceNumber, fetch.sequenceNumber,
        ]
        #expect(numbers == numbers.sorted())
        #expect(Set(numbers).count == 4)
    }

    @Test func aLoaderAssignedAfterAStubbedValueAnswersInstead() {
        let accounts = Accounts()
        accounts.$balanceMock.returns(5)
        #expect(accounts.$balanceMock.currentValueLoader("a") == 5)
        accounts.balanceMock = { _ in 6 }
        #expect(accounts.balanceMock("a") == 6)
        accounts.$balanceMock.returns(7)
        accounts.$balanceMock.defaultValueLoader = { _ in 8 }
        #expect(accounts.balanceMock("a") == 8)
        accounts.$balanceMock.returns(9)
        accounts.$balanceMock.currentValueLoader = { _ in 10 }
        #expect(accounts.balanceMock("a") == 10)
        #expect(accounts.$balanceMock.usage.history.compactMap(\.value) == [6, 8, 10])
    }

    @Test func aCallAnsweredByAStubbedValueWakesAWaiter() async {
        let accounts = Accounts()
        accounts.$balanceMock.returns(5)
        async let reached = accounts.$balanceMock.verifyCalled(
            .atLeastOnce, with: "late", within: .seconds(30))
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            _ = accounts.balanceMock("late")
        }
        #expect(await reached)
    }

    @Test func queuedAnswersAreUsedFirstInFirstOutThenTheMockFallsBack() {
        let accounts = Accounts()
        accounts.$balanceMock.returnsOnce(1)
        accounts.$balanceMock.returnsOnce(2)
        #expect(accounts.balanceMock("a") == 1)
        #expect(accounts.balanceMock("a") == 2)
        #expect(accounts.balanceMock("a") == 100)
    }

    @Test func queuedAnswersComeBeforeTheCurrentLoader() {
        let accounts = Accounts()
        accounts.$balanceMock.returns(7)
        accounts.$balanceMock.returnsOnce(1)
        #expect(accounts.balanceMock("a") == 1)
        #expect(accounts.balanceMock("a") == 7)
    }

    @Test func aRuleForAContextAnswersOnlyThatContext() {
        let accounts = Accounts()
        accounts.$balanceMock.when("vip").returns(1_000)
        #expect(accounts.balanceMock("vip") == 1_000)
        #expect(accounts.balanceMock("other") == 100)
    }

    @Test func aRuleForTupleElementsAnswersOnlyThoseElements() {
        let accounts = Accounts()
        accounts.$transferMock.when("a", "b", 10).returns(false)
        #expect(!accounts.transferMock(("a", "b", 10)))
        #expect(accounts.transferMock(("a", "b", 11)))
    }

    @Test func aRuleForAPredicateAnswersTheContextsItAccepts() {
        let accounts = Accounts()
        accounts.$balanceMock.when { $0.hasPrefix("test-") }.returns(0)
        #expect(accounts.balanceMock("test-1") == 0)
        #expect(accounts.balanceMock("real") == 100)
    }

    @Test func aRuleCanComputeItsAnswerFromTheContext() {
        let accounts = Accounts()
        accounts.$balanceMock.when { $0.count > 3 }.then { id in id.count }
        #expect(accounts.balanceMock("abcdef") == 6)
        #expect(accounts.balanceMock("ab") == 100)
    }

    @Test func theLatestMatchingRuleWins() {
        let accounts = Accounts()
        accounts.$balanceMock.when { _ in true }.returns(1)
        accounts.$balanceMock.when("x").returns(2)
        accounts.$balanceMock.when("x").returns(3)
        #expect(accounts.balanceMock("x") == 3)
        #expect(accounts.balanceMock("y") == 1)
    }

    @Test func rulesComeBeforeQueuedAnswersWhichComeBeforeTheCurrentLoader() {
        let accounts = Accounts()
        accounts.$balanceMock.returns(10)
        accounts.$balanceMock.returnsOnce(20)
        accounts.$balanceMock.when("rule").returns(30)
        #expect(accounts.balanceMock("rule") == 30)
        #expect(accounts.balanceMock("other") == 20)
        #expect(accounts.balanceMock("other") == 10)
        #expect(accounts.balanceMock("rule") == 30)
    }

    @Test func aRuleCallingItsOwnMockDoesNotDeadlock() {
        let accounts = Accounts()
        let mock = accounts.$balanceMock
        mock.when { $0 == "twice" }.then { _ in mock.getValue("once") * 2 }
        #expect(accounts.balanceMock("twice") == 200)
        // The outer call started first, so it comes first although it finished last.
        #expect(mock.usage.contexts == ["twice", "once"])
    }

    @Test func throwingMocksThrowStubbedErrors() {
        let accounts = Accounts()
        accounts.$loadMock.throws(TestError(code: 1))
        #expect(throws: TestError(code: 1)) { try accounts.loadMock(1) }
        accounts.$loadMock.resetLoader()
        #expect(throws: Never.self) { try accounts.loadMock(1) }
    }

    @Test func queuedErrorsAreThrownOnceEach() throws {
        let accounts = Accounts()
        accounts.$loadMock.throwsOnce(TestError(code: 1))
        accounts.$loadMock.returnsOnce("queued")
        #expect(throws: TestError(code: 1)) { try accounts.loadMock(1) }
        #expect(try accounts.loadMock(1) == "queued")
        #expect(try accounts.loadMock(1) == "live 1")
        #expect(accounts.$loadMock.usage.history[0].error as? TestError == TestError(code: 1))
    }

    @Test func rulesThrowOnThrowingMocks() throws {
        let accounts = Accounts()
        accounts.$loadMock.when(0).throws(TestError(code: 0))
        #expect(throws: TestError(code: 0)) { try accounts.loadMock(0) }
        #expect(try accounts.loadMock(2) == "live 2")
    }

    @Test func asyncMocksTakeTheSameStubs() async throws {
        let accounts = Accounts()
        accounts.$nameMock.returnsOnce("once")
        accounts.$nameMock.when(9).returns("nine")
        accounts.$nameMock.when { $0 < 0 }.then { id in "negative \(id)" }
        #expect(await accounts.nameMock(1) == "once")
        #expect(await accounts.nameMock(9) == "nine")
        #expect(await accounts.nameMock(-2) == "negative -2")
        #expect(await accounts.nameMock(1) == "live 1")

        accounts.$fetchMock.when(3).throws(TestError(code: 3))
        accounts.$fetchMock.returns(42)
        await #expect(throws: TestError(code: 3)) { try await accounts.fetchMock(3) }
        #expect(try await accounts.fetchMock(4) == 42)
    }

    @Test func resetUsageClearsOnlyTheHistory() {
        let accounts = Accounts()
        accounts.$balanceMock.returns(1)
        _ = accounts.balanceMock("a")
        accounts.$balanceMock.resetUsage()
        #expect(!accounts.$balanceMock.wasCalled)
        #expect(accounts.balanceMock("a") == 1)
    }

    @Test func resetClearsHistoryRulesAndQueuedAnswersAndRestoresTheDefault() {
        let accounts = Accounts()
        accounts.$balanceMock.returns(1)
        accounts.$balanceMock.returnsOnce(2)
        accounts.$balanceMock.when("x").returns(3)
        _ = accounts.balanceMock("y")
        accounts.$balanceMock.reset()
        #expect(!accounts.$balanceMock.wasCalled)
        #expect(accounts.balanceMock("x") == 100)
        #expect(accounts.balanceMock("y") == 100)
    }
}

/// `then(_:)` on the projection answers every call with code.
@Suite struct ThenTests {
    private enum MockClock {
        static let nowMock = Mock<(), Int>(scope: .test)
    }

    @Test func thenOnTheProjectionAnswersEveryCallUntilTheLoaderIsReset() async throws {
        let accounts = Accounts()
        accounts.$balanceMock.then { id in id.count }
        #expect(accounts.balanceMock("abc") == 3)
        #expect(accounts.balanceMock("a") == 1)
        accounts.$balanceMock.when("a").returns(-1)
        #expect(accounts.balanceMock("a") == -1)
        accounts.$balanceMock.resetLoader()
        #expect(accounts.balanceMock("abc") == 100)
        accounts.$loadMock.then { id in throw TestError(code: id) }
        #expect(throws: TestError(code: 4)) { try accounts.loadMock(4) }
        accounts.$fetchMock.then { id in id * 2 }
        #expect(try await accounts.fetchMock(4) == 8)
    }

    @Test func aStaticMockIsAnsweredWithCode() {
        var ticks = 0
        MockClock.nowMock.then { _ in
            ticks += 1
            return ticks
        }
        #expect(MockClock.nowMock(()) == 1)
        #expect(MockClock.nowMock(()) == 2)
        #expect(MockClock.nowMock.usage.history.map(\.value) == [1, 2])
    }
}
