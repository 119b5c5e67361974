import Testing

@testable import MockGeneratorFixtures

@Suite struct MockRepositoryTests {
    struct User: Identifiable, Equatable, Sendable {
        var id: String
    }

    @Test func theMockIsGenericOverTheAssociatedType() async throws {
        let ann = User(id: "ann")
        let repository: MockRepository<User> = MockRepository(items: [ann])
        repository.$initMock.verifyCalled(.once, with: [ann])
        repository.$itemMock.when("ann").returns(ann)
        repository.$allMock.returns([ann])
        repository.$count.returns(1)

        #expect(try await repository.item(id: "ann") == ann)
        #expect(try await repository.item(id: "bo") == nil)
        try await repository.save(ann)
        #expect(repository.all() == [ann])
        #expect(repository.count == 1)

        repository.$itemMock.verifyCalled(.exactly(2))
        repository.$saveMock.verifyCalled(.once, with: ann)
        #expect(MockRepository<User>.Failure.self == Never.self)
    }

    @Test func aStaticRequirementOfAGenericMockIsHeldOutsideIt() {
        #expect(MockRepository<User>.pageSize == 0)
        MockRepository<User>.pageSizeMock.returns(50)
        #expect(MockRepository<User>.pageSize == 50)
        #expect(MockRepository<User>.pageSizeMock.getCount == 2)
    }
}
