import Foundation
import Mocking
import Testing

// The samples of Stubbing.md, compiled and run. DocumentationSyncTests checks they stay identical.

protocol PriceList {
    func price(of item: String) throws -> Int
}

final class MockPriceList: PriceList {
    func price(of item: String) throws -> Int { try priceMock(item) }
    @ThrowingMock var priceMock = { (item: String) throws -> Int in 10 }
}

struct OutOfStock: Error {}

@Test func everyCallGetsTheStubbedAnswer() throws {
    let prices = MockPriceList()
    prices.$priceMock.returns(3)
    #expect(try prices.price(of: "tea") == 3)
    prices.$priceMock.throws(OutOfStock())
    #expect(throws: OutOfStock.self) { try prices.price(of: "tea") }
    prices.$priceMock.resetLoader()
    #expect(try prices.price(of: "tea") == 10)
}

@Test func everyCallRunsTheCode() throws {
    let prices = MockPriceList()
    prices.$priceMock.then { item in item.count * 100 }
    #expect(try prices.price(of: "tea") == 300)
    prices.$priceMock.resetLoader()
    #expect(try prices.price(of: "tea") == 10)
}

@Test func queuedAnswersComeFirst() throws {
    let prices = MockPriceList()
    prices.$priceMock.returnsOnce(1)
    prices.$priceMock.throwsOnce(OutOfStock())
    #expect(try prices.price(of: "tea") == 1)
    #expect(throws: OutOfStock.self) { try prices.price(of: "tea") }
    #expect(try prices.price(of: "tea") == 10)
}

@Test func rulesAnswerTheCallsTheyMatch() throws {
    let prices = MockPriceList()
    prices.$priceMock.when("gold").returns(1_000)
    prices.$priceMock.when("lead").throws(OutOfStock())
    prices.$priceMock.when { $0.hasPrefix("bulk-") }.then { item in item.count }
    #expect(try prices.price(of: "gold") == 1_000)
    #expect(throws: OutOfStock.self) { try prices.price(of: "lead") }
    #expect(try prices.price(of: "bulk-rice") == 9)
    #expect(try prices.price(of: "tea") == 10)
}

@Test func aRulesAnswersComeOutInTurn() throws {
    let prices = MockPriceList()
    prices.$priceMock.when("tea").returnsOnce(1).throwsOnce(OutOfStock()).returns(3)
    prices.$priceMock.when("milk").returnsOnce(4)
    #expect(try prices.price(of: "tea") == 1)
    #expect(throws: OutOfStock.self) { try prices.price(of: "tea") }
    #expect(try prices.price(of: "tea") == 3)
    #expect(try prices.price(of: "milk") == 4)
    #expect(try prices.price(of: "milk") == 10)
}

@Test func aRuleCallsTheRealImplementation() throws {
    let prices = MockPriceList()
    prices.$priceMock.returns(0)
    prices.$priceMock.when("tea").callsRealImplementation()
    #expect(try prices.price(of: "tea") == 10)
    #expect(try prices.price(of: "milk") == 0)
}

@Test func sideEffectsRunWithEveryCall() throws {
    let prices = MockPriceList()
    let seen = MockPriceList()
    prices.$priceMock.perform { item in _ = try? seen.price(of: item) }
    prices.$priceMock.perform { item in #expect(!item.isEmpty) }
    prices.$priceMock.returns(2)
    #expect(try prices.price(of: "tea") == 2)
    seen.$priceMock.verifyCalled(.once, with: "tea")
    prices.$priceMock.resetStubs()
    #expect(try prices.price(of: "tea") == 10)
    prices.$priceMock.verifyCalled(.exactly(2))
}

@Test func theLatestRuleWinsThenQueuedAnswersThenTheLoader() throws {
    let prices = MockPriceList()
    prices.$priceMock.returns(5)
    prices.$priceMock.returnsOnce(6)
    prices.$priceMock.when { _ in true }.returns(7)
    prices.$priceMock.when("tea").returns(8)
    #expect(try prices.price(of: "tea") == 8)
    #expect(try prices.price(of: "milk") == 7)
    prices.$priceMock.reset()
    #expect(try prices.price(of: "tea") == 10)
}

struct Receipt: Equatable, DefaultProvidable {
    var total: Int
    static var defaultValue: Receipt { Receipt(total: 0) }
}

final class MockRegister {
    @Mock var checkoutMock: ([String]) -> Receipt
    @Mock var openMock: (()) -> Void
}

protocol Heater {
    var target: Double { get set }
    subscript(room: String) -> Double { get set }
    static var unit: String { get }
}

final class MockHeater: Heater {
    @PropertyMock var target = 20.0

    subscript(room: String) -> Double {
        get { roomMock(room) }
        set { roomSetMock((room, newValue)) }
    }
    @Mock var roomMock: (String) -> Double
    @Mock var roomSetMock: ((String, Double)) -> Void

    static var unit: String { unitMock.wrappedValue }
    static let unitMock = PropertyMock<String>(wrappedValue: "C", scope: .test)
}

@Test func arrangingRecordsNoCall() {
    let heater = MockHeater()
    heater.$target.value = 22
    heater.$roomMock.when("kitchen").returns(19)
    MockHeater.unitMock.value = "F"

    #expect(heater.target == 22)
    #expect(heater["kitchen"] == 19)
    #expect(MockHeater.unit == "F")

    heater.$target.verifyGet(.once)
    heater.$roomMock.verifyCalled(.once, with: "kitchen")
    MockHeater.unitMock.verifyGet(.once)
    verifyNoMoreCalls(of: heater)
}

@Test func aSetWhileArrangingIsACall() {
    let heater = MockHeater()
    heater.target = 22
    withKnownIssue {
        verifyNoMoreCalls(of: heater)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined().replacing(/#[0-9]+/, with: "#n") == """
            Expected every call to MockHeater to be verified, but 1 call was not:
              #n MockHeater.target set 22.0
            The set came before any other call, as a test's arrangement does: arrange it with \
            $target.value = 22.0, which records no set.
            """
    }
}

final class StrictPriceList: PriceList {
    func price(of item: String) throws -> Int { try priceMock(item) }
    @ThrowingMock(strict: true) var priceMock: (String) throws -> Int
}

@Test func strictMocksReportUnplannedCalls() throws {
    let prices = StrictPriceList()
    prices.$priceMock.when("tea").returns(2)
    #expect(try prices.price(of: "tea") == 2)
    withKnownIssue {
        _ = try prices.price(of: "coffee")
    }
}

@Test func aWholeMockMadeStrict() throws {
    let prices = MockPriceList()
    setStrict(true, of: prices)
    prices.$priceMock.when("tea").returns(2)
    #expect(try prices.price(of: "tea") == 2)
    withKnownIssue {
        #expect((try? prices.price(of: "coffee")) == 10)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected every call to the strict mock MockPriceList.priceMock to be stubbed, but \
            priceMock("coffee") was answered by its default loader. Stub it with returns(_:), \
            when(_:) or an assigned closure: setStrict(_:of:) made it strict.
            """
    }
}
