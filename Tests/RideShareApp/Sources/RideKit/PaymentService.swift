/// Charges riders.
public protocol PaymentService: Sendable {
    func charge(cents: Int, to account: String) async throws -> Bool
    func refund(rideID: String) async throws
}
