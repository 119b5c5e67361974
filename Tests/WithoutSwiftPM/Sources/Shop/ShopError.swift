/// Why the shop could not sell.
enum ShopError: Error, Equatable {
    case outOfStock(String)
    case unpriced(String)
}
