import Core
import CoreMocks
import FeatureB
import Mocking
import Testing

/// The fare board, tested with the same mocks from CoreMocks as FeatureATests.
@Suite struct FareBoardTests {
    let formatter = MockFareFormatter()

    @Test func writesEachQuotedFareWithTheFormatter() {
        formatter.$textMock.returns("12.00 EUR")
        var quoted = CoreFixtures.commute
        quoted.fareCents = 1200

        let lines = FareBoard(formatter: formatter).lines(for: [quoted, CoreFixtures.commute])

        #expect(lines == ["Home → Work: 12.00 EUR", "Home → Work: …"])
        #expect(formatter.$textMock.wasCalled(with: 1200))
        #expect(formatter.$textMock.callCount == 1)
    }
}
