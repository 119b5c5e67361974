import Core

/// Books trips: quotes them, then books those whose fare is within the rider's limit.
public struct Booking: Sendable {
    let service: any TripService

    /// Books through `service`.
    public init(service: any TripService) {
        self.service = service
    }

    /// Books `trip` for `rider` when its fare is at most `limitCents`, returning the booking's
    /// identifier; `nil` when it costs more or the service takes no bookings.
    /// - Throws: What the service throws.
    public func book(_ trip: Trip, for rider: String, limitCents: Int) async throws -> String? {
        guard service.isAcceptingBookings else { return nil }
        let fare = try await service.quote(trip)
        guard fare <= limitCents else { return nil }
        return try await service.book(trip, for: rider)
    }
}
