import MockGeneratorFixtures
import Testing

@Suite struct MockWeatherServiceTests {
    @Test func stubsCallsAndVerifiesEveryEffect() async throws {
        let weather = MockWeatherService()
        weather.$temperatureMock.when("Oslo").returns(-3)
        weather.$reportMock.returns(true)
        weather.$forecastMock.returns(Forecast(summary: "Snow"))
        weather.$cachedForecastMock.throws(CancellationError())

        #expect(try await weather.temperature(in: "Oslo") == -3)
        #expect(weather.report("Oslo", -3))
        weather.refresh()
        #expect(await weather.forecast(for: "Oslo", days: 2) == Forecast(summary: "Snow"))
        #expect(throws: CancellationError.self) { try weather.cachedForecast(for: "Oslo") }

        weather.$temperatureMock.verifyCalled(.once, with: "Oslo")
        weather.$reportMock.verifyCalled(with: "Oslo", -3)
        weather.$refreshMock.verifyCalled(.once)
        #expect(weather.$forecastMock.wasCalled(with: "Oslo", 2))
        #expect(weather.$cachedForecastMock.callCount == 1)
    }
}
