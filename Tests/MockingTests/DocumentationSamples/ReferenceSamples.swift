import Foundation
import Mocking
import Testing

// The samples of the reference pages in Mocking.docc/Extensions, compiled and run.
// DocumentationSyncTests checks they stay identical.

@Test func askingWhetherACallMatched() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    #expect(notifier.$notifyMock.wasCalled(with: "ann", "hello"))
    #expect(notifier.$notifyMock.wasCalled(with: .value("ann"), .any))
    #expect(notifier.$notifyMock.wasCalled(where: { $0.1.hasPrefix("hel") }))
}

@Test func verifyingHowManyCallsMatched() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.$notifyMock.verifyCalled(.once)
    notifier.$notifyMock.verifyCalled(.once, with: "ann", "hello")
    notifier.$notifyMock.verifyCalled(.atMost(1), with: .any, .matching { $0.hasPrefix("hel") })
    notifier.$notifyMock.verifyCalled(.once, where: { $0.0 == "ann" })
}

@Test func verifyingThatNoCallMatched() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.$notifyMock.verifyNeverCalled(with: "bo", "hello")
    notifier.$notifyMock.verifyNeverCalled(with: .value("bo"), .any)
    notifier.$notifyMock.verifyNeverCalled(where: { $0.1.isEmpty })
}

@Test func verifyingCallsFromOtherTasks() async {
    let notifier = MockNotifier()
    Task { notifier.notify("ann", "later") }
    await notifier.$notifyMock.verifyCalled(with: "ann", "later", within: .seconds(5))
    await notifier.$notifyMock.verifyCalled(.once, within: .milliseconds(200))
}

@Test func matchingArgumentsOneByOne() {
    let notifier = MockNotifier()
    notifier.notify("ann", "hello")
    notifier.$notifyMock.verifyCalled(.once, with: .value("ann"), .any)
    notifier.$notifyMock.verifyCalled(.once, with: .any, .matching("not empty") { !$0.isEmpty })
}

enum LedgerError: Error {
    case emptyAmount
}

final class MockLedger {
    @ThrowingMock var postMock: ((String, Int)) throws -> Void
}

@Test func answeringCallsByRule() throws {
    let prices = MockPriceList()
    let ledger = MockLedger()
    prices.$priceMock.when("gold").returns(1_000)
    prices.$priceMock.when { $0.hasPrefix("bulk-") }.then { item in item.count }
    ledger.$postMock.when(.any, .value(0)).throws(LedgerError.emptyAmount)
    #expect(try prices.price(of: "gold") == 1_000)
    #expect(try prices.price(of: "bulk-tea") == 8)
    #expect(throws: LedgerError.emptyAmount) { try ledger.postMock(("rent", 0)) }
    try ledger.postMock(("rent", 900))
}
