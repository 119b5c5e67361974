import Foundation
import Logging
import Mocking
import RideKit
import Testing

/// The booker, tested with the mock written by hand (`MockRideAPI`, in Hand) and the generated
/// ones (`MockPaymentService` and `MockLogHandler`, in Mocks) side by side.
@Suite struct RideBookerTests {
    let api = MockRideAPI()
    let payments = MockPaymentService()
    let handler = MockLogHandler()

    private func booker() -> RideBooker {
        handler.logLevel = .info
        let handler = handler
        return RideBooker(
            api: api, payments: payments, clock: FixedClock(now: Date(timeIntervalSince1970: 0)),
            logger: Logger(label: "rides") { _ in handler })
    }

    @Test func booksAndChargesTheFare() async throws {
        payments.$chargeMock.returns(true)

        let ride = try await booker().book(
            RideRequest(pickup: "Home", destination: "Work"), for: "acct-1")

        #expect(ride?.driver == "Ada")
        #expect(payments.$chargeMock.wasCalled(with: 1200, "acct-1"))
        #expect(api.$cancelMock.callCount == 0)
        #expect(handler.$logEventMock.wasCalled(where: { $0.message == "Booked" }))
    }

    @Test func cancelsTheRideWhenTheChargeIsDeclined() async throws {
        payments.$chargeMock.returns(false)
        api.cancelMock = { _ in }

        let ride = try await booker().book(
            RideRequest(pickup: "Home", destination: "Work"), for: "acct-2")

        #expect(ride == nil)
        #expect(api.$cancelMock.wasCalled(with: "Home-Work"))
        #expect(handler.$logEventMock.wasCalled(where: { $0.level == .warning }))
    }

    @Test func theGeneratedLocatorRecordsItsProperty() async {
        let locator = MockDriverLocator()
        locator.searchRadiusMeters = 500
        locator.$nearestDriverMock.returns("Grace")

        #expect(await locator.nearestDriver(to: "Station") == "Grace")
        #expect(locator.searchRadiusMeters == 500)
    }
}
