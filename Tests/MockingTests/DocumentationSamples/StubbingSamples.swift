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
