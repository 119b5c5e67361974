/// A trip a rider asks for, and what it costs once quoted.
public struct Trip: Equatable, Sendable {
    /// Where the rider is picked up.
    public var pickup: String
    /// Where the rider goes.
    public var destination: String
    /// The fare in cents, once quoted.
    public var fareCents: Int?

    /// A trip from `pickup` to `destination`, quoted at `fareCents` if given.
    public init(pickup: String, destination: String, fareCents: Int? = nil) {
        self.pickup = pickup
        self.destination = destination
        self.fareCents = fareCents
    }
}

/// Why a trip cannot be booked.
public enum TripError: Error, Equatable {
    /// No driver is near the pickup.
    case noDriverNearby
}
