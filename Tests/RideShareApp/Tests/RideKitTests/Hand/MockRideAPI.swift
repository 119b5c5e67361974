import Mocking
import RideKit

/// Written by hand: its default books every request with the same driver, which the tests of
/// the booker need more often than a stub.
final class MockRideAPI: RideAPI, @unchecked Sendable {
    // NB: every wrapper guards its own state with a lock, and is assigned only when the mock is
    // created.

    func book(_ request: RideRequest) async throws -> Ride { try await bookMock(request) }
    @AsyncThrowingMock var bookMock = { (request: RideRequest) async throws -> Ride in
        Ride(id: "\(request.pickup)-\(request.destination)", driver: "Ada", fareCents: 1200)
    }

    func cancel(rideID: String) async throws { try await cancelMock(rideID) }
    @AsyncThrowingMock var cancelMock: nonisolated(nonsending) (String) async throws -> Void
}
