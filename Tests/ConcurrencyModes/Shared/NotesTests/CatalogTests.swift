import Mocking
import Testing

// The other kinds of member: an initializer, a static property, a settable property, a
// subscript, typed throws, an escaping closure parameter, and a protocol of actors.

struct CatalogTests {
    @Test func everyKindOfMemberIsStubbedAndVerified() async throws {
        MockCatalog.formatVersionMock.returns(3)
        let catalog = MockCatalog(name: "Work")
        catalog.name = "Home"
        catalog.$subscriptMock.when(0).returns("first")
        catalog.$validateMock.returns(.success(true))
        catalog.$validateMock.when("").returns(.failure(.invalid("")))
        catalog.$tagsMock.then { filter in ["a", "bb", "ccc"].filter(filter) }

        #expect(MockCatalog.formatVersion == 3)
        #expect(catalog.name == "Home")
        #expect(catalog[0] == "first")
        #expect(throws: CatalogError.invalid("")) { try catalog.validate("") }
        #expect(try catalog.validate("ok"))
        #expect(await catalog.tags { $0.count > 1 } == ["bb", "ccc"])

        MockCatalog.initMock.verifyCalled(.once, with: "Work")
        catalog.$name.verifySet(.once, to: "Home")
        catalog.$validateMock.verifyCalled(.exactly(2))
        catalog.$tagsMock.verifyCalled(.once)
    }

    @Test func anActorsMockIsStubbedThroughTheActor() async {
        let counter = MockSaveCounter()
        await counter.$addMock.returns(4)
        await counter.$totalMock.returns(9)
        #expect(await counter.add(2) == 4)
        #expect(await counter.total == 9)
        await counter.$addMock.verifyCalled(.once, with: 2)
    }
}
