import Foundation
import Testing

@testable import Mocking

private struct Order: Codable, Equatable {
    var id: Int
}

private struct Person: Codable, Equatable {
    var name: String
}

private protocol Store {
    func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T
    func save<T: Encodable>(_ value: T, to key: String) throws
    func make<T>() -> T
    func fetch<T: Decodable>(_ type: T.Type, id: Int) async -> T
    func download<T: Decodable>(_ type: T.Type, id: Int) async throws -> T
}

private final class MockStore: Store, @unchecked Sendable {
    // NB: every wrapper guards its state with its own lock.
    func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T { try loadMock(key) }
    @GenericThrowingMock var loadMock

    func save<T: Encodable>(_ value: T, to key: String) throws { try saveMock((value, key)) }
    @GenericThrowingMock var saveMock

    func make<T>() -> T { makeMock(()) }
    @GenericMock var makeMock

    func fetch<T: Decodable>(_ type: T.Type, id: Int) async -> T { await fetchMock(id) }
    @GenericAsyncMock var fetchMock

    func download<T: Decodable>(_ type: T.Type, id: Int) async throws -> T {
        try await downloadMock(id)
    }
    @GenericAsyncThrowingMock var downloadMock
}

@Suite struct GenericMockTests {
    @Test func eachTypeArgumentIsStubbedAndVerifiedOnItsOwn() throws {
        let store = MockStore()
        store.$loadMock.for(String.self, returning: Person.self).returns(Person(name: "Ann"))
        store.$loadMock.for(String.self, returning: Order.self).when("big").returns(Order(id: 9))
        #expect(try store.load(Person.self, from: "ann") == Person(name: "Ann"))
        #expect(try store.load(Order.self, from: "big") == Order(id: 9))
        store.$loadMock.for(String.self, returning: Person.self).verifyCalled(.once, with: "ann")
        store.$loadMock.for(String.self, returning: Order.self).verifyCalled(.once, with: "big")
        #expect(store.$loadMock.callCount == 2)
        store.$loadMock.verifyCalled(.exactly(2))
    }

    @Test func genericArgumentsAreRecordedWithTheirTypes() throws {
        let store = MockStore()
        try store.save(Order(id: 1), to: "a")
        try store.save("text", to: "b")
        store.$saveMock.for((Order, String).self).verifyCalled(.once, with: Order(id: 1), "a")
        store.$saveMock.for((String, String).self).verifyCalled(.once, with: .any, .value("b"))
        #expect(store.$saveMock.for((Int, String).self).callCount == 0)
    }

    @Test func unstubbedSpecializationsAnswerNeutralValues() async throws {
        let store = MockStore()
        let count: Int = store.make()
        let names: [String] = store.make()
        #expect(count == 0)
        #expect(names.isEmpty)
        #expect(await store.fetch(String.self, id: 1) == "")
        #expect(try await store.download(Int?.self, id: 1) == nil)
        let outcome: Result<Void, TestError> = store.make()
        #expect(throws: Never.self) { try outcome.get() }
        store.$makeMock.for(Void.self, returning: Result<Void, TestError>.self).verifyCalled(.once)
    }

