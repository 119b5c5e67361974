import Core
import CoreMocks
import FeatureA
import FeatureB

// A debug tool that is no test: it books and shows a trip against CoreMocks' mocks, as a
// preview or a debug build of an app would, so that CI proves that the mocks module builds and
// runs outside a test target, linking no test framework.
let service = MockTripService()
service.isAcceptingBookings = true
service.quoteMock = { _ in 1200 }
service.bookMock = { _ in "preview-booking" }
let booking = try await Booking(service: service).book(
    CoreFixtures.commute, for: "preview", limitCents: 1500)
print("booked: \(booking ?? "nothing")")

let formatter = MockFareFormatter()
formatter.textMock = { cents in "\(cents / 100) EUR" }
var quoted = CoreFixtures.commute
quoted.fareCents = 1200
for line in FareBoard(formatter: formatter).lines(for: [quoted]) {
    print(line)
}
