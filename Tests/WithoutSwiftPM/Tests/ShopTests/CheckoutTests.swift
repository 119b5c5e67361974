import Mocking
import Payments
import XCTest

@testable import Shop

/// `Checkout`, tested with the mocks that `Scripts/generate-mocks.sh` writes from the graphs of
/// `Shop` and `Payments`, modules built by `swiftc` alone (`.ci/without-swiftpm.sh`).
final class CheckoutTests: XCTestCase {
    let inventory = MockInventory()
    let prices = MockPriceList()
    let gateway = MockPaymentGateway()
    let printer = MockReceiptPrinter()

    private func sell(_ item: String) async throws -> String? {
        prices.currency = "EUR"
        prices.$subscriptMock.when("Tea").returns(250)
        gateway.$chargeMock.returns("r-1")
        let checkout = Checkout(
            inventory: inventory, prices: prices, gateway: gateway, printer: printer)
        return try await checkout.sell(item, card: "4242")
    }

    func testSellsChargesAndPrintsTheReceipt() async throws {
        let receipt = try await sell("Tea")

        XCTAssertEqual(receipt, "r-1")
        inventory.$reserveMock.verifyCalled(.once, with: "Tea", 1)
        gateway.$chargeMock.verifyCalled(.once, with: 250, "4242")
        printer.$printMock.verifyCalled(.once, with: "Tea: 250 EUR (r-1)")
        gateway.$refundMock.verifyNeverCalled()
    }

    func testRefundsWhenTheReceiptCannotBePrinted() async throws {
        printer.$printMock.returns(false)

        let receipt = try await sell("Tea")

        XCTAssertNil(receipt)
        gateway.$refundMock.verifyCalled(.once, with: "r-1")
    }

    func testAnItemWithoutAPriceIsNeitherReservedNorCharged() async {
        do {
            _ = try await sell("Coffee")
            XCTFail("Coffee has no price, but was sold")
        } catch {
            XCTAssertEqual(error as? ShopError, .unpriced("Coffee"))
        }
        inventory.$reserveMock.verifyNeverCalled()
        gateway.$chargeMock.verifyNeverCalled()
    }

    func testASpyAnswersAsTheLiveShelfDoes() throws {
        let shelf = MockInventory(forwardingTo: Shelf(["Tea": 1]))

        try shelf.reserve("Tea", quantity: 1)

        XCTAssertThrowsError(try shelf.reserve("Tea", quantity: 1)) { error in
            XCTAssertEqual(error as? ShopError, .outOfStock("Tea"))
        }
        XCTAssertEqual(shelf.count(of: "Tea"), 0)
        shelf.$reserveMock.verifyCalled(.exactly(2), with: "Tea", 1)
    }

    func testTheCatalogMockIsGenericOverItsItems() {
        let catalog = MockCatalog<String>()
        catalog.featured = ["Green tea"]
        catalog.$itemMock.when("Tea").returns("Green tea")

        XCTAssertEqual(catalog.item(named: "Tea"), "Green tea")
        XCTAssertEqual(catalog.featured, ["Green tea"])
        catalog.$itemMock.verifyCalled(.once, with: "Tea")
    }

    func testAMockOfAProtocolOfAnotherModuleMocksWhatItInherits() async throws {
        let store = MockStoreGateway()
        store.$chargeMock.throws(PaymentError.declined(card: "0000"))
        store.$refundsMock.returns(["r-9"])

        do {
            _ = try await store.charge(cents: 100, card: "0000")
            XCTFail("The charge was stubbed to throw")
        } catch {
            XCTAssertEqual(error as? PaymentError, .declined(card: "0000"))
        }
        let refunds = await store.refunds()

        XCTAssertEqual(refunds, ["r-9"])
        store.$chargeMock.verifyCalled(.once, with: 100, "0000")
    }

    func testAStaticMemberHasAMockOfItsOwn() {
        MockPriceList.defaultCurrencyMock.wrappedValue = "CHF"

        XCTAssertEqual(MockPriceList.defaultCurrency, "CHF")
        MockPriceList.defaultCurrencyMock.verifyGet(.once)
    }
}
