/// A ticket that cannot be copied.
struct Ticket: ~Copyable {
    let number: Int
}

/// A requirement the generator cannot mock: a mock cannot record a noncopyable argument, so
/// `redeem(_:)` gets a placeholder.
protocol TicketOffice {
    func issue(count: Int) -> Int
    func redeem(_ ticket: consuming Ticket)
}
