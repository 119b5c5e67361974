/// A forecast: a type without a default value, so mocks answering it are declared
/// `.unimplemented`.
public struct Forecast: Equatable, Sendable {
    /// What the weather will be.
    public var summary: String

    /// Creates a forecast that says `summary`.
    public init(summary: String) {
        self.summary = summary
    }
}

/// Methods of every effect, with no argument, one, or several.
public protocol WeatherService {
    func temperature(in city: String) async throws -> Double
    func report(_ city: String, _ celsius: Double) -> Bool
    func refresh()
    func forecast(for city: String, days: Int) async -> Forecast
    func cachedForecast(for city: String) throws -> Forecast?
}
