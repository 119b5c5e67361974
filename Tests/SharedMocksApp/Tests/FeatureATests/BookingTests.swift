import Core
import CoreMocks
import FeatureA
import Mocking
import Testing

/// The booking flow, tested with CoreMocks' public mocks, which FeatureBTests and TripPreview
/// use too.
@Suite struct BookingTests {
    let service = MockTripService()

    @Test func booksATripWithinTheLimit() async throws {
        service.isAcceptingBookings = true
        service.$quoteMock.returns(1200)
        service.$bookMock.returns("booking-1")

        let id = try await Booking(service: service).book(
            CoreFixtures.commute, for: "ada", limitCents: 1500)

        #expect(id == "booking-1")
        #expect(service.$bookMock.wasCalled(with: CoreFixtures.commute, "ada"))
    }

    @Test func leavesATripOverTheLimitUnbooked() async throws {
        service.isAcceptingBookings = true
        service.$quoteMock.returns(2400)

        let id = try await Booking(service: service).book(
            CoreFixtures.commute, for: "ada", limitCents: 1500)

        #expect(id == nil)
        #expect(service.$bookMock.callCount == 0)
    }

    @Test func passesTheServicesErrorOn() async {
        service.isAcceptingBookings = true
        service.quoteMock = { _ in throw TripError.noDriverNearby }

        await #expect(throws: TripError.noDriverNearby) {
            try await Booking(service: service).book(
                CoreFixtures.commute, for: "ada", limitCents: 1500)
        }
    }
}
