import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Members whose result, which may be noncopyable, is made by a closure the caller passes
/// (`Watching`): the mock records the call, answers the closure's arguments as a test stubs
/// them, and returns what the closure makes of them; the spy forwards the member whose closure's
/// result is a known type, and answers the others as the mock does.
@Suite struct ResultHandlersTests {
    struct Stop: Error, Equatable {}

    final class LiveWatching: Watching {
        var watched: [String] = []
        func watch<Return: ~Copyable>(
            _ key: String, updatesHandler: (_ updates: [Int]) async throws -> Return
        ) async throws -> Return {
            watched.append(key)
            return try await updatesHandler([10, 20])
        }
        func withCounter<Result: ~Copyable>(_ body: (inout Int) throws -> Result) rethrows
            -> Result
        {
            var counter = 100
            return try body(&counter)
        }
        func pair<Pair: ~Copyable>(_ make: (String, Int) -> Pair) -> Pair { make("live", 1) }
        func lease(for holder: String, _ grant: () -> Lease) -> Lease {
            Lease(holder: "live " + grant().holder)
        }
    }

    @Test func theHandlerIsCalledWithTheStubbedUpdates() async throws {
        let watching = MockWatching()
        watching.$watchMock.when("volume").returns([1, 2, 3])

        let sum = try await watching.watch("volume") { updates in updates.reduce(0, +) }
        let lease = try await watching.watch("owner") { updates in
            Lease(holder: "\(updates.count) updates")
        }

        #expect(sum == 6)
        #expect(lease.holder == "0 updates")
        watching.$watchMock.verifyCalled(.once, with: "volume")
        watching.$watchMock.verifyCalled(2)
    }

    @Test func aStubbedErrorIsThrownBeforeTheHandlerRunsAndTheHandlersOwnErrorPassesThrough()
        async throws
    {
        let watching = MockWatching()
        watching.$watchMock.when("broken").throws(Stop())
        var handled = 0

        await #expect(throws: Stop()) {
            try await watching.watch("broken") { _ in handled += 1 }
        }
        await #expect(throws: Stop()) {
            try await watching.watch("fine") { _ in throw Stop() }
        }
        #expect(handled == 0)
        watching.$watchMock.verifyCalled(2)
    }

    @Test func inoutAndSeveralArgumentsAreAnsweredAndRethrowingThrowsOnlyWhatTheClosureThrows()
        throws
    {
        let watching = MockWatching()
        watching.$withCounterMock.returns(4)
        watching.$pairMock.returns(("seat", 12))

        let next = watching.withCounter { counter in
            counter += 1
            return counter
        }
        let lease = watching.pair { name, number in Lease(holder: "\(name) \(number)") }

        #expect(next == 5)
        #expect(lease.holder == "seat 12")
        #expect(throws: Stop()) { try watching.withCounter { _ in throw Stop() } }
        watching.$withCounterMock.verifyCalled(2)
    }

    @Test func theSpyForwardsTheClosureOfAKnownResultAndAnswersTheOthersAsTheMockDoes()
        async throws
    {
        let live = LiveWatching()
        let spy = MockWatching(forwardingTo: live)

        let lease = spy.lease(for: "ann") { Lease(holder: "ann") }
        let count = try await spy.watch("volume") { updates in updates.count }

        #expect(lease.holder == "live ann")
        #expect(count == 0)
        #expect(live.watched.isEmpty)
        spy.$leaseMock.verifyCalled(.once, with: "ann")
        spy.$watchMock.verifyCalled(.once, with: "volume")
    }
}
