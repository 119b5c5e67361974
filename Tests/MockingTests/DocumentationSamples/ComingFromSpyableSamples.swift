import Foundation
import Mocking
import Testing

// The samples of ComingFromSpyable.md, compiled and run. DocumentationSyncTests checks they stay
// identical.

enum FlushError: Error, Equatable {
    case offline
}

protocol AnalyticsTracker {
    var sessionID: String { get }
    func track(_ event: String, properties: [String: String])
    func flush() async throws -> Int
}

struct SignupFlow {
    let tracker: any AnalyticsTracker

    func finish(plan: String) async throws -> Int {
        tracker.track("signup", properties: ["plan": plan, "session": tracker.sessionID])
        return try await tracker.flush()
    }
}

final class MockAnalyticsTracker: AnalyticsTracker {
    @PropertyMock var sessionID: String

    func track(_ event: String, properties: [String: String]) { trackMock((event, properties)) }
    @Mock var trackMock: ((String, [String: String])) -> Void

    func flush() async throws -> Int { try await flushMock(()) }
    @AsyncThrowingMock var flushMock: nonisolated(nonsending) (()) async throws -> Int
}

@Test func finishingTracksTheSignup() async throws {
    let tracker = MockAnalyticsTracker()
    tracker.$sessionID.value = "s-1"
    tracker.$flushMock.returns(1)

    let sent = try await SignupFlow(tracker: tracker).finish(plan: "pro")

    #expect(sent == 1)
    #expect(tracker.$trackMock.wasCalled)
    #expect(tracker.$trackMock.callCount == 1)
    #expect(tracker.$trackMock.usage.contexts.last?.0 == "signup")
    #expect(tracker.$trackMock.usage.contexts.last?.1 == ["plan": "pro", "session": "s-1"])
    #expect(tracker.$flushMock.callCount == 1)
}

@Test func finishingTracksTheSignupVerified() async throws {
    let tracker = MockAnalyticsTracker()
    tracker.$sessionID.value = "s-1"
    tracker.$flushMock.returns(1)

    let sent = try await SignupFlow(tracker: tracker).finish(plan: "pro")

    #expect(sent == 1)
    tracker.$trackMock.verifyCalled(.once, with: "signup", ["plan": "pro", "session": "s-1"])
    tracker.$flushMock.verifyCalled(.once)
    tracker.$sessionID.verifyGet(.once)
    verifyNoMoreCalls(of: tracker)
}

@Test func spyablePropertiesWrittenWithWrappers() async throws {
    let tracker = MockAnalyticsTracker()
    tracker.$flushMock.throws(FlushError.offline)
    await #expect(throws: FlushError.offline) { try await tracker.flush() }
    tracker.$flushMock.then { _ in 3 }
    #expect(try await tracker.flush() == 3)
    tracker.$flushMock.resetLoader()
    #expect(try await tracker.flush() == 0)

    var tracked: [String] = []
    tracker.trackMock = { context in tracked.append(context.0) }
    tracker.track("opened", properties: [:])
    tracker.track("closed", properties: ["after": "3s"])
    #expect(tracked == ["opened", "closed"])
    #expect(tracker.$trackMock.usage.contexts.map(\.0) == ["opened", "closed"])
    #expect(tracker.$trackMock.usage.contexts.last?.1 == ["after": "3s"])
    #expect(tracker.$flushMock.usage.history.map(\.value) == [nil, 3, 0])
}
