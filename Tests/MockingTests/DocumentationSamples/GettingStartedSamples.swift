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
    init(live: any Inventory) {
        _countMock = Mock(wrappedValue: live.count(of:))
        _reserveMock = ThrowingMock(wrappedValue: { try live.reserve($0.0, quantity: $0.1) })
        _commitMock = Mock(wrappedValue: { live.commit() })
    }

    func count(of item: String) -> Int { countMock(item) }
    @Mock var countMock: (String) -> Int

    func reserve(_ item: String, quantity: Int) throws { try reserveMock((item, quantity)) }
    @ThrowingMock var reserveMock: ((String, Int)) throws -> Void

    func commit() { commitMock(()) }
    @Mock var commitMock: (()) -> Void
}

@Test func buysWhatIsInStock() throws {
    let inventory = MockInventory()
    inventory.$countMock.when("apple").returns(5)

    let bought = try Checkout(inventory: inventory).buy("apple", quantity: 2)

    #expect(bought)
    inventory.$reserveMock.verifyCalled(.once, with: "apple", 2)
    inventory.$commitMock.verifyCalled(.once)
}

final class CheckoutTests: XCTestCase {
    func testDoesNotBuyWhatIsOutOfStock() throws {
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
