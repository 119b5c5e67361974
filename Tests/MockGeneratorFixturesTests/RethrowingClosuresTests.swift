import Mocking
import Testing

@testable import MockGeneratorFixtures

/// `rethrows` members whose closures escape, and a `rethrows` initializer (`Scheduler`): the
/// mock runs each closure as its stub says and throws only what the closure throws; the spy
/// hands the escaping closures to its live instance, which may keep them.
@Suite struct RethrowingClosuresTests {
    final class LiveScheduler: Scheduler {
        var kept: [() throws -> Void] = []
        init() {}
        init(loader: () throws -> Int) rethrows { _ = try loader() }
        func call(operation: @escaping () throws -> Void) rethrows { kept.append(operation) }
        func map(_ transform: @escaping (Int) throws -> String) rethrows -> String {
            try transform(7)
        }
    }

    struct Stop: Error, Equatable {}

    @Test func theMockRunsTheClosuresAndThrowsWhatTheyThrow() throws {
        var loads = 0
        _ = MockScheduler(loader: {
            loads += 1
            return 1
        })
        MockScheduler.initMock.returns { loader in _ = try loader() }
        let scheduler = MockScheduler(loader: {
            loads += 1
            return 2
        })
        #expect(loads == 1)
        #expect(throws: Stop()) { _ = try MockScheduler(loader: { throw Stop() }) }

        var runs = 0
        scheduler.call { runs += 1 }
        #expect(runs == 1)
        #expect(throws: Stop()) { try scheduler.call { throw Stop() } }
        scheduler.$mapMock.returns { transform in try transform(2) + "!" }
        #expect(scheduler.map { "\($0)" } == "2!")
        scheduler.$callMock.verifyCalled(2)
    }

    @Test func theSpyHandsTheEscapingClosuresToItsLiveInstance() throws {
        let live = LiveScheduler()
        let spy = MockScheduler(forwardingTo: live)
        var runs = 0

        spy.call { runs += 1 }
        #expect(runs == 0)
        try live.kept.first?()
        #expect(runs == 1)
        #expect(spy.map { "#\($0)" } == "#7")
    }
}
