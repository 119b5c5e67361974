import Foundation
import Mocking
import Testing
import XCTest

// The samples of GettingStarted.md, compiled and run. DocumentationSyncTests checks they stay identical.

protocol Inventory {
    func count(of item: String) -> Int
    func reserve(_ item: String, quantity: Int) throws
    func commit()
}

struct Checkout {
    let inventory: any Inventory

    func buy(_ item: String, quantity: Int) throws -> Bool {
        guard inventory.count(of: item) >= quantity else { return false }
        try inventory.reserve(item, quantity: quantity)
        inventory.commit()
        return true
    }
}

final class MockInventory: Inventory {
    func count(of item: String) -> Int { countMock(item) }
    @Mock var countMock: (String) -> Int

    func reserve(_ item: String, quantity: Int) throws { try reserveMock((item, quantity)) }
    @ThrowingMock var reserveMock: ((String, Int)) throws -> Void

    func commit() { commitMock(()) }
    @Mock var commitMock: (()) -> Void
}

final class SpyInventory: Inventory {
    convenience init(forwardingTo live: any Inventory) {
        self.init()
        $countMock.forward { item in live.count(of: item) }
        $reserveMock.forward { context in try live.reserve(context.0, quantity: context.1) }
        $commitMock.forward { _ in live.commit() }
    }

    func count(of item: String) -> Int { countMock(item) }
    @Mock var countMock: (String) -> Int

    func reserve(_ item: String, quantity: Int) throws { try reserveMock((item, quantity)) }
    @ThrowingMock var reserveMock: ((String, Int)) throws -> Void

    func commit() { commitMock(()) }
    @Mock var commitMock: (()) -> Void
}

/// A real inventory, which the spy forwards to.
struct ShelfInventory: Inventory {
    var stock: [String: Int]
    func count(of item: String) -> Int { stock[item] ?? 0 }
    func reserve(_ item: String, quantity: Int) throws {}
    func commit() {}
}

@Test func spiesOnTheRealInventory() throws {
    let spy = SpyInventory(forwardingTo: ShelfInventory(stock: ["apple": 5]))
    #expect(spy.count(of: "apple") == 5)
    spy.$countMock.returns(0)
    #expect(spy.count(of: "apple") == 0)
    spy.$countMock.resetLoader()
    #expect(spy.count(of: "apple") == 5)
    spy.$countMock.verifyCalled(.exactly(3), with: "apple")
}

class PriceBook {
    init() {}

    func price(of item: String) -> Int { item == "apple" ? 3 : 1 }
    func total(of items: [String]) -> Int { items.map { price(of: $0) }.reduce(0, +) }
}

final class MockPriceBook: PriceBook {
    override func price(of item: String) -> Int { $priceMock(item, default: super.price(of: item)) }
    @Mock var priceMock: (String) -> Int
}

@Test func mocksAClassOverItsOwnImplementation() {
    let prices = MockPriceBook()
    #expect(prices.total(of: ["apple", "pear"]) == 4)
    prices.$priceMock.when("pear").returns(10)
    #expect(prices.total(of: ["apple", "pear"]) == 13)
    prices.$priceMock.verifyCalled(.exactly(4))
}

@Test func buysWhatIsInStock() throws {
    let inventory = MockInventory()
    inventory.$countMock.when("apple").returns(5)

    let bought = try Checkout(inventory: inventory).buy("apple", quantity: 2)

    #expect(bought)
    inventory.$reserveMock.verifyCalled(.once, with: "apple", 2)
    inventory.$commitMock.verifyCalled(.once)
}

nonisolated final class CheckoutTests: XCTestCase {
    @MainActor func testDoesNotBuyWhatIsOutOfStock() async throws {
        let inventory = MockInventory()
        XCTAssertFalse(try Checkout(inventory: inventory).buy("pear", quantity: 1))
        inventory.$reserveMock.verifyNeverCalled()
    }
}

@Test func aClosureReplacesTheLoaderUntilReset() {
    let inventory = MockInventory()
    inventory.countMock = { item in item.count }
    #expect(inventory.count(of: "kiwi") == 4)
    inventory.$countMock.resetLoader()
    #expect(inventory.count(of: "kiwi") == 0)
}
