import Testing

@testable import MockGeneratorFixtures

@Suite struct MockKeyValueStoreTests {
    @Test func genericMethodsHaveOneMockPerSpecialization() throws {
        let store = MockKeyValueStore()
        store.$loadMock.for(String.self, returning: Int.self).when("answer").returns(42)
        #expect(try store.load(Int.self, from: "answer") == 42)
        try store.save(7, to: "seven")
        store.$saveMock.for((Int, String).self).verifyCalled(.once, with: 7, "seven")
        store.$containsMock.for(String.self, returning: Bool.self).returns(true)
        #expect(store.contains("x"))
        store.$loadMock.verifyCalled(.once)
    }

    @Test func genericInoutAndClosureArgumentsWork() {
        let store = MockKeyValueStore()
        store.$updateMock.for(Int.self, returning: (Int, Bool).self).returns((5, true))
        var value = 1
        #expect(store.update(&value))
        #expect(value == 5)
        let transform = store.$transformMock.for(
            String.self, returning: (((String) -> Int) -> Int).self)
        transform.returns { body in body("four") * 10 }
        #expect(store.transform("key") { $0.count } == 40)
        store.$updateMock.for(Int.self, returning: (Int, Bool).self).verifyCalled(.once, with: 1)
        store.$transformMock.verifyCalled(.once)
    }

    @Test func existentialArgumentsAreRecorded() {
        let store = MockKeyValueStore()
        store.$describeMock.returns("forty-two")
        #expect(store.describe(42) == "forty-two")
        #expect(store.$describeMock.usage.contexts.map(\.description) == ["42"])
    }

    @Test func subscriptsForwardTheirGettersAndSetters() {
        let store = MockKeyValueStore()
        store.$subscriptStringMock.when("name").returns("Ann")
        store.$subscriptIntMock.returns("first")
        store.$subscriptDefaultMock.when("count", 0).returns(3)
        #expect(store["name"] == "Ann")
        #expect(store[0] == "first")
        #expect(store["count", default: 0] == 3)
        store["name"] = "Bo"
        store.$subscriptSetStringMock.verifyCalled(.once, with: "name", "Bo")
        store.$subscriptStringMock.verifyCalled(.once, with: "name")
    }
}
