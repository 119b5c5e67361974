import Testing

@testable import MockGeneratorFixtures
@testable import MockGeneratorFixturesBase

/// Mocks of protocols constrained to classes whose initializers a subclass must take care of.
@Suite struct MockArchivingTests {
    @Test func aRequiredInitializerOfTheSuperclassIsDeclaredAgain() {
        let named = MockArchiving(name: "letters")
        MockArchiving.initMock.verifyCalled(.once, with: "letters")
        #expect(named.shelf == 0)
        let shelved = MockArchiving(shelf: 4)
        #expect(shelved.shelf == 4)
        shelved.store("map")
        shelved.$storeMock.verifyCalled(.once, with: "map")
    }

    @Test func initializersCallTheSuperclassOnesWithDefaultValues() {
        let ledger = MockBalancing(total: 12)
        MockBalancing.initMock.verifyCalled(.once, with: 12)
        #expect(ledger.owner == "")
        ledger.$balance.returns(7)
        #expect(ledger.balance == 7)
        #expect(MockBalancing().owner == "")
    }

    @Test func aPublicClassOfAnotherModuleIsSubclassedThroughATestableImport() {
        let vault = MockGuarding()
        vault.lock()
        vault.open()
        vault.$lockMock.verifyCalled(.once)
        #expect(vault.openings == 1)
    }
}
