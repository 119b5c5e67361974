import Foundation
import Testing

@testable import Mocking

private protocol Clock {
    static func now() -> Date
    static var zone: String { get set }
}

private enum MockClock: Clock {
    static func now() -> Date { nowMock(()) }
    static let nowMock = Mock<(), Date>(scope: .test)

    static var zone: String {
        get { zoneMock.wrappedValue }
        set { zoneMock.wrappedValue = newValue }
    }
    static let zoneMock = PropertyMock<String>(wrappedValue: "UTC", scope: .test)

    static func parse<T: Decodable>(_ text: String) throws -> T { try parseMock(text) }
    static let parseMock = GenericThrowingMock(scope: .test)
}

/// Lets two tests wait, for a bounded time, until both have reached the same point, so that they
/// overlap when Swift Testing runs them in parallel, and go on alone when it does not.
private actor Rendezvous {
    static let shared = Rendezvous()
    /// The meeting point of the tests of a mock shared without `scope: .test`.
    static let sharedMockNote = Rendezvous()
    private var arrived = 0

    func arriveAndWait(for count: Int, timeout: Duration = .seconds(2)) async {
        arrived += 1
        let deadline = ContinuousClock.now + timeout
        while arrived < count, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// Two tests that stub the same static mocks differently, at the same time.
@Suite struct ParallelStaticMockTests {
    @Test func oneTestSeesItsOwnStubsAndCalls() async throws {
        try await stubCallAndVerify(seconds: 100, zone: "Europe/Oslo")
    }

    @Test func anotherTestSeesItsOwnStubsAndCalls() async throws {
        try await stubCallAndVerify(seconds: 200, zone: "Asia/Tokyo")
    }

    private func stubCallAndVerify(seconds: TimeInterval, zone: String) async throws {
        MockClock.nowMock.returns(Date(timeIntervalSince1970: seconds))
        MockClock.zone = zone
        MockClock.parseMock.for(String.self, returning: Int.self).returns(Int(seconds))
        await Rendezvous.shared.arriveAndWait(for: 2)
        for _ in 0..<Int(seconds / 100) {
            #expect(MockClock.now() == Date(timeIntervalSince1970: seconds))
        }
        #expect(MockClock.zone == zone)
        #expect(try MockClock.parse("x") as Int == Int(seconds))
        await Rendezvous.shared.arriveAndWait(for: 4)
        MockClock.nowMock.verifyCalled(.exactly(Int(seconds / 100)))
        #expect(MockClock.zoneMock.setValues == [zone])
        #expect(MockClock.parseMock.callCount == 1)
    }
}

@Suite struct MockScopeTests {
    @Test func childTasksOfATestShareItsState() async {
        MockClock.nowMock.returns(Date(timeIntervalSince1970: 7))
        await withTaskGroup(of: Date.self) { group in
            for _ in 0..<10 {
                group.addTask { MockClock.now() }
            }
            for await date in group {
                #expect(date == Date(timeIntervalSince1970: 7))
            }
        }
        let unstructured = Task { MockClock.now() }
        #expect(await unstructured.value == Date(timeIntervalSince1970: 7))
        #expect(MockClock.nowMock.callCount == 11)
    }

    @Test func aDetachedTaskUsesTheStateOutsideTests() async {
        MockClock.nowMock.returns(Date(timeIntervalSince1970: 7))
        let outside = await Task.detached { MockClock.now() }.value
        #expect(outside == Date(timeIntervalSince1970: 0))
        #expect(MockClock.nowMock.callCount == 0)
    }

    @Test(arguments: [1, 2, 3])
    func eachArgumentOfAParameterizedTestHasItsOwnState(seconds: Int) {
        MockClock.nowMock.returns(Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(MockClock.now() == Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(MockClock.nowMock.callCount == 1)
    }

    @Test func sharedMocksKeepOneState() async {
        let mock = Mock<Int, Int>(scope: .shared)
        mock.returns(5)
        #expect(await Task.detached { mock(1) }.value == 5)
        #expect(mock.callCount == 1)
    }
}

/// A mock in a `static let` without `scope: .test`.
private enum SharedTicker {
    static let tickMock = Mock<Int, Void>()
}

/// Two tests that call one shared mock at the same time: the failure of either says so.
@Suite struct SharedStaticMockNoteTests {
    @Test func oneTestCallsASharedMock() async {
        await callAndVerify(1)
    }

    @Test func anotherTestCallsASharedMock() async {
        await callAndVerify(2)
    }

    private func callAndVerify(_ value: Int) async {
        SharedTicker.tickMock(value)
        await Rendezvous.sharedMockNote.arriveAndWait(for: 2)
        // Run one after the other, the first test sees only its own call.
        guard SharedTicker.tickMock.callCount == 2 else { return }
        withKnownIssue {
            SharedTicker.tickMock.verifyCalled(.once)
        } matching: { issue in
            let text = commentText(of: issue)
            // One of the two callers is this test; the other called first or second.
            let first = SharedTicker.tickMock.usage.history.first?.context ?? 0
            let names = [1: "oneTestCallsASharedMock()", 2: "anotherTestCallsASharedMock()"]
            func named(_ caller: Int, from call: Int) -> String {
                let name = names[caller] ?? ""
                return caller == value
                    ? "this test, \(name), from call \(call)" : "\(name) from call \(call)"
            }
            return text == """
                Expected SharedTicker.tickMock to be called exactly once, but it was called 2 \
                times.
                SharedTicker.tickMock is shared by 2 tests: \(named(first, from: 1)), and \
                \(named(3 - first, from: 2)). Declare it with scope: .test to give each test its \
                own calls and stubs.
                Recorded calls to SharedTicker.tickMock (2):
                  1. tickMock(\(first))
                  2. tickMock(\(3 - first)) ← unexpected
                """
        }
    }
}
