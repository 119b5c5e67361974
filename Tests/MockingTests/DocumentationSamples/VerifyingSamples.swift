import Foundation
import Mocking
import Testing

// The samples of Verifying.md, compiled and run. DocumentationSyncTests checks they stay identical.

protocol Notifier: Sendable {
    func notify(_ user: String, _ message: String)
}

final class MockNotifier: Notifier, @unchecked Sendable {
    func notify(_ user: String, _ message: String) { notifyMock((user, message)) }
    @Mock var notifyMock: ((String, String)) -> Void
}

@Test func askingAboutCalls() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.notify("bo", "hello")
    #expect(notifier.$notifyMock.wasCalled)
    #expect(notifier.$notifyMock.callCount == 2)
    #expect(notifier.$notifyMock.wasCalled(with: "ann", "hello"))
    #expect(!notifier.$notifyMock.wasCalled(with: "ann", "bye"))
}

@Test func verifyingCalls() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.$notifyMock.verifyCalled()
    notifier.$notifyMock.verifyCalled(1)
    notifier.$notifyMock.verifyCalled(.once, with: "ann", "hello")
    notifier.$notifyMock.verifyCalled(.atMost(1), where: { $0.0 == "ann" })
    notifier.$notifyMock.verifyNeverCalled(with: "bo", "hello")
}

@Test func aFailedVerificationListsTheCalls() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    withKnownIssue {
        notifier.$notifyMock.verifyCalled(.exactly(2))
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected notifyMock to be called exactly 2 times, but it was called 1 time.
            Recorded calls to notifyMock (1):
              1. notifyMock("ann", "hello")
            """
    }
}

@Test func inspectingTheHistory() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    let call = notifier.$notifyMock.usage.history[0]
    #expect(call.context == ("ann", "hello"))
    #expect(notifier.$notifyMock.usage.contexts.map(\.0) == ["ann"])
}

final class MockSession {
    @Mock var loginMock: (String) -> Bool
    @Mock var logoutMock: (()) -> Void
}

@Test func callsHappenInOrder() {
    let session = MockSession()
    let notifier = MockNotifier()
    _ = session.loginMock("ann")
    notifier.notify("ann", "welcome")
    session.logoutMock(())
    #expect(session.$loginMock.wasCalled(before: notifier.$notifyMock))
    verifyCallOrder(session.$loginMock, notifier.$notifyMock, session.$logoutMock)
}

@Test func waitingForABackgroundCall() async {
    let notifier = MockNotifier()
    Task.detached { notifier.notify("ann", "later") }
    #expect(await notifier.$notifyMock.waitUntilCalled(times: 1, timeout: .seconds(5)))
}

@Test func matchingSomeArguments() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello, Ann")
    #expect(notifier.$notifyMock.wasCalled(with: "ann", .any))
    #expect(notifier.$notifyMock.wasCalled(with: .any, .matching { $0.hasPrefix("hello") }))
    #expect(notifier.$notifyMock.wasCalled(where: { $0.1.contains("Ann") }))
    let greeting = Arg<String>.matching("a greeting") { $0.hasPrefix("hello") }
    notifier.$notifyMock.verifyCalled(.once, with: .any, greeting)
    let other = "bo"
    notifier.$notifyMock.verifyNeverCalled(with: .value(other), .any)
    notifier.$notifyMock.verifyNeverCalled(where: { $0.1.isEmpty })
}

@Test func aFailedVerificationNamesTheClosestCall() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.notify("bo", "bye")
    withKnownIssue {
        notifier.$notifyMock.verifyCalled(with: "ann", "bye!")
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected notifyMock to be called at least once with ("ann", "bye!"), but it was never \
            called with ("ann", "bye!").
            Closest call: 1. notifyMock("ann", "hello")
              argument 2: expected "bye!", but got "hello"
            Recorded calls to notifyMock (2):
              1. notifyMock("ann", "hello")
              2. notifyMock("bo", "bye")
            """
    }
}

@Test func verifyingABackgroundCall() async {
    let notifier = MockNotifier()
    Task.detached { notifier.notify("ann", "later") }
    await notifier.$notifyMock.verifyCalled(.once, with: .value("ann"), .any, within: .seconds(5))
}
