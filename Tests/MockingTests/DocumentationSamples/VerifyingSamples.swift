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

final class MockMailer {
    func send(to recipients: [String], replyTo: String?, priority: Int) {
        sendMock((recipients, replyTo, priority))
    }
    @Mock var sendMock: (([String], String?, Int)) -> Void
}

@Test func matchersForOptionalsCollectionsAndCombinations() {
    let mailer = MockMailer()
    mailer.send(to: ["ann@example.com", "bo@example.com"], replyTo: "desk", priority: 2)
    mailer.$sendMock.verifyCalled(.once, with: .count(2), .notNil, .value(1).or(2))
    mailer.$sendMock.verifyCalled(.once, with: .contains("bo@example.com"), .any, .not(0))
    let local = Arg<String>.matching("local") { !$0.contains("@") }
    mailer.$sendMock.verifyNeverCalled(with: .every(local).and(.not(.isEmpty)), .any, .any)
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

final class MockInbox {
    @Mock var deliverMock: ((String, String, @Sendable (Bool) -> Void)) -> Void
}

@Test func literalsBesideAClosure() {
    let inbox = MockInbox()
    inbox.deliverMock(("ann", "2 new", { _ in }))
    inbox.$deliverMock.verifyCalled(.once, with: "ann", "2 new", .any)
    inbox.$deliverMock.verifyNeverCalled(with: "bo", .any, .any)
}

@Test func aPredicateIsNamedByItsLabel() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    let farewell = Arg<String>.matching("a farewell") { $0.hasPrefix("bye") }
    withKnownIssue {
        notifier.$notifyMock.verifyCalled(with: .any, farewell)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected MockNotifier.notifyMock to be called at least once with (any, matching a \
            farewell), but no call matched.
            Closest call: 1. notifyMock("ann", "hello")
              argument 2: expected matching a farewell, but got "hello"
            Recorded calls to MockNotifier.notifyMock (1):
              1. notifyMock("ann", "hello")
            """
    }
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
            Expected MockNotifier.notifyMock to be called exactly 2 times, but it was called 1 time.
            Recorded calls to MockNotifier.notifyMock (1):
              1. notifyMock("ann", "hello")
            """
    }
}

final class MockSettings {
    @Mock var saveMock: ([String: Int]) -> Void
}

@Test func aDictionaryShowsTheKeysThatDiffer() {
    let settings = MockSettings()
    settings.saveMock(["volume": 3, "brightness": 7])
    withKnownIssue {
        settings.$saveMock.verifyCalled(with: ["brightness": 7, "volume": 5])
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected MockSettings.saveMock to be called at least once with ["brightness": 7, \
            "volume": 5], but no call matched.
            Closest call: 1. saveMock(["brightness": 7, "volume": 3])
              expected ["brightness": 7, "volume": 5], but got ["brightness": 7, "volume": 3]
                ["volume"]: expected 5, but got 3
            Recorded calls to MockSettings.saveMock (1):
              1. saveMock(["brightness": 7, "volume": 3])
            """
    }
}

final class MockUploader {
    @Mock var uploadMock: ((String, Data)) -> Void
    @Mock var tagMock: ([String]) -> Void
}

@Test func dataShowsWhereItFirstDiffers() {
    let uploader = MockUploader()
    uploader.uploadMock(("greeting.txt", Data("helLo!".utf8)))
    withKnownIssue {
        uploader.$uploadMock.verifyCalled(with: "greeting.txt", Data("hello!".utf8))
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected MockUploader.uploadMock to be called at least once with ("greeting.txt", 6 \
            bytes), but no call matched.
            Closest call: 1. uploadMock("greeting.txt", 6 bytes)
              argument 2: 6 bytes each, first different at offset 3: expected 0x6C, but got 0x4C
                expected: 68 65 6C 6C 6F 21 "hello!"
                got:      68 65 6C 4C 6F 21 "helLo!"
            Recorded calls to MockUploader.uploadMock (1):
              1. uploadMock("greeting.txt", 6 bytes)
            """
    }
}

