import Foundation
import Testing

@testable import Mocking

private protocol Worker {
    func perform(_ work: () -> Void)
    func map(_ values: [Int], _ transform: (Int) -> String) -> [String]
    func each(_ values: [Int], _ body: (Int) throws -> Void) rethrows
    func run(_ work: () throws -> Int) rethrows -> Int
    func later(_ work: () async -> Void) async
    func pick(_ choose: () throws -> Int) rethrows -> Invoice
}

private struct Invoice: Equatable {
    var number: Int
}

private final class MockWorker: Worker {
    func perform(_ work: () -> Void) { performMock(())(work) }
    @Mock(returning: { work in work() }) var performMock: (()) -> (() -> Void) -> Void

    func map(_ values: [Int], _ transform: (Int) -> String) -> [String] {
        mapMock(values)(transform)
    }
    @Mock(returning: { _ in [] }) var mapMock: ([Int]) -> ((Int) -> String) -> [String]

    func each(_ values: [Int], _ body: (Int) throws -> Void) rethrows {
        try $eachMock(values, passing: body)
    }
    @Mock(returning: { _ in }) var eachMock: ([Int]) -> ((Int) throws -> Void) throws -> Void

    func run(_ work: () throws -> Int) rethrows -> Int { try $runMock((), passing: work) }
    @Mock(returning: { work in try work() }) var runMock: (()) -> (() throws -> Int) throws -> Int

    func later(_ work: () async -> Void) async { await laterMock(())(work) }

    func pick(_ choose: () throws -> Int) rethrows -> Invoice { try $pickMock((), passing: choose) }
    @Mock(returning: { choose in Invoice(number: try choose()) })
    var pickMock: (()) -> (() throws -> Int) throws -> Invoice
    @Mock(returning: { work in await work() }) var laterMock:
        (()) -> (() async -> Void) async -> Void
}

/// `rethrows` members whose closures escape: a spy passes them on to a live instance that keeps
/// them.
private protocol Deferring {
    func call(operation: @escaping () throws -> Void) rethrows
    func map(_ transform: @escaping (Int) throws -> String) rethrows -> String
}

private final class KeepingDeferring: Deferring {
    var kept: [() throws -> Void] = []
    func call(operation: @escaping () throws -> Void) rethrows { kept.append(operation) }
    func map(_ transform: @escaping (Int) throws -> String) rethrows -> String {
        try transform(4)
    }
}

private final class MockDeferring: Deferring {
    init() {}

    convenience init(forwardingTo live: KeepingDeferring) {
        self.init()
        $callMock.forward { _ in { operation in try live.call(operation: operation) } }
        $mapMock.forward { _ in { transform in try live.map(transform) } }
    }

    func call(operation: @escaping () throws -> Void) rethrows {
        try $callMock((), passing: operation)
    }
    @Mock(returning: { operation in try operation() }) var callMock:
        (()) -> (@escaping () throws -> Void) throws -> Void

    func map(_ transform: @escaping (Int) throws -> String) rethrows -> String {
        try $mapMock((), passing: transform)
    }
    @Mock(returning: { _ in "" }) var mapMock:
        (()) -> (@escaping (Int) throws -> String) throws -> String
}

@Suite struct ClosureParameterTests {
    @Test func anEscapingClosureOfARethrowingMemberReachesTheLiveInstanceThatKeepsIt() throws {
        let live = KeepingDeferring()
        let spy = MockDeferring(forwardingTo: live)
        var runs = 0
        spy.call { runs += 1 }
        #expect(runs == 0)
        #expect(live.kept.count == 1)
        try live.kept.first?()
        #expect(runs == 1)
        #expect(spy.map { "#\($0)" } == "#4")
        #expect(throws: TestError(code: 4)) {
            try spy.map { throw TestError(code: $0) }
        }
        spy.$callMock.verifyCalled(.once)
        spy.$mapMock.verifyCalled(2)

        // A mock runs the closure as the default answer says, and throws what it throws.
        let mock = MockDeferring()
        mock.call { runs += 1 }
        #expect(runs == 2)
        #expect(throws: TestError(code: 5)) {
            try mock.call { throw TestError(code: 5) }
        }
        mock.$mapMock.returns { transform in try transform(6) + "!" }
        #expect(mock.map { "\($0)" } == "6!")
    }

    @Test func aStubRunsTheClosureTheMemberReceived() async {
        let worker = MockWorker()
        var runs = 0
        worker.perform { runs += 1 }
        #expect(runs == 1)
        worker.$performMock.returns { work in
            work()
            work()
        }
        worker.perform { runs += 1 }
        #expect(runs == 3)
        worker.$mapMock.returns { transform in [transform(1), transform(2)] }
        #expect(worker.map([9]) { "#\($0)" } == ["#1", "#2"])
        worker.$mapMock.verifyCalled(.once, with: [9])
        await worker.later { runs += 1 }
        #expect(runs == 4)
    }

    @Test func aRethrowingMemberThrowsWhatTheClosureThrows() throws {
        let worker = MockWorker()
        worker.$eachMock.when([1, 2]).then { values in
            { body in for value in values { try body(value) } }
        }
        var seen: [Int] = []
        worker.each([1, 2]) { seen.append($0) }
        #expect(seen == [1, 2])
        #expect(throws: TestError(code: 2)) {
            try worker.each([1, 2]) { if $0 == 2 { throw TestError(code: 2) } }
        }
        #expect(worker.run { 7 } == 7)
        worker.$runMock.returns { _ in 8 }
        #expect(worker.run { 7 } == 8)
    }

    @Test func anAnswerThatThrowsItsOwnErrorIsReported() {
        let worker = MockWorker()
        worker.$runMock.returns { _ in throw TestError(code: 5) }
        withKnownIssue {
            #expect(worker.run { 1 } == 0)
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected the answer to MockWorker.runMock() to throw only what the closure it \
                runs throws, as the member rethrows, but it threw TestError(5).
                """
        }
    }

    @Test func anOwnErrorWithoutANeutralAnswerStopsTheProcessAfterTheIssue() async {
        await withKnownIssue {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                let worker = MockWorker()
                worker.$pickMock.returns { _ in throw TestError(code: 6) }
                _ = worker.pick { 1 }
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains("but it threw TestError(6)"))
        } matching: { issue in
            commentText(of: issue).contains("but it threw TestError(6)")
        }
    }
}
