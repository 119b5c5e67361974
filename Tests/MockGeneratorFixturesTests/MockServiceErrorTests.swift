import Foundation
import Testing

@testable import MockGeneratorFixtures

@Suite struct MockServiceErrorTests {
    @Test func foundationRequirementsAreMocked() {
        let error = MockServiceError()
        error.$code.returns(404)
        error.$errorDescription.returns("Not found")
        #expect(error.code == 404)
        #expect(error.errorDescription == "Not found")
        #expect(error.failureReason == nil)
        #expect(error.$errorDescription.getCount == 1)
    }
}
