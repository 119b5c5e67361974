// The sample of Generating Mocks, "Mocks of other packages' protocols": it compiles once
// GenerateMocksPluginTests have written Mocks/Logging/MockLogHandler.swift, and they run it.
import Logging
import Testing

@Test func logsEachPayment() {
    let handler = MockLogHandler()
    handler.logLevel = .info
    let logger = Logger(label: "checkout") { _ in handler }

    logger.info("Paid")

    #expect(handler.$logEventMock.wasCalled(where: { $0.message == "Paid" }))
}
