import Testing

@testable import MockGeneratorFixtures

/// The mock of a protocol whose generic method names an associated type the mock fixes.
@Suite struct MockLookupTests {
    @Test func theGenericMethodIsStubbedPerSpecialization() {
        let lookup = MockLookup()
        lookup.$findMock.for(Int.self, returning: String?.self).returns("seven")
        #expect(lookup.find(7, as: String.self) == "seven")
        lookup.$findMock.verifyCalled(.once)
    }

    @Test func theSpyForwardsAllButTheGenericMethod() {
        let spy = MockLookup(forwardingTo: NumberLookup())
        #expect(spy.count() == 3)
        spy.$countMock.verifyCalled(.once)
        spy.$findMock.for(Int.self, returning: Int?.self).returns(nil)
        #expect(spy.find(4, as: Int.self) == nil)
    }
}
