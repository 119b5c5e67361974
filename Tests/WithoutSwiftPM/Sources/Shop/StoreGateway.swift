import Payments

/// A gateway that also lists its refunds: it refines a protocol of another module, whose graph
/// the generator reads for the requirements it inherits.
protocol StoreGateway: PaymentGateway {
    func refunds() async -> [String]
}
