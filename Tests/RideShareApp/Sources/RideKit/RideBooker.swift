import Foundation
import Logging

/// Books a ride and charges the rider, cancelling the ride when the charge fails.
public struct RideBooker: Sendable {
    let api: any RideAPI
    let payments: any PaymentService
    let clock: any Clock
    let logger: Logger

    /// A booker that books through `api`, charges through `payments`, and logs to `logger`.
    public init(
        api: any RideAPI, payments: any PaymentService, clock: any Clock, logger: Logger
    ) {
        self.api = api
        self.payments = payments
        self.clock = clock
        self.logger = logger
    }

    /// Books `request` for `account`.
    ///
    /// - Returns: The ride, or `nil` when the charge was declined and the ride cancelled.
    public func book(_ request: RideRequest, for account: String) async throws -> Ride? {
        let ride = try await api.book(request)
        guard try await payments.charge(cents: ride.fareCents, to: account) else {
            try await api.cancel(rideID: ride.id)
            logger.warning("Declined", metadata: ["ride": "\(ride.id)"])
            return nil
        }
        logger.info("Booked", metadata: ["ride": "\(ride.id)", "at": "\(clock.now)"])
        return ride
    }
}
