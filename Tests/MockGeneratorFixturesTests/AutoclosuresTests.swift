import Mocking
import Testing

@testable import MockGeneratorFixtures

/// A protocol with `@autoclosure` parameters (`Latch`): its mock stubs and records each member,
/// and its spy hands the live instance an expression it evaluates when it wants.
@Suite struct AutoclosuresTests {
    /// A latch that keeps the conditions it is given and evaluates them when asked.
    final class LiveLatch: Latch, @unchecked Sendable {
        var conditions: [() -> Bool] = []
        var values: [Int] = []
        var messages: [String] = []

        func open(when ready: @escaping @autoclosure () -> Bool) { conditions.append(ready) }
        func wait(until ready: @escaping @autoclosure () throws -> Bool) throws -> Int {
            var checks = 1
            while try !ready() { checks += 1 }
            return checks
        }
        func settle(_ value: @escaping @autoclosure () async -> Int) async {
            values.append(await value())
        }
        func log(_ message: @autoclosure () -> String, level: Int) {
            if level > 1 { messages.append(message()) }
        }
    }

    /// An error a condition throws.
    struct Jammed: Error {}

    @Test func theMockStubsAndRecordsEveryMember() async throws {
        let latch = MockLatch()
        latch.$waitMock.returns(4)
        var evaluated = 0

        latch.open(
            when: {
                evaluated += 1
                return true
            }())
        #expect(try latch.wait(until: true) == 4)
        await latch.settle(7)
        latch.log("hello", level: 2)

        #expect(evaluated == 0)
        latch.$openMock.verifyCalled(.once)
        latch.$waitMock.verifyCalled(.once)
        latch.$settleMock.verifyCalled(.once)
        latch.$logMock.verifyCalled(.once, with: 2)
    }

    @Test func theSpyHandsTheLiveInstanceTheArgumentsToEvaluate() async throws {
        let live = LiveLatch()
        let latch = MockLatch(forwardingTo: live)
        var evaluated = 0
        var remaining = 2

        latch.open(
            when: {
                evaluated += 1
                return evaluated > 1
            }())
        #expect(evaluated == 0)
        #expect(live.conditions.map { $0() } == [false])
        #expect(evaluated == 1)
        #expect(
            try latch.wait(
                until: {
                    remaining -= 1
                    return remaining == 0
                }()) == 2)
        #expect(throws: Jammed.self) { try latch.wait(until: { throw Jammed() }()) }
        await latch.settle(await Task { 7 }.value)
        #expect(live.values == [7])
        latch.log("quiet", level: 1)
        latch.log("loud", level: 2)
        #expect(live.messages == ["loud"])

        latch.$openMock.verifyCalled(.once)
        latch.$waitMock.verifyCalled(.exactly(2))
        latch.$logMock.verifyCalled(.once, with: 1)
    }
}
