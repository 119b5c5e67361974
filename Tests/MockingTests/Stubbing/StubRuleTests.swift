import Dispatch
import Testing

@testable import Mocking

private final class Tickets: @unchecked Sendable {
    @Mock var nextMock = { (queue: String) -> Int in 100 }
    @ThrowingMock var claimMock = { (id: Int) throws -> String in "live \(id)" }
    @AsyncThrowingMock var fetchMock = { (id: Int) async throws -> Int in id }
}

private struct Closed: Error, Equatable {}

@Suite struct StubRuleTests {
    @Test func answersUsedOnceComeOutInOrderAndTheLastAnswersTheRest() {
        let tickets = Tickets()
        tickets.$nextMock.when(.any).returnsOnce(1).returnsOnce(2).returns(3)
        #expect((0..<5).map { _ in tickets.nextMock("a") } == [1, 2, 3, 3, 3])
        #expect(tickets.$nextMock.callCount == 5)
    }

    @Test func aRuleWhoseAnswersAreUsedUpNoLongerMatches() {
        let tickets = Tickets()
        tickets.$nextMock.returnsOnce(50)
        tickets.$nextMock.when("a").returns(7)
        tickets.$nextMock.when("a").returnsOnce(1).returnsOnce(2)
        #expect((0..<4).map { _ in tickets.nextMock("a") } == [1, 2, 7, 7])
        #expect(tickets.nextMock("b") == 50, "a call no rule matches takes the queued answer")
        #expect(tickets.nextMock("b") == 100)
    }

    @Test func answersUsedOnceAreOnlyUsedByTheCallsTheRuleMatches() {
        let tickets = Tickets()
        tickets.$nextMock.when("a").returnsOnce(1).returnsOnce(2)
        #expect(tickets.nextMock("b") == 100)
        #expect(tickets.nextMock("a") == 1)
        #expect(tickets.nextMock("b") == 100)
        #expect(tickets.nextMock("a") == 2)
        #expect(tickets.nextMock("a") == 100)
    }

    @Test func aThrowingRuleThrowsOnceThenAnswers() throws {
        let tickets = Tickets()
        tickets.$claimMock.when(3).throwsOnce(Closed()).returnsOnce("ok").throws(Closed())
        #expect(throws: Closed()) { try tickets.claimMock(3) }
        #expect(try tickets.claimMock(3) == "ok")
        #expect(throws: Closed()) { try tickets.claimMock(3) }
        #expect(try tickets.claimMock(4) == "live 4")
        let failures = tickets.$claimMock.usage.history.filter { $0.error != nil }
        #expect(failures.count == 2, "each thrown error is recorded")
    }

    @Test func anAsyncRuleAnswersOnceThenCallsTheRealImplementation() async throws {
        let tickets = Tickets()
        tickets.$fetchMock.returns(0)
        tickets.$fetchMock.when(.any).returnsOnce(-1).callsRealImplementation()
        #expect(try await tickets.fetchMock(5) == -1)
        #expect(try await tickets.fetchMock(6) == 6)
        #expect(tickets.$fetchMock.usage.contexts == [5, 6])
    }

    @Test func callsRealImplementationAnswersWithTheDeclaredLoaderOverAStub() {
        let tickets = Tickets()
        tickets.$nextMock.returns(1)
        tickets.$nextMock.when("live").callsRealImplementation()
        #expect(tickets.nextMock("live") == 100)
        #expect(tickets.nextMock("other") == 1)
    }

    @Test func callsRealImplementationOnASpyAnswersAsTheLiveInstance() {
        let tickets = Tickets()
        tickets.$nextMock.forward { queue in queue.count }
        tickets.$nextMock.returns(0)
        tickets.$nextMock.when("four").callsRealImplementation()
        #expect(tickets.nextMock("four") == 4)
        #expect(tickets.nextMock("three") == 0)
    }

    @Test func eachAnswerUsedOnceAnswersOneCallAcrossThreads() {
        let tickets = Tickets()
        let answers = 2_000
        var rule = tickets.$nextMock.when(.any).returnsOnce(-1)
        for answer in 2...answers { rule = rule.returnsOnce(-answer) }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<(answers / 4) { _ = tickets.nextMock("a") }
        }
        let values = tickets.$nextMock.usage.history.map(\.value)
        #expect(values.count == answers * 2)
        #expect(values.filter { $0 == 100 }.count == answers)
        let onceAnswers = values.compactMap { $0 }.filter { $0 < 0 }
        #expect(onceAnswers.count == answers)
        #expect(Set(onceAnswers) == Set((1...answers).map { -$0 }))
    }
}

@Suite struct SideEffectTests {
    @Test func everyEffectRunsWithEachCallBeforeItIsAnswered() async throws {
        let tickets = Tickets()
        let seen = Locked([String]())
        tickets.$nextMock.perform { queue in seen.withLock { $0.append("first \(queue)") } }
        tickets.$nextMock.perform { queue in seen.withLock { $0.append("second \(queue)") } }
        tickets.$nextMock.when("b").returns(2)
        #expect(tickets.nextMock("a") == 100)
        #expect(tickets.nextMock("b") == 2)
        #expect(seen.withLock { $0 } == ["first a", "second a", "first b", "second b"])
        tickets.$fetchMock.perform { id in seen.withLock { $0.append("fetch \(id)") } }
        #expect(try await tickets.fetchMock(3) == 3)
        #expect(seen.withLock { $0.last } == "fetch 3")
    }

    @Test func resetStubsRemovesTheEffectsAndResetLoaderKeepsThem() {
        let tickets = Tickets()
        let count = Locked(0)
        tickets.$nextMock.perform { _ in count.withLock { $0 += 1 } }
        tickets.$nextMock.returns(5)
        tickets.$nextMock.resetLoader()
        _ = tickets.nextMock("a")
        tickets.$nextMock.resetStubs()
        _ = tickets.nextMock("a")
        #expect(count.withLock { $0 } == 1)
        #expect(tickets.$nextMock.callCount == 2)
    }

    @Test func aPropertysGetterAndSetterRunTheirEffectsAndKeepTheValue() {
        final class Door: @unchecked Sendable {
            @PropertyMock var isOpen = false
        }
        let door = Door()
        let events = Locked([String]())
        door.$isOpen.getter.perform { _ in events.withLock { $0.append("get") } }
        door.$isOpen.setter.perform { value in events.withLock { $0.append("set \(value)") } }
        door.isOpen = true
        #expect(door.isOpen)
        #expect(events.withLock { $0 } == ["set true", "get"])
        #expect(door.$isOpen.setValues == [true])
    }

    @Test func aClassMocksCallRunsItsEffectsBeforeTheSuperclass() {
        final class Greeter: @unchecked Sendable {
            func greet(_ name: String) -> String { "Hi \(name)" }
        }
        final class MockGreeter: @unchecked Sendable {
            let live = Greeter()
            func greet(_ name: String) -> String {
                $greetMock(name, default: live.greet(name))
            }
            @Mock var greetMock: (String) -> String
        }
        let greeter = MockGreeter()
        let names = Locked([String]())
        greeter.$greetMock.perform { name in names.withLock { $0.append(name) } }
        #expect(greeter.greet("Ann") == "Hi Ann")
        #expect(names.withLock { $0 } == ["Ann"])
    }
}
