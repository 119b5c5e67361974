import Dispatch
import Foundation
import Testing

@testable import Mocking

/// Drives mocks from many threads and tasks at once. CI runs these under `--sanitize=thread`.
@Suite struct ConcurrencyTests {
    static let threads = 8
    static let callsPerThread = 25_000

    @Test func callsFromManyThreadsLoseNoEntry() {
        let mock = Mock(wrappedValue: { (x: Int) in x &* 2 })
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.callsPerThread {
                _ = mock.getValue(thread * Self.callsPerThread + index)
            }
        }
        let history = mock.usage.history
        #expect(history.count == Self.threads * Self.callsPerThread)
        #expect(Set(history.map(\.context)).count == Self.threads * Self.callsPerThread)
        #expect(history.allSatisfy { $0.value == $0.context &* 2 })
        #expect(
            zip(history, history.dropFirst()).allSatisfy { $0.sequenceNumber < $1.sequenceNumber })
    }

    @Test func callsAnsweredByAStubbedValueLoseNoEntryAndStayInOrder() {
        let mock = Mock<Int, Int>()
        mock.returns(7)
        let calls = 5_000
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<calls { _ = mock.getValue(thread * calls + index) }
        }
        let history = mock.usage.history
        #expect(history.count == Self.threads * calls)
        #expect(Set(history.map(\.context)).count == Self.threads * calls)
        #expect(history.allSatisfy { $0.value == 7 })
        #expect(
            zip(history, history.dropFirst()).allSatisfy { $0.sequenceNumber < $1.sequenceNumber })
    }

    @Test func callsAnsweredByValuesAndLoadersInTurnStayInOrder() {
        // A stubbed value records a call as it is answered, a loader once it returns: a slow
        // loader's call lands after later calls that values answered, and must be put in its place.
        let mock = Mock(wrappedValue: { (x: Int) -> Int in
            (0..<50).reduce(x) { $0 &+ $1 }
        })
        let callers = 4
        let calls = 5_000
        DispatchQueue.concurrentPerform(iterations: callers + 1) { worker in
            guard worker < callers else {
                for round in 0..<1_000 {
                    if round.isMultiple(of: 2) { mock.returns(-1) } else { mock.resetLoader() }
                }
                return
            }
            for index in 0..<calls { _ = mock.getValue(worker * calls + index) }
        }
        let history = mock.usage.history
        #expect(history.count == callers * calls)
        #expect(Set(history.map(\.context)).count == callers * calls)
        #expect(
            zip(history, history.dropFirst()).allSatisfy { $0.sequenceNumber < $1.sequenceNumber })
    }

    @Test func callsFromATaskGroupLoseNoEntry() async {
        let mock = AsyncThrowingMock(wrappedValue: { (x: Int) async throws -> Int in
            if x % 10 == 0 { throw TestError(code: x) }
            return x
        })
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<100 {
                group.addTask {
                    for index in 0..<1_000 { _ = try? await mock.getValue(task * 1_000 + index) }
                }
            }
        }
        let history = mock.usage.history
        #expect(history.count == 100_000)
        #expect(history.filter { $0.error != nil }.count == 10_000)
        #expect(Set(history.map(\.sequenceNumber)).count == 100_000)
    }

    @Test func changingLoadersAndRulesWhileCallsRunLosesNoCall() {
        let mock = Mock(wrappedValue: { (x: Int) in 0 })
        let callers = 4
        let calls = 20_000
        let answers = Locked<Set<Int>>([])
        DispatchQueue.concurrentPerform(iterations: callers + 1) { worker in
            guard worker < callers else {
                for round in 0..<2_000 {
                    switch round % 6 {
                    case 0: mock.wrappedValue = { _ in 1 }
                    case 1: mock.returns(2)
                    case 2: mock.returnsOnce(3)
                    case 3: mock.when { $0 % 2 == 0 }.returns(4)
                    case 4: mock.defaultValueLoader = { _ in 5 }
                    default: mock.resetLoader()
                    }
                }
                return
            }
            var seen = Set<Int>()
            for index in 0..<calls { seen.insert(mock.getValue(index)) }
            answers.withLock { $0.formUnion(seen) }
        }
        #expect(mock.callCount == callers * calls)
        #expect(answers.withLock { $0 }.isSubset(of: [0, 1, 2, 3, 4, 5]))
    }

    @Test func manyMocksShareOneStrictlyIncreasingSequence() async {
        let mocks = (0..<8).map { _ in Mock(wrappedValue: { (x: Int) in x }) }
        await withTaskGroup(of: Void.self) { group in
            for mock in mocks {
                group.addTask { for index in 0..<5_000 { _ = mock.getValue(index) } }
            }
        }
        let numbers = mocks.flatMap { $0.usage.history.map(\.sequenceNumber) }
        #expect(numbers.count == 40_000)
        #expect(Set(numbers).count == 40_000)
    }

    @Test func waitersWakeWhenOtherThreadsCall() async {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        async let reached = mock.waitUntilCalled(times: 10_000, timeout: .seconds(30))
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for index in 0..<2_500 { _ = mock.getValue(index) }
            }
        }
        #expect(await reached)
    }

    @Test func propertyAndGenericMocksLoseNoAccessFromManyThreads() {
        let property = PropertyMock(wrappedValue: 0)
        let generic = GenericMock()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<1_000 {
                property.wrappedValue = index
                _ = property.wrappedValue
                if index.isMultiple(of: 2) {
                    let _: Int = generic(thread)
                } else {
                    let _: String = generic(thread)
                }
            }
        }
        #expect(property.getCount == Self.threads * 1_000)
        #expect(property.setValues.count == Self.threads * 1_000)
        #expect(generic.for(Int.self, returning: Int.self).callCount == Self.threads * 500)
        #expect(generic.for(Int.self, returning: String.self).callCount == Self.threads * 500)
    }

    @Test func aTestScopedMockServesManyTasksOfOneTest() async {
        let mock = Mock<Int, Int>(scope: .test)
        mock.when(.matching { $0 < 0 }).returns(-1)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<20 {
                group.addTask {
                    for index in 0..<100 { _ = mock(task * 100 + index) }
                }
            }
        }
        #expect(mock.callCount == 2_000)
        #expect(mock(-5) == -1)
    }
}