@Test func aCollectionShowsTheElementsThatDiffer() {
    let uploader = MockUploader()
    uploader.tagMock(["ann", "bob", "cy"])
    withKnownIssue {
        uploader.$tagMock.verifyCalled(with: ["ann", "bo"])
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected MockUploader.tagMock to be called at least once with ["ann", "bo"], but no call matched.
            Closest call: 1. tagMock(["ann", "bob", "cy"])
              expected 2 elements, but got 3
                [1]: expected "bo", but got "bob"
                [2]: not expected, but got "cy"
            Recorded calls to MockUploader.tagMock (1):
              1. tagMock(["ann", "bob", "cy"])
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
    Task { notifier.notify("ann", "later") }
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
            Expected MockNotifier.notifyMock to be called at least once with ("ann", "bye!"), but no call matched.
            Closest call: 1. notifyMock("ann", "hello")
              argument 2: expected "bye!", but got "hello"
            Recorded calls to MockNotifier.notifyMock (2):
              1. notifyMock("ann", "hello")
              2. notifyMock("bo", "bye")
            """
    }
}

@Test func verifyingABackgroundCall() async {
    let notifier = MockNotifier()
    Task { notifier.notify("ann", "later") }
    await notifier.$notifyMock.verifyCalled(with: .value("ann"), .any, within: .seconds(5))
}

@Test func nothingMoreComesWithinTheTime() async {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    await notifier.$notifyMock.verifyCalled(.once, within: .milliseconds(200))
    await notifier.$notifyMock.verifyCalled(.never, with: "bo", .any, within: .milliseconds(200))
}

@Test func aLateSecondCallBreaksOnce() async {
    let notifier = MockNotifier()
    Task {
        notifier.notify("ann", "first")
        try? await Task.sleep(for: .milliseconds(100))
        notifier.notify("ann", "second")
    }
    await withKnownIssue {
        await notifier.$notifyMock.verifyCalled(.once, within: .seconds(60))
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected MockNotifier.notifyMock to be called exactly once within 60.0 seconds, but \
            it was called 2 times.
            Recorded calls to MockNotifier.notifyMock (2):
              1. notifyMock("ann", "first")
              2. notifyMock("ann", "second") ← unexpected
            """
    }
}

@Test func nothingElseWasCalled() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    #expect(notifier.$notifyMock.wasCalled(with: "ann", "hello"))
    notifier.$notifyMock.verifyCalled(.once, with: "ann", "hello")
    verifyNoMoreCalls(of: notifier)
    verifyNoCalls(of: MockNotifier())
}

@Test func oneMistakeRecordsOneIssue() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.notify("ann", "hello")
    withKnownIssue {
        notifier.$notifyMock.verifyCalled(.once)
    }
    #expect(verifyNoMoreCalls(of: notifier))
}

@Test func anUnverifiedCallIsListed() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.notify("bo", "hi")
    notifier.$notifyMock.verifyCalled(with: "ann", .any)
    withKnownIssue {
        verifyNoMoreCalls(of: notifier)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined().replacing(/#[0-9]+/, with: "#n") == """
            Expected every call to MockNotifier to be verified, but 1 call was not:
              #n MockNotifier.notifyMock("bo", "hi")
            """
    }
}

struct GeoPoint: Equatable {
    var lat: Double
    var lon: Double
}

final class MockMap {
    @Mock var centerMock: ((String, GeoPoint)) -> Void
}

@Test func aStructShowsThePropertyThatDiffers() {
    let map = MockMap()
    map.centerMock(("Oslo", GeoPoint(lat: 59.9, lon: 11.1)))
    withKnownIssue {
        map.$centerMock.verifyCalled(with: "Oslo", GeoPoint(lat: 59.9, lon: 11.2))
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected MockMap.centerMock to be called at least once with ("Oslo", \
            GeoPoint(lat: 59.9, lon: 11.2)), but no call matched.
            Closest call: 1. centerMock("Oslo", GeoPoint(lat: 59.9, lon: 11.1))
              argument 2 .lon: expected 11.2, but got 11.1
            Recorded calls to MockMap.centerMock (1):
              1. centerMock("Oslo", GeoPoint(lat: 59.9, lon: 11.1))
            """
    }
}

@Test func callsHappenInStrictOrder() {
    let session = MockSession()
    _ = session.loginMock("ann")
    _ = session.loginMock("bo")
    session.logoutMock(())
    verifyCallOrder(session.$loginMock, session.$logoutMock)
    withKnownIssue {
        verifyCallOrder(session.$loginMock, session.$logoutMock, allowingOtherCalls: false)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined().replacing(/#[0-9]+/, with: "#n") == """
            Expected MockSession.loginMock, then MockSession.logoutMock to be called in this \
            order, with no other call to them in between, but MockSession.loginMock("bo") (#n) \
            came after MockSession.loginMock("ann") (#n), where a call to MockSession.logoutMock \
            was expected.
            Recorded calls in order:
              #n MockSession.loginMock("ann")
              #n MockSession.loginMock("bo")
              #n MockSession.logoutMock()
            """
    }
}
