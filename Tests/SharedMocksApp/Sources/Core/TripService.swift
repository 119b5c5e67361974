/// The server's trip endpoints.
public protocol TripService: Sendable {
    /// The fare of `trip`, in cents.
    func quote(_ trip: Trip) async throws -> Int
    /// Books `trip` for `rider`, returning the booking's identifier.
    func book(_ trip: Trip, for rider: String) async throws -> String
    /// Cancels the booking `id`.
    func cancel(booking id: String) async
    /// Whether the service takes bookings now.
    var isAcceptingBookings: Bool { get }
}
