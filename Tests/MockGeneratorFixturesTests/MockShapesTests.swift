import Foundation
import Testing

@testable import MockGeneratorFixtures

/// The mocks of protocol shapes that other generators' test hosts showed, used as tests use them.
@Suite struct MockShapesTests {
    @Test func aPublicProtocolOfAnInternalEnumIsMocked() {
        let lending = MockShelfLending()
        lending.$lendMock.returns(true)
        #expect(lending.lend("Dune"))
        lending.$lendMock.verifyCalled(.once, with: "Dune")
    }

    @Test func typesOfOneNameFromTwoModulesAreEachWrittenWithTheirModule() throws {
        let rewriting = MockRewriting()
        let web: Foundation.URL = try #require(.init(string: "https://example.com/a"))
        rewriting.$rewriteMock.returns(web)
        rewriting.$rewrite2Mock.returns(MockGeneratorFixtures.URL(path: "/a"))
        #expect(rewriting.rewrite(MockGeneratorFixtures.URL(path: "/b")) == web)
        #expect(rewriting.rewrite(web) == MockGeneratorFixtures.URL(path: "/a"))
        let addressing = MockAddressing()
        addressing.$openMock.returns(web)
        #expect(addressing.open("home") == web)
        addressing.$openMock.verifyCalled(.once, with: "home")
    }

    @Test func aVariadicParameterAloneTellsSubscriptsApart() {
        let directory = MockDirectory()
        directory.$subscriptMock.returns(1)
        directory.$subscript2Mock.returns(2)
        #expect(directory["a"] == 1)
        #expect(directory["a", "b"] == 2)
        directory.$subscript2Mock.verifyCalled(.once, with: ["a", "b"])
    }

    @Test func wrappersAreNotNamedAsMembers() {
        let directory = MockDirectory()
        directory.$lookup2Mock.returns(3)
        directory.$lookupMockMock.returns("own")
        #expect(directory.lookup("x") == 3)
        #expect(directory.lookupMock() == "own")
    }

    @Test func membersUnavailableOnSomePlatformsAreMocked() {
        let display = MockDisplay()
        display.brightness = 0.5
        #expect(display.brightness == 0.5)
        display.$brightnessMock.returns(0.8)
        #expect(display.brightness == 0.8)
        display.dim(by: 0.1)
        display.$dimMock.verifyCalled(.once, with: 0.1)
    }

    @Test func aGenericParameterOfARequirementIsRenamedNotToShadowTheMocks() {
        let indexing = MockIndexing<String>()
        indexing.$keyMock.returns("first")
        #expect(indexing.key(at: 0) == "first")
        indexing.$describeMock.for(Int.self, returning: String.self).returns("an Int")
        #expect(indexing.describe(3) == "an Int")
    }

    @Test func aSettableStaticPropertyOfAGenericMockHasAGetterAndASetterMock() {
        MockIndexing<Int>.sentinelMock.for(Void.self, returning: Int.self).returns(-1)
        #expect(MockIndexing<Int>.sentinel == -1)
        MockIndexing<Int>.sentinel = 9
        MockIndexing<Int>.sentinelSetMock.for(Int.self).verifyCalled(.once, with: 9)
    }

    @Test func aDefaultAnotherProtocolRulesOutMakesTheMockGeneric() {
        let labelling = MockLabelling<Substring>()
        labelling.$labelMock.returns("tag")
        #expect(labelling.label(for: "a") == "tag")
    }

    @Test func longDeclarationsAreMockedAsUsual() async {
        let delegate = MockNotificationSchedulingCoordinatorDelegateWithAnExceptionallyLongName()
        delegate.coordinator("daily", didScheduleNotificationsWithIdentifiers: ["a"])
        delegate.$coordinatorMock.verifyCalled(.once, with: "daily", ["a"])
        let repository = MockConstrainedRepository<String>()
        repository.$everythingMock.for(String.self, returning: [String].self).returns(["x"])
        #expect(repository.everything(matching: "x") == ["x"])
    }

    @Test func namesAndTypesAreSpelledAsTheProtocolSpellsThem() {
        let spelling = MockSpelling()
        spelling.$openMock.returns(true)
        #expect(spelling.open(URL: "a"))
        spelling.$flagsMock.returns(.some(.some(true)))
        #expect(spelling.flags() == .some(.some(true)))
        var ran = 0
        let none: Void = spelling.run { ran += 1 }
        #expect(none == ())
        spelling.$runClosureReturningIntMock.returns { body in
            body()
            return 2
        }
        let result: Int = spelling.run { ran += 1 }
        #expect(result == 2)
        #expect(ran == 2)
    }

    /// Builds steps through the protocol, whose requirement has the result builder.
    private func assemble(with assembling: some Assembling) -> Int {
        assembling.assemble {
            "cut"
            "glue"
        }
    }

    @Test func aResultBuildersAttributeIsLeftToTheProtocol() {
        let assembling = MockAssembling()
        assembling.$assembleMock.returns { steps in steps().count }
        #expect(assemble(with: assembling) == 2)
    }

    @Test func protocolsOfTheStandardLibraryAreKnown() {
        let tagged: MockTagged = "urgent"
        MockTagged.initStringLiteralMock.verifyCalled(.once, with: "urgent")
        tagged.$description.returns("urgent")
        #expect(tagged.description == "urgent")
        let text = "x"
        #expect(MockTagged(text) != nil)
        let dice = MockDice()
        dice.$nextMock.returns(4)
        #expect(dice.next() == 4)
        var generator = dice
        #expect(UInt64.random(in: 0...UInt64.max, using: &generator) == 4)
    }

    @Test func aFoundationDelegateIsMockedWithoutFoundationsGraph() {
        let observer = MockCopyObserving()
        observer.$fileManagerShouldCopyItemAtPathToPathMock.returns(true)
        #expect(observer.fileManager(.default, shouldCopyItemAtPath: "/a", toPath: "/b"))
        observer.copyFinished(atPath: "/b")
        observer.$copyFinishedMock.verifyCalled(.once, with: "/b")
    }
}
