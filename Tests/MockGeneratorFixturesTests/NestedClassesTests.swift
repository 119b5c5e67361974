import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Class mocks of nested classes that share a short name (`Checkout.Basket`, `Wishlist.Basket`),
/// which the selection file names by their dotted paths: each mock subclasses its own class.
@Suite struct NestedClassesTests {
    @Test func aNestedClassMockAnswersAsItsClassUntilStubbed() {
        let basket = MockCheckoutBasket()
        basket.add("tea")
        basket.add("milk")

        #expect(basket.items == ["tea", "milk"])
        #expect(basket.total(discount: 5) == 15)
        basket.$totalMock.when(0).returns(99)
        #expect(basket.total(discount: 0) == 99)
        #expect(basket.total(discount: 1) == 19)
        basket.$addMock.verifyCalled(.exactly(2))
        basket.$addMock.verifyCalled(.once, with: "milk")
    }

    @Test func theOtherClassOfTheSameShortNameHasAMockOfItsOwn() {
        let basket = MockWishlistBasket()
        let shared: Wishlist.Basket = basket

        #expect(shared.share(with: "ann"))
        basket.$shareMock.returns(false)
        #expect(!shared.share(with: "ann"))
        basket.$shareMock.verifyCalled(.exactly(2), with: "ann")
    }
}
