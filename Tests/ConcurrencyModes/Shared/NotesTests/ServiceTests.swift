import Foundation
import Mocking
import Synchronization
import Testing

// A protocol with no isolation of its own (isolated to the main actor where that is the
// default), a `Sendable` one whose synchronous members a spy forwards, and a `nonisolated` one
// called from many tasks and from an actor.

struct SyncServiceTests {
    @Test func aGeneratedMockTakesNotesThatAreNotSendable() async throws {
        let sync = MockSyncService()
        sync.$pushMock.then { notes in notes.count * 10 }
        sync.$pullMock.when(3).returns(["a", "b"])
        sync.$isReachableMock.returns(true)

        #expect(try await sync.push([Note(title: "One"), Note(title: "Two")]) == 20)
        #expect(try await sync.pull(since: 3) == ["a", "b"])
        #expect(try await sync.pull(since: 4) == [])
        #expect(await sync.isReachable)

        sync.$pushMock.verifyCalled(.once, with: [Note(title: "One"), Note(title: "Two")])
        sync.$pullMock.verifyCalled(.exactly(2))
    }

    @Test func aSpyForwardsToTheRealService() async throws {
        let sync = MockSyncService(forwardingTo: AcceptingSyncService())
        #expect(try await sync.push([Note(title: "One")]) == 1)
        #expect(await sync.isReachable)
        sync.$pushMock.verifyCalled(.once)
    }

    @Test func aRethrowingMemberAwaitsTheClosureAsStubbed() async throws {
        let sync = MockSyncService()
        var attempts: [Int] = []
        sync.$retryingMock.returns { body in
            for attempt in 1...3 where try await body(attempt) { return true }
            return false
        }
        // A closure that throws nothing makes the call throw nothing: no `try`.
        let succeeded = await sync.retrying(3) { attempt in
            attempts.append(attempt)
            return attempt == 2
        }
        #expect(succeeded)
        #expect(attempts == [1, 2])
        await #expect(throws: StoreError.full) {
            try await sync.retrying(1) { _ in throw StoreError.full }
        }
        sync.$retryingMock.verifyCalled(.exactly(2))

        #expect(await HandWrittenSyncService().retrying(5) { $0 == 1 })
        let spy = MockSyncService(forwardingTo: AcceptingSyncService())
        #expect(await spy.retrying(4) { $0 == 4 })
        spy.$retryingMock.verifyCalled(.once, with: 4)
    }

    @Test func aHandWrittenMockThrowsWhatItIsTold() async {
        let sync = HandWrittenSyncService()
        sync.$pushMock.throws(StoreError.full)
        await #expect(throws: StoreError.full) { try await sync.push([]) }
        sync.$pushMock.verifyCalled(.once, with: [])
    }
}

struct LocatorTests {
    @Test func aSpyForwardsAPropertyAndAnAsyncMethod() async throws {
        let locator = MockLocator(forwardingTo: FixedLocator(region: "North"))
        #expect(locator.region == "North")
        #expect(try await locator.locate() == "North, here")
        locator.$region.returns("South")
        #expect(locator.region == "South")
        locator.$locateMock.verifyCalled(.once)
    }
}

struct IDGeneratorTests {
    @Test func callsFromManyTasksAreAllRecorded() async {
        let ids = MockIDGenerator()
        ids.nextMock.returns(1)
        let tasks = (0..<100).map { _ in Task.detached { ids.next() } }
        var sum = 0
        for task in tasks { sum += await task.value }
        #expect(sum == 100)
        ids.nextMock.verifyCalled(.exactly(100))
    }

    /// A stub runs on the isolation its mock's member runs on: the caller's, where async
    /// functions run on the caller's actor by default; elsewhere the requirement's, off any actor.
    @Test func aStubRunsWhereTheMockedMemberRuns() async {
        let ids = MockIDGenerator()
        let ranOnTheCaller = Mutex<[Bool]>([])
        stubReserve(of: ids) { ranOnTheCaller.withLock { $0.append(Caller.isCurrent) } }
        #expect(await Caller().reserve(3, of: ids) == [0, 1, 2])
        #expect(await ids.reserve(1) == [0])
        #if hasFeature(NonisolatedNonsendingByDefault)
        #expect(ranOnTheCaller.withLock { $0 } == [true, false])
        #else
        #expect(ranOnTheCaller.withLock { $0 } == [false, false])
        #endif
    }

    @Test func aSpyOfAFixedGenerator() async {
        let ids = MockIDGenerator(forwardingTo: FixedIDs(start: 5))
        #expect(ids.next() == 5)
        #expect(await Task.detached { await ids.reserve(2) }.value == [5, 6])
        ids.reserveMock.verifyCalled(.once, with: 2)
    }

    @Test func aHandWrittenMockOfANonisolatedProtocol() async {
        let ids = HandWrittenIDGenerator()
        ids.nextMock.returns(4)
        ids.reserveMock.when(2).returns([8, 9])
        #expect(ids.next() == 4)
        #expect(await ids.reserve(2) == [8, 9])
        ids.nextMock.verifyCalled(.once)
    }
}

/// Stubs `reserve(_:)` outside any actor, so that the stub is isolated to none: a closure written
/// in a main-actor test would be isolated to the main actor, as Swift isolates a closure to where
/// it is written.
nonisolated func stubReserve(
    of ids: MockIDGenerator, calling report: @escaping @Sendable () -> Void
) {
    ids.reserveMock.then { count in
        report()
        return Array(0..<count)
    }
}
