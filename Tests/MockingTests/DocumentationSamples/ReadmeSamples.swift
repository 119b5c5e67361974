import Foundation
import Mocking
import Testing

// The samples of README.md, compiled and run. DocumentationSyncTests checks they stay identical.

protocol WeatherService: Sendable {
    func temperature(in city: String) async throws -> Double
    func report(_ city: String, _ celsius: Double) -> Bool
    func refresh() async
}

final class MockWeatherService: WeatherService, @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.
    func temperature(in city: String) async throws -> Double { try await temperatureMock(city) }
    @AsyncThrowingMock var temperatureMock: nonisolated(nonsending) (String) async throws -> Double

    func report(_ city: String, _ celsius: Double) -> Bool { reportMock((city, celsius)) }
    @Mock var reportMock: ((String, Double)) -> Bool

    func refresh() async { await refreshMock(()) }
    @AsyncMock var refreshMock: nonisolated(nonsending) (()) async -> Void
}

struct Forecaster {
    let weather: any WeatherService

    func publish(city: String) async throws {
        await weather.refresh()
        let celsius = try await weather.temperature(in: city)
        _ = weather.report(city, celsius)
    }
}

@Test func publishesTheTemperatureOfTheCity() async throws {
    let weather = MockWeatherService()
    weather.$temperatureMock.when("Oslo").returns(-3)
    weather.$reportMock.returns(true)

    try await Forecaster(weather: weather).publish(city: "Oslo")

    weather.$refreshMock.verifyCalled(.once)
    weather.$temperatureMock.verifyCalled(.once, with: "Oslo")
    weather.$reportMock.verifyCalled(with: "Oslo", -3)
    verifyNoMoreCalls(of: weather)
}

@Test func theReadmeFailureMessageIsTheRealOne() async throws {
    let weather = MockWeatherService()
    weather.$temperatureMock.returns(3)
    weather.$reportMock.returns(true)
    try await Forecaster(weather: weather).publish(city: "Oslo")
    withKnownIssue {
        weather.$reportMock.verifyCalled(with: "Oslo", -3)
    } matching: { issue in
        commentText(of: issue) == """
            Expected MockWeatherService.reportMock to be called at least once with ("Oslo", -3.0), but no \
            call matched.
            Closest call: 1. reportMock("Oslo", 3.0)
              argument 2: expected -3.0, but got 3.0
            Recorded calls to MockWeatherService.reportMock (1):
              1. reportMock("Oslo", 3.0) → true
            """
    }
}
