/// The stock kept in memory, the live ``Inventory`` a spy forwards to.
final class Shelf: Inventory {
    private var counts: [String: Int]

    /// A shelf holding `counts` of each item.
    init(_ counts: [String: Int]) {
        self.counts = counts
    }

    func count(of item: String) -> Int { counts[item, default: 0] }

    func reserve(_ item: String, quantity: Int) throws {
        guard count(of: item) >= quantity else { throw ShopError.outOfStock(item) }
        counts[item, default: 0] -= quantity
    }
}
