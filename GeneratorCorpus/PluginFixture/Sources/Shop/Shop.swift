import Logging

/// Charges customers.
public protocol PaymentService {
    func charge(cents: Int, to account: String) async throws -> Bool
}

/// A log handler that also keeps an audit trail.
public protocol AuditLogHandler: LogHandler {
    func flush()
}

/// A ticket, which can be redeemed once.
public struct Ticket: ~Copyable {
    /// A new ticket.
    public init() {}
}

/// Redeems tickets: one requirement takes a `consuming` parameter, whose calls the mock records
/// without it; the other a parameter pack, which the generator does not mock, and says so.
public protocol Ticketing {
    func redeem(_ ticket: consuming Ticket)
    func redeemAll<each T>(_ tickets: repeat each T)
}
