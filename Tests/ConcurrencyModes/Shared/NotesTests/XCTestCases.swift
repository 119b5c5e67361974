import Mocking
import XCTest

/// An XCTest case: `nonisolated`, since where every declaration is isolated to the main actor
/// by default, XCTest on Linux cannot call the methods of a main-actor class.
nonisolated final class IDGeneratorXCTests: XCTestCase {
    func testAStubbedGeneratorAnswersItsStub() async {
        let ids = MockIDGenerator()
        ids.reserveMock.returns([1, 2])
        let reserved = await ids.reserve(2)
        XCTAssertEqual(reserved, [1, 2])
        ids.reserveMock.verifyCalled(.once, with: 2)
    }
}
