/// The ride service's API. Its mock is written by hand, in Tests/RideKitTests/Hand: the
/// generator leaves it alone.
public protocol RideAPI: Sendable {
    func book(_ request: RideRequest) async throws -> Ride
    func cancel(rideID: String) async throws
}
