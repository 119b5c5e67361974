/// A ticket that cannot be copied.
struct Ticket: ~Copyable {
    let number: Int
}

/// A requirement with a noncopyable argument, which no mock can keep: `redeem(_:)` is mocked,
/// its calls recorded without it.
protocol TicketOffice {
    func issue(count: Int) -> Int
    func redeem(_ ticket: consuming Ticket)
}
