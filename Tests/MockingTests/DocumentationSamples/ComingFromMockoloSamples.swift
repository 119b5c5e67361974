import Foundation
import Mocking
import Testing

// The samples of ComingFromMockolo.md, compiled and run. DocumentationSyncTests checks they stay
// identical.

enum TokenError: Error, Equatable {
    case locked
}

/// @mockable
protocol TokenStore: AnyObject {
    var lastRefresh: Date? { get set }
    func token(for user: String) -> String?
    func save(_ token: String, for user: String) async throws
}

struct SessionRefresher {
    let store: any TokenStore

    func refresh(_ user: String, now: Date) async throws -> String {
        if let token = store.token(for: user) { return token }
        let token = "token-\(user)"
        try await store.save(token, for: user)
        store.lastRefresh = now
        return token
    }
}

final class MockTokenStore: TokenStore {
    @PropertyMock var lastRefresh: Date?

    func token(for user: String) -> String? { tokenMock(user) }
    @Mock var tokenMock: (String) -> String?

    func save(_ token: String, for user: String) async throws { try await saveMock((token, user)) }
    @AsyncThrowingMock var saveMock: nonisolated(nonsending) ((String, String)) async throws -> Void
}

@Test func refreshSavesANewToken() async throws {
    let store = MockTokenStore()

    let token = try await SessionRefresher(store: store).refresh("ann", now: .distantPast)

    #expect(token == "token-ann")
    #expect(store.$tokenMock.callCount == 1)
    #expect(store.$saveMock.callCount == 1)
    #expect(store.$saveMock.usage.contexts.first?.0 == "token-ann")
    #expect(store.$lastRefresh.setValues.count == 1)
    #expect(store.lastRefresh == .distantPast)
}

@Test func refreshSavesANewTokenVerified() async throws {
    let store = MockTokenStore()

    let token = try await SessionRefresher(store: store).refresh("ann", now: .distantPast)

    #expect(token == "token-ann")
    store.$tokenMock.verifyCalled(.once, with: "ann")
    store.$saveMock.verifyCalled(.once, with: "token-ann", "ann")
    store.$lastRefresh.verifySet(.once, to: .distantPast)
    verifyNoMoreCalls(of: store)
}

@Test func mockoloMembersWrittenWithWrappers() async throws {
    let store = MockTokenStore()
    store.tokenMock = { user in user == "ann" ? "t1" : nil }
    #expect(store.token(for: "ann") == "t1")
    #expect(store.$tokenMock.callCount == 1)
    store.$tokenMock.resetLoader()
    #expect(store.token(for: "ann") == nil)

    store.$saveMock.throws(TokenError.locked)
    await #expect(throws: TokenError.locked) { try await store.save("t2", for: "bo") }
    #expect(store.$saveMock.usage.contexts.map(\.1) == ["bo"])

    store.$lastRefresh.value = .distantFuture
    #expect(store.lastRefresh == .distantFuture)
    #expect(store.$lastRefresh.setValues.isEmpty)
    store.$lastRefresh.verifyGet(.once)
    store.lastRefresh = nil
    #expect(store.$lastRefresh.setValues == [nil])

    resetUsage(of: store)
    #expect(store.$tokenMock.callCount == 0)
    #expect(store.$lastRefresh.getCount == 0)
}
