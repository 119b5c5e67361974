import MockGeneratorFixturesBase
import Testing

@testable import MockGeneratorFixtures

@Suite struct MockRegisterTests {
    @Test func aTypeTwoImportedModulesDeclareIsQualified() {
        let register = MockRegister()
        let own = MockGeneratorFixtures.Receipt(amount: 5)
        register.$printMock.returns(own)
        #expect(register.print(own) == own)
        register.archive(MockGeneratorFixturesBase.Receipt(number: 9))
        register.$archiveMock.verifyCalled(
            .once, with: MockGeneratorFixturesBase.Receipt(number: 9))
    }
}
