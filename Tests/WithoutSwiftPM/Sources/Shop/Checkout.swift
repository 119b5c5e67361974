import Payments

/// Sells one item: reserves it, charges its price, and prints the receipt, refunding the charge
/// when the receipt cannot be printed.
struct Checkout {
    let inventory: any Inventory
    let prices: any PriceList
    let gateway: any PaymentGateway
    let printer: ReceiptPrinter

    /// Sells `item`, paid with `card`.
    ///
    /// - Returns: The receipt's number, or `nil` when it could not be printed and the charge was
    ///   refunded.
    /// - Throws: ``ShopError`` when the item is out of stock or has no price, and the gateway's
    ///   error when the charge fails.
    func sell(_ item: String, card: String) async throws -> String? {
        guard let price = prices[item] else { throw ShopError.unpriced(item) }
        try inventory.reserve(item, quantity: 1)
        let receipt = try await gateway.charge(cents: price, card: card)
        guard printer.print("\(item): \(price) \(prices.currency) (\(receipt))") else {
            await gateway.refund(receipt: receipt)
            return nil
        }
        return receipt
    }
}
