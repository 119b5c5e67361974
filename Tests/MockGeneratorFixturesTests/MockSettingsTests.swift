import Testing

@testable import MockGeneratorFixtures

@Suite struct MockSettingsTests {
    @Test func storedPropertiesAreTheirWrappers() {
        let settings = MockSettings()
        #expect(settings.isEnabled == false)
        settings.isEnabled = true
        #expect(settings.$isEnabled.wasSet(to: true))
        settings.$userName.returns("ann")
        #expect(settings.userName == "ann")
        #expect(settings.nickname == nil)
        settings.$theme.returns(Theme(name: "dark"))
        #expect(settings.theme == Theme(name: "dark"))
        #expect(settings.$userName.getCount == 1)
    }

    @Test func effectfulGettersForwardToMethodMocks() async throws {
        let settings = MockSettings()
        settings.$brightnessMock.returns(0.5)
        settings.$tokenMock.returns("t")
        settings.$quotaMock.throws(CancellationError())
        settings.$limitMock.throws(.locked)
        #expect(await settings.brightness == 0.5)
        #expect(try settings.token == "t")
        await #expect(throws: CancellationError.self) { try await settings.quota }
        #expect(throws: SettingsError.locked) { try settings.limit }
        settings.$limitMock.returns(.success(3))
        #expect(try settings.limit == 3)
        settings.$tokenMock.verifyCalled(.once)
        settings.$limitMock.verifyCalled(.exactly(2))
    }
}
