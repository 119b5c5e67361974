/// The stock of the shop: internal, mocked through `@testable import Shop`.
protocol Inventory {
    func count(of item: String) -> Int
    func reserve(_ item: String, quantity: Int) throws
}
