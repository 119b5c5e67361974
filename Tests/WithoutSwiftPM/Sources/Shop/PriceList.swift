/// Prices, in cents, in a currency: a property, a subscript and a static member.
protocol PriceList {
    var currency: String { get set }
    subscript(item: String) -> Int? { get }
    static var defaultCurrency: String { get }
}
