import Foundation

/// Why a payment failed.
enum PaymentError: Error, Equatable {
    case declined
    case offline
}

/// What a payment returns.
struct Receipt: Equatable, Sendable {
    var amount: Int
}

/// Typed throws, `rethrows`, `inout`, closures that escape and closures that do not, and
/// variadic parameters.
protocol PaymentProcessor {
    func charge(_ amount: Int) throws(PaymentError) -> Receipt
    func authorize(_ amount: Int) throws(PaymentError) -> Bool
    func refund(_ amount: Int) async throws(PaymentError)
    func adjust(_ price: inout Decimal) -> Bool
    func normalize(_ text: inout String)
    func withTransaction(_ work: () throws -> Void) rethrows
    func perform(_ work: () -> Void)
    func map(_ amounts: [Int], _ transform: (Int) -> String) -> [String]
    func run(_ work: () async throws -> Int) async throws -> Int
    func onCompletion(_ handler: @escaping @Sendable (Result<Receipt, PaymentError>) -> Void)
    func lookUp(_ id: Int, completion: @escaping (Receipt?) -> Void)
    func log(_ messages: String..., level: Int)
}
