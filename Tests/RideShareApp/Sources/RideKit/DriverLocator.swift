/// Finds drivers near a place.
public protocol DriverLocator: Sendable {
    func nearestDriver(to place: String) async -> String?
    var searchRadiusMeters: Int { get set }
}
