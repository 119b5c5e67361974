import Foundation
import Mocking
import Testing
import XCTest

// The samples of ComingFromCuckoo.md, compiled and run. DocumentationSyncTests checks they stay
// identical.

struct Message: Equatable, Sendable {
    var to: String
    var text: String
}

enum SendError: Error, Equatable {
    case offline
}

protocol MessageSender {
    var signature: String { get }
    func send(_ message: Message) throws -> Int
    func deliveredCount(to recipient: String) -> Int
}

struct ReminderService {
    let sender: any MessageSender

    func remind(_ people: [String], about topic: String) -> [Int] {
        people.compactMap { person in
            try? sender.send(Message(to: person, text: "\(topic), \(sender.signature)"))
        }
    }
}

final class MockMessageSender: MessageSender {
    /// Creates a spy of `live`: each member answers as `live` does until a test stubs it, and every
    /// call is recorded; `resetLoader()` returns a member to `live`'s answer.
    convenience init<Live: MessageSender>(forwardingTo live: Live) {
        self.init()
        $signature.forward(get: { live.signature })
        $sendMock.forward { message in try live.send(message) }
        $deliveredCountMock.forward { recipient in live.deliveredCount(to: recipient) }
    }

    @PropertyMock var signature: String

    func send(_ message: Message) throws -> Int { try sendMock(message) }
    @ThrowingMock var sendMock: (Message) throws -> Int

    func deliveredCount(to recipient: String) -> Int { deliveredCountMock(recipient) }
    @Mock var deliveredCountMock: (String) -> Int
}

nonisolated final class ReminderServiceTests: XCTestCase {
    @MainActor func testRemindsEveryoneWhoIsOnline() async {
        let sender = MockMessageSender()
        setStrict(true, of: sender)
        sender.$signature.value = "Ann"
        sender.$sendMock.returnsOnce(1)
        sender.$sendMock.returns(2)
        sender.$sendMock.when(Message(to: "bo", text: "Lunch, Ann")).throws(SendError.offline)

        let ids = ReminderService(sender: sender).remind(["ann", "bo", "cy"], about: "Lunch")

        XCTAssertEqual(ids, [1, 2])
        sender.$sendMock.verifyCalled(.exactly(3))
        XCTAssertEqual(sender.$sendMock.usage.contexts.map(\.to), ["ann", "bo", "cy"])
        sender.$signature.verifyGet(.atLeastOnce)
        sender.$deliveredCountMock.verifyNeverCalled()
        verifyNoMoreCalls(of: sender)
    }
}

@Test func cuckooStubsWrittenWithWrappers() throws {
    let sender = MockMessageSender()
    let lunch = Message(to: "ann", text: "Lunch")
    sender.$sendMock.returnsOnce(1)
    sender.$sendMock.returns(2)
    sender.$sendMock.when(lunch).throws(SendError.offline)
    sender.$deliveredCountMock.then { recipient in recipient.count }
    sender.$signature.returns("Ann")

    #expect(try sender.send(Message(to: "bo", text: "Hi")) == 1)
    #expect(try sender.send(Message(to: "bo", text: "Hi")) == 2)
    #expect(throws: SendError.offline) { try sender.send(lunch) }
    #expect(sender.deliveredCount(to: "cy") == 2)
    #expect(sender.signature == "Ann")

    sender.$sendMock.verifyCalled(.exactly(3))
    sender.$sendMock.verifyCalled(.atMost(2), with: Message(to: "bo", text: "Hi"))
    sender.$sendMock.verifyCalled(.once, with: .matching { $0.to == "ann" })
    sender.$deliveredCountMock.verifyCalled(.once, with: "cy")
    sender.$signature.verifyGet(.once)
    #expect(sender.$sendMock.usage.contexts.map(\.to) == ["bo", "bo", "ann"])
    #expect(sender.$sendMock.usage.contexts.last == lunch)
    verifyNoMoreCalls(of: sender)
}

struct OfficeSender: MessageSender {
    var signature: String { "The office" }
    func send(_ message: Message) throws -> Int { message.text.count }
    func deliveredCount(to recipient: String) -> Int { 0 }
}

@Test func aSpyAnswersAsTheRealSenderUntilStubbed() throws {
    let sender = MockMessageSender(forwardingTo: OfficeSender())
    #expect(try sender.send(Message(to: "ann", text: "Lunch")) == 5)
    sender.$sendMock.returns(0)
    sender.$sendMock.when { $0.to == "ann" }.callsRealImplementation()
    #expect(try sender.send(Message(to: "bo", text: "Lunch")) == 0)
    #expect(try sender.send(Message(to: "ann", text: "Lunch")) == 5)
    sender.$sendMock.resetLoader()
    #expect(try sender.send(Message(to: "bo", text: "Lunch")) == 5)
    #expect(sender.signature == "The office")
}

class Allowance {
    init() {}

    func balance(of account: String) -> Int { account.count * 100 }
    func report(_ accounts: [String]) -> String {
        accounts.map { "\($0) \(balance(of: $0))" }.joined(separator: ", ")
    }
}

final class MockAllowance: Allowance {
    override func balance(of account: String) -> Int {
        $balanceMock(account, default: super.balance(of: account))
    }
    @Mock var balanceMock: (String) -> Int
}

@Test func aClassMockCallsTheRealImplementationWhereAsked() {
    let allowance = MockAllowance()
    allowance.$balanceMock.returns(0)
    allowance.$balanceMock.when("rent").callsRealImplementation()
    allowance.$balanceMock.when("food").returnsOnce(5).returnsOnce(6)

    let report = allowance.report(["rent", "food", "food", "food", "gym"])

    #expect(report == "rent 400, food 5, food 6, food 0, gym 0")
    allowance.$balanceMock.verifyCalled(.exactly(3), with: "food")
}

class Kettle {
    private(set) var display = ""

    init(model: String) {
        display = "\(model): \(temperature())°"
    }

    func temperature() -> Int { 20 }
}

final class MockKettle: Kettle {
    struct Stubs {
        @Mock var temperatureMock: (()) -> Int
    }

    init(model: String, stubbing configure: (Stubs) -> Void) {
        let stubs = Stubs()
        configure(stubs)
        _temperatureMock = stubs.$temperatureMock
        super.init(model: model)
    }

    override init(model: String) { super.init(model: model) }

    override func temperature() -> Int { $temperatureMock((), default: super.temperature()) }
    @Mock var temperatureMock: (()) -> Int
}

@Test func aClassMockIsStubbedBeforeItsInitializerRuns() {
    let kettle = MockKettle(model: "K2") { stubs in
        stubs.$temperatureMock.returns(95)
    }

    #expect(kettle.display == "K2: 95°")
    kettle.$temperatureMock.verifyCalled(.once)
    #expect(MockKettle(model: "K2").display == "K2: 20°")
}

@Test func clearingInvocationsKeepsTheStubs() throws {
    let sender = MockMessageSender()
    sender.$sendMock.returns(7)
    _ = try sender.send(Message(to: "ann", text: "Lunch"))
    resetUsage(of: sender)
    sender.$sendMock.verifyNeverCalled()
    #expect(try sender.send(Message(to: "ann", text: "Lunch")) == 7)
    resetStubs(of: sender)
    #expect(try sender.send(Message(to: "ann", text: "Lunch")) == 0)
    sender.$sendMock.verifyCalled(.exactly(2))
    resetMocks(of: sender)
    sender.$sendMock.verifyNeverCalled()
}
