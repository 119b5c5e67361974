import Testing

@testable import MockGeneratorFixtures

@Suite struct MockConfigurableTests {
    @Test func implicitlyUnwrappedOptionalsAreOptionals() {
        let configurable = MockConfigurable()
        configurable.configure(value: nil)
        configurable.configure(value: 3)
        #expect(configurable.$configureMock.usage.contexts == [nil, 3])
        #expect(configurable.current == nil)
    }

    @Test func staticAndInstanceRequirementsOfOneNameAreBothMocked() {
        let configurable = MockConfigurable()
        configurable.$count.returns(1)
        MockConfigurable.countMock.returns(2)
        #expect(configurable.count == 1)
        #expect(MockConfigurable.count == 2)
        configurable.reset()
        MockConfigurable.reset()
        configurable.$resetMock.verifyCalled(.once)
        MockConfigurable.reset2Mock.verifyCalled(.once)
    }

    @Test func aRestatedRequirementIsMockedOnce() {
        let restating = MockRestating()
        restating.reset(to: 4)
        restating.$resetMock.verifyCalled(.once, with: 4)
    }

    @Test func unicodeNamesAreMocked() {
        let configurable = MockConfigurable()
        configurable.$💩Mock.returns("poo")
        #expect(configurable.💩() == "poo")
        let eagle = MockUnicodeNameTest_トř🦅()
        eagle.$pingMock.returns(7)
        #expect(eagle.ping() == 7)
    }
}
