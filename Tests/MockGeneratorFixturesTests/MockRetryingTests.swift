import Mocking
import Testing

@testable import MockGeneratorFixtures

/// `async rethrows` members (`Retrying`): the mock awaits the closure as its stub says, and
/// throws only what the closure throws; the spy hands the closure to its live instance. (That the
/// closure runs on a main-actor caller's isolation is the concurrency modes' package's to show:
/// in Swift 6 the protocol's own `async` members run off it.)
@Suite struct MockRetryingTests {
    struct Offline: Error, Equatable {}

    @Test func theClosureRunsAsTheStubSays() async throws {
        let retrying = MockRetrying()
        var made: [Int] = []
        retrying.$retryMock.returns { body in
            if let first = try? await body(1) { return first }
            return try await body(2)
        }
        let answer = try await retrying.retry(3) { attempt in
            made.append(attempt)
            guard attempt > 1 else { throw Offline() }
            return "attempt \(attempt)"
        }
        #expect(answer == "attempt 2")
        #expect(made == [1, 2])
        retrying.$retryMock.verifyCalled(.once, with: 3)
        // Unstubbed, the member answers its default without calling the closure.
        #expect(await MockRetrying().retry(1) { _ in "never" } == "")
    }

    @Test func onlyWhatTheClosureThrowsIsThrown() async throws {
        let retrying = MockRetrying()
        await #expect(throws: Offline()) { try await retrying.once { throw Offline() } }
        var runs = 0
        await retrying.once { runs += 1 }
        #expect(runs == 1)
        // An answer that throws while the closure threw nothing breaks `rethrows`: an issue, and
        // the call returns.
        retrying.$onceMock.returns { _ in throw Offline() }
        await withKnownIssue {
            await retrying.once {}
        }
        retrying.$onceMock.verifyCalled(.exactly(3))
    }

    /// What `attempt(_:)` answers for `Int`: a function of its closure.
    typealias IntAttempt =
        nonisolated(nonsending) (nonisolated(nonsending) () async throws -> Int)
        async throws -> Int

    @Test func aGenericMemberIsAnsweredPerSpecialization() async throws {
        let retrying = MockRetrying()
        retrying.$attemptMock.for(Void.self, returning: IntAttempt.self)
            .returns { body in try await body() * 10 }
        #expect(await retrying.attempt { 4 } == 40)
        await #expect(throws: Offline()) {
            try await retrying.attempt { () async throws -> Int in throw Offline() }
        }
        #expect(retrying.$attemptMock.for(Void.self, returning: IntAttempt.self).callCount == 2)
    }

    @Test func aClosureOfSeveralArgumentsIsPassedAsOneTakingATuple() async throws {
        let retrying = MockRetrying()
        var labels: [String] = []
        retrying.$labelMock.returns { body in
            try await body((1, "one"))
            try await body((2, "two"))
        }
        await retrying.label([]) { labels.append("\($0) \($1)") }
        #expect(labels == ["1 one", "2 two"])
        await #expect(throws: Offline()) {
            try await retrying.label([]) { _, _ in throw Offline() }
        }
        retrying.$labelMock.verifyCalled(.exactly(2), with: [])
    }

    @Test func theSpyHandsTheClosureToItsLiveInstance() async throws {
        let spy = MockRetrying(forwardingTo: LiveRetrying())
        var attempts: [Int] = []
        let answer = try await spy.retry(3) { attempt in
            attempts.append(attempt)
            guard attempt == 3 else { throw Offline() }
            return "third"
        }
        #expect(answer == "third")
        #expect(attempts == [1, 2, 3])
        await #expect(throws: Offline()) { try await spy.once { throw Offline() } }
        spy.$onceMock.verifyCalled(.once)
        // A closure of several arguments, passed on as it was given.
        #expect(await spy.pair { "\($0) \($1)" } == "1 one")
        await #expect(throws: Offline()) { try await spy.pair { _, _ in throw Offline() } }
    }
}
