import Testing

@testable import MockGeneratorFixtures

@Suite struct MockStorageTests {
    @Test func staticsOfAGenericMockAreMocked() {
        MockStorage<Int>.capacityMock.returns(8)
        #expect(MockStorage<Int>.capacity == 8)
        let made = MockStorage<Int>()
        MockStorage<Int>.makeMock.for(Void.self, returning: MockStorage<Int>.self).returns(made)
        #expect(MockStorage<Int>.make() === made)
    }

    @Test func rethrowsWithAClosureOfSeveralArgumentsPassesItOn() throws {
        let storage = MockStorage<Int>()
        storage.$reduceMock.returns { next in try next((1, 10)) + next((2, 20)) }
        #expect(storage.reduce(0) { total, element in total + element } == 33)
        struct Stop: Error {}
        #expect(throws: Stop.self) { try storage.reduce(0) { _, _ in throw Stop() } }
        storage.$reduceMock.verifyCalled(.exactly(2), with: 0)
    }

    @Test func genericRethrowsPassesItsClosureOn() {
        let storage = MockStorage<String>()
        storage.$transformMock.for(
            Void.self, returning: ((((String, Int)) throws -> Int) throws -> [Int]).self
        )
        .returns { body in [try body(("a", 1)), try body(("bb", 2))] }
        #expect(storage.transform { text, number in text.count * number } == [1, 4])
    }
}
