import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Methods that throw a typed error and take a closure that throws it (`Batching`): the mock
/// answers its default until a stub answers, and the spy passes the closure to the live
/// instance, keeping the error's type.
@Suite struct TypedThrowingClosuresTests {
    /// Runs work once, numbers up to three, and stops at a negative total.
    struct LiveBatching: Batching {
        func run(_ work: () throws(BatchError) -> Void) throws(BatchError) { try work() }
        func each(_ body: (Int) throws(BatchError) -> Void) throws(BatchError) {
            for number in 1...3 { try body(number) }
        }
        func total(_ work: () async throws(BatchError) -> Int) async throws(BatchError) -> Int {
            let total = try await work()
            guard total >= 0 else { throw .stopped(at: total) }
            return total
        }
        mutating func retry(_ work: () throws(BatchError) -> Void) throws(BatchError) {
            try work()
        }
    }

    // Closures that say `throws(BatchError)`, and typed-throwing functions passed where the
    // mock's wrapper takes a closure, crash Swift 6.3's SIL generation: the tests stub none.

    /// Stops at 2.
    static func stopAtTwo(_ number: Int) throws(BatchError) {
        if number == 2 { throw .stopped(at: number) }
    }

    @Test func theMockAnswersItsDefaultsAndRecords() async throws {
        let batching = MockBatching()
        var runs = 0
        try batching.run { runs += 1 }
        #expect(runs == 0)
        #expect(try await batching.total { 4 } == 0)
        var seen: [Int] = []
        try batching.each { seen.append($0) }
        #expect(seen.isEmpty)
        batching.$runMock.verifyCalled(.once)
        batching.$totalMock.verifyCalled(.once)
        batching.$eachMock.verifyCalled(.once)
    }

    @Test func theSpyPassesTheClosureToTheLiveInstance() async throws {
        let batching = MockBatching(forwardingTo: LiveBatching())
        var seen: [Int] = []
        try batching.each { seen.append($0) }
        #expect(seen == [1, 2, 3])
        do {
            try batching.each(Self.stopAtTwo)
            Issue.record("each(_:) did not throw")
        } catch {
            #expect(error == .stopped(at: 2))
        }
        #expect(try await batching.total { 5 } == 5)
        await #expect(throws: BatchError.stopped(at: -1)) { try await batching.total { -1 } }
        batching.$eachMock.verifyCalled(.exactly(2))
        batching.$totalMock.verifyCalled(.exactly(2))
        // `retry(_:)` answers as a mock's does: it does not call the work.
        var retries = 0
        try batching.retry { retries += 1 }
        #expect(retries == 0)
        batching.$retryMock.verifyCalled(.once)
    }
}
