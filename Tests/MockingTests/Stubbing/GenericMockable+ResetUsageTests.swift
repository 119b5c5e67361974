import Testing

@testable import Mocking

@Suite struct GenericMockableResetUsageTests {
    @Test func removesTheCallsOfEverySpecializationAndKeepsTheirStubs() throws {
        let load = GenericThrowingMock()
        load.for(String.self, returning: Int.self).returns(4)
        load.for(String.self, returning: Bool.self).returns(true)
        let number: Int = try load("a")
        let flag: Bool = try load("b")
        #expect(number == 4)
        #expect(flag)
        #expect(load.callCount == 2)

        load.resetUsage()

        #expect(load.callCount == 0)
        #expect(!load.wasCalled)
        let again: Int = try load("c")
        #expect(again == 4)
        load.for(String.self, returning: Int.self).verifyCalled(.once, with: "c")
    }
}
