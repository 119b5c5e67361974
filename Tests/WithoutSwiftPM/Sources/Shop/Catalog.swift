/// What the shop shows, of any kind of item: its mock is generic over `Item`.
public protocol Catalog {
    associatedtype Item: Sendable
    var featured: [Item] { get }
    func item(named name: String) -> Item?
}
