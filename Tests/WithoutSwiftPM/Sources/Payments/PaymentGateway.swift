/// Charges cards: the API of another module, which a test target mocks with `--public-only`.
public protocol PaymentGateway: Sendable {
    /// Charges `cents` to `card`.
    ///
    /// - Returns: The receipt's number.
    func charge(cents: Int, card: String) async throws -> String
    func refund(receipt: String) async
}