    @Test func asyncSpecializationsAreStubbedLikeTheOthers() async throws {
        let store = MockStore()
        store.$fetchMock.for(Int.self, returning: Person.self).returns(Person(name: "Cy"))
        store.$downloadMock.for(Int.self, returning: Order.self).throws(TestError(code: 4))
        #expect(await store.fetch(Person.self, id: 3).name == "Cy")
        await #expect(throws: TestError(code: 4)) {
            _ = try await store.download(Order.self, id: 3)
        }
        store.$downloadMock.for(Int.self, returning: Order.self).verifyCalled(.once, with: 3)
    }

    @Test func aCallForAnUnstubbedTypeWhileAnotherIsStubbedThrowsWhatToStub() throws {
        let store = MockStore()
        store.$loadMock.for(String.self, returning: Person.self).returns(Person(name: "Ann"))
        // The mock records no issue of its own: the error is the one issue of the mistake.
        let error = #expect(throws: UnimplementedMockError.self) {
            _ = try store.load(Order.self, from: "x")
        }
        #expect(
            error?.description == """
                Expected a stub of MockStore.loadMock for (String) throws -> Order, but it is \
                stubbed only for (String) throws -> Person. Stub it with \
                $loadMock.for(String.self, returning: Order.self).returns(_:).
                """)
        // The stub the message names is the one that works.
        store.$loadMock.for(String.self, returning: Order.self).returns(Order(id: 2))
        #expect(try store.load(Order.self, from: "x") == Order(id: 2))
    }

    @Test func aTypeWithoutADefaultThrowsOneErrorThatTheTestRecords() throws {
        let store = MockStore()
        try withKnownIssue {
            _ = try store.load(Order.self, from: "x")
        } matching: { issue in
            // Only the thrown error: an issue recorded by the mock would match nothing and fail.
            guard let error = issue.error as? UnimplementedMockError else { return false }
            return error.call == "loadMock(\"x\")" && error.mockName == "MockStore.loadMock"
                && error.description == """
                    Expected a stub of MockStore.loadMock for (String) throws -> Order, but \
                    loadMock("x") has no answer. Stub it with $loadMock.for(String.self, \
                    returning: Order.self).returns(_:).
                    """
        }
    }

    @Test func aStrictGenericMockNamesTheStubOfTheSpecialization() throws {
        final class Counter: @unchecked Sendable {
            // NB: the wrapper guards its state with its own lock.
            func count<T>(_ key: String) -> T { countMock(key) }
            @GenericMock(strict: true) var countMock
        }
        let counter = Counter()
        expectIssue(
            """
            Expected a stub of Counter.countMock for (String) -> Int, but countMock("a") was \
            answered by its default value. Stub it with $countMock.for(String.self, returning: \
            Int.self).returns(_:), or declare it without strict: true.
            """
        ) {
            let count: Int = counter.count("a")
            #expect(count == 0)
        }
        counter.$countMock.for(String.self, returning: Int.self).returns(3)
        let count: Int = counter.count("a")
        #expect(count == 3)
    }

    @Test func aNonThrowingMemberWithoutAnAnswerStopsTheProcess() async {
        // The child process's issue comes back to this test; its exit and message are checked.
        await withKnownIssue {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                let store = MockStore()
                let order: Order = store.make()
                _ = order
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains("Expected a stub of MockStore.makeMock for"))
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected a stub of MockStore.makeMock for (()) -> Order, but makeMock() has no \
                answer. Stub it with $makeMock.for(Void.self, returning: Order.self).returns(_:).
                """
        }
    }

    @Test func theHintOfAMemberWithoutArgumentsIsTheStubThatWorks() {
        let store = MockStore()
        store.$makeMock.for(Void.self, returning: Order.self).returns(Order(id: 9))
        let order: Order = store.make()
        #expect(order == Order(id: 9))
    }

    @Test func aFailedAggregateVerificationListsEveryCallWithItsSignature() throws {
        let store = MockStore()
        try store.save(1, to: "a")
        expectIssue(
            """
            Expected MockStore.saveMock never to be called, but it was called 1 time.
            Recorded calls to MockStore.saveMock (1):
              1. saveMock(1, "a") as ((Int, String)) throws -> () ← unexpected
            """
        ) {
            store.$saveMock.verifyNeverCalled()
        }
    }

    @Test func resetClearsEverySpecialization() throws {
        let store = MockStore()
        store.$loadMock.for(String.self, returning: Int.self).returns(5)
        _ = try store.load(Int.self, from: "a")
        store.$loadMock.reset()
        #expect(store.$loadMock.callCount == 0)
        #expect(try store.load(Int.self, from: "a") == 0)
    }

    @Test func eachDeclarationIsTheOneWrapperWithItsEffects() {
        let store = MockStore()
        #expect(type(of: store.$makeMock) == GenericMockOf<MockEffects.Plain>.self)
        #expect(type(of: store.$loadMock) == GenericMockOf<MockEffects.Throwing>.self)
        #expect(type(of: store.$fetchMock) == GenericMockOf<MockEffects.Async>.self)
        #expect(type(of: store.$downloadMock) == GenericMockOf<MockEffects.AsyncThrowing>.self)
        #expect(GenericMock.self != GenericThrowingMock.self)
        #expect(GenericAsyncMock.self != GenericAsyncThrowingMock.self)
    }

    @Test func theWrapperIsDeclaredByItsEffectsToo() throws {
        final class Loader: @unchecked Sendable {
            // NB: the wrapper guards its state with its own lock.
            @GenericMockOf<MockEffects.Throwing> var loadMock
        }
        let loader = Loader()
        loader.$loadMock.for(String.self, returning: Int.self).returns(7)
        let value: Int = try loader.loadMock("a")
        #expect(value == 7)
        #expect(resetMocks(of: loader) == 1)
        #expect(loader.$loadMock.callCount == 0)
    }
}
