/// How planning makes less of a member than it would: given by the member's ID, so that a check
/// of the rendered mock (a compiler's, say) can drop what it rejects and plan the mock again.
///
/// ```swift
/// let degradations: [MemberID: Degradation] = [
///     id: .withoutSpyForwarding(.rejectedByCompiler("cannot assign to property"))
/// ]
/// ```
enum Degradation: Equatable, Sendable {
    /// The member stays mocked, but `init(forwardingTo:)` leaves it out, and its doc comment lists
    /// it with `reason`, as for members a spy cannot forward. A mock without that initializer (a
    /// class's, an actor's) is as it would be.
    case withoutSpyForwarding(Reason)
    /// The member becomes a placeholder that records an issue naming `reason` when called, as
    /// members the generator cannot mock are. In a class's mock, the member is not overridden,
    /// and keeps the class's implementation, as members the mock cannot override do.
    case placeholder(Reason)
}
