/// Associated types: `Item`, primary and constrained, makes the mock generic; `Failure`, which
/// has a default, becomes a type alias.
protocol Repository<Item> {
    associatedtype Item: Identifiable & Sendable
    associatedtype Failure: Error = Never

    init(items: [Item])
    var count: Int { get }
    func item(id: Item.ID) async throws -> Item?
    func save(_ item: Item) async throws
    func all() -> [Item]
    static var pageSize: Int { get }
}
