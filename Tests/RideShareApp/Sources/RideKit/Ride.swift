import Foundation

/// A ride a rider asked for.
public struct RideRequest: Equatable, Sendable {
    /// Where the rider is picked up.
    public var pickup: String
    /// Where the rider goes.
    public var destination: String

    /// A request from `pickup` to `destination`.
    public init(pickup: String, destination: String) {
        self.pickup = pickup
        self.destination = destination
    }
}

/// A ride booked with a driver.
public struct Ride: Equatable, Sendable {
    /// The ride's identifier.
    public var id: String
    /// The driver's name.
    public var driver: String
    /// The fare, in cents.
    public var fareCents: Int

    /// A ride.
    public init(id: String, driver: String, fareCents: Int) {
        self.id = id
        self.driver = driver
        self.fareCents = fareCents
    }
}
