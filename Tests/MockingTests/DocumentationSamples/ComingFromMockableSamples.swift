import Foundation
import Mocking
import Testing

// The samples of ComingFromMockable.md, compiled and run. DocumentationSyncTests checks they stay
// identical.

struct Product: Equatable, Sendable {
    var id: Int
    var name: String
}

enum CatalogError: Error, Equatable {
    case notFound
}

protocol ProductCatalog: Sendable {
    var region: String { get set }
    func product(id: Int) async throws -> Product
    func reserve(_ product: Product, quantity: Int) throws
}

struct Cart {
    let catalog: any ProductCatalog

    func checkout(productID: Int, quantity: Int) async throws -> String {
        let product = try await catalog.product(id: productID)
        try catalog.reserve(product, quantity: quantity)
        return "\(product.name) x\(quantity) (\(catalog.region))"
    }
}

final class MockProductCatalog: ProductCatalog, @unchecked Sendable {
    // NB: every wrapper guards its own state with a lock, and is assigned only when the
    // mock is created.
    @PropertyMock var region: String

    func product(id: Int) async throws -> Product { try await productMock(id) }
    @AsyncThrowingMock(.unimplemented) var productMock:
        nonisolated(nonsending) (Int) async throws -> Product

    func reserve(_ product: Product, quantity: Int) throws { try reserveMock((product, quantity)) }
    @ThrowingMock var reserveMock: ((Product, Int)) throws -> Void
}

@Test func checkoutReservesWhatTheCatalogHas() async throws {
    let catalog = MockProductCatalog()
    let kettle = Product(id: 7, name: "Kettle")
    catalog.$region.value = "EU"
    catalog.$productMock.when(7).returns(kettle)

    let receipt = try await Cart(catalog: catalog).checkout(productID: 7, quantity: 2)

    #expect(receipt == "Kettle x2 (EU)")
    catalog.$productMock.verifyCalled(.once, with: 7)
    catalog.$reserveMock.verifyCalled(.once, with: kettle, 2)
    catalog.$region.verifyGet(.once)
}

@Test func mockableClausesWrittenWithWrappers() async throws {
    let catalog = MockProductCatalog()
    let kettle = Product(id: 7, name: "Kettle")
    catalog.$productMock.returns(kettle)
    catalog.$productMock.when(8).throws(CatalogError.notFound)
    catalog.$productMock.when { $0 > 100 }.then { id in Product(id: id, name: "Bulk") }
    catalog.$reserveMock.when(.any, .matching { $0 > 10 }).throws(CatalogError.notFound)

    #expect(try await catalog.product(id: 1) == kettle)
    await #expect(throws: CatalogError.notFound) { try await catalog.product(id: 8) }
    #expect(try await catalog.product(id: 200).name == "Bulk")
    #expect(throws: CatalogError.notFound) { try catalog.reserve(kettle, quantity: 11) }
    catalog.region = "US"

    catalog.$productMock.verifyCalled(.between(1...5))
    catalog.$productMock.verifyCalled(.once, with: .matching { $0 > 100 })
    catalog.$reserveMock.verifyCalled(.once, with: .value(kettle), .any)
    catalog.$region.verifySet(.once, to: "US")
    catalog.$region.verifyGet(.never)
    await catalog.$productMock.verifyCalled(.atLeast(3), within: .seconds(1))
}

@Test func answersAreUsedInTurnThenTheLastOneStays() async throws {
    let catalog = MockProductCatalog()
    catalog.$productMock.throwsOnce(CatalogError.notFound)
    catalog.$productMock.returns(Product(id: 1, name: "Kettle"))
    await #expect(throws: CatalogError.notFound) { try await catalog.product(id: 1) }
    #expect(try await catalog.product(id: 1).name == "Kettle")
    #expect(try await catalog.product(id: 1).name == "Kettle")
}

@Test func answersForOneMatcherComeOutInTheOrderGiven() async throws {
    let catalog = MockProductCatalog()
    catalog.$productMock.when(.any)
        .returnsOnce(Product(id: 1, name: "Kettle"))
        .returnsOnce(Product(id: 2, name: "Teapot"))
        .returns(Product(id: 3, name: "Mug"))
    catalog.$productMock.when(9).throws(CatalogError.notFound)
    catalog.$reserveMock.perform { call in #expect(call.1 > 0) }
    catalog.$reserveMock.perform { call in #expect(call.0.name != "") }

    var names: [String] = []
    for id in 1...4 { names.append(try await catalog.product(id: id).name) }
    await #expect(throws: CatalogError.notFound) { try await catalog.product(id: 9) }
    try catalog.reserve(Product(id: 3, name: "Mug"), quantity: 2)

    #expect(names == ["Kettle", "Teapot", "Mug", "Mug"])
    catalog.$reserveMock.verifyCalled(.once)
}

@Test func aCatalogMadeStrictFailsAnUnstubbedCall() async throws {
    let catalog = MockProductCatalog()
    setStrict(true, of: catalog)
    catalog.$productMock.returns(Product(id: 7, name: "Kettle"))
    catalog.$region.value = "EU"
    #expect(try await catalog.product(id: 7).name == "Kettle")
    #expect(catalog.region == "EU")
    withKnownIssue {
        try? catalog.reserve(Product(id: 7, name: "Kettle"), quantity: 2)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined().contains(
            #"reserveMock(Product(id: 7, name: "Kettle"), 2) was answered by its default loader"#)
    }
}

@Test func resettingAMockableMock() async throws {
    let catalog = MockProductCatalog()
    catalog.$productMock.returns(Product(id: 1, name: "Kettle"))
    _ = try await catalog.product(id: 1)
    resetUsage(of: catalog)
    catalog.$productMock.verifyNeverCalled()
    #expect(try await catalog.product(id: 1).name == "Kettle")
    resetStubs(of: catalog)
    await #expect(throws: UnimplementedMockError.self) { try await catalog.product(id: 1) }
    catalog.$productMock.verifyCalled(.exactly(2))
    resetMocks(of: catalog)
    catalog.$productMock.verifyNeverCalled()
}
