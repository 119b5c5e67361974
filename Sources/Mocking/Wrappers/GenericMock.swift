/// A property wrapper that mocks a generic method: one wrapper for the method, one ``Mock`` per
/// specialization.
///
/// ```swift
/// final class MockStore: Store {
///     func make<T: Decodable>(from json: String) -> T { makeMock(json) }
///     @GenericMock var makeMock
/// }
///
/// store.$makeMock.for(String.self, returning: User.self).returns(User(name: "Ann"))
/// ```
///
/// See ``GenericMockOf`` for how calls reach their specialization.
public typealias GenericMock = GenericMockOf<MockEffects.Plain>

/// A property wrapper that mocks a generic throwing method: one wrapper for the method, one
/// ``ThrowingMock`` per specialization.
///
/// ```swift
/// final class MockStore: Store {
///     func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T {
///         try loadMock(key)
///     }
///     @GenericThrowingMock var loadMock
/// }
///
/// store.$loadMock.for(String.self, returning: User.self).returns(User(name: "Ann"))
/// ```
///
/// See ``GenericMockOf`` for how calls reach their specialization.
public typealias GenericThrowingMock = GenericMockOf<MockEffects.Throwing>

/// A property wrapper that mocks a generic `async` method: one wrapper for the method, one
/// ``AsyncMock`` per specialization.
///
/// ```swift
/// final class MockStore: Store {
///     func fetch<T: Decodable>(_ type: T.Type, id: Int) async -> T { await fetchMock(id) }
///     @GenericAsyncMock var fetchMock
/// }
///
/// store.$fetchMock.for(Int.self, returning: User.self).returns(User(name: "Ann"))
/// ```
///
/// See ``GenericMockOf`` for how calls reach their specialization.
public typealias GenericAsyncMock = GenericMockOf<MockEffects.Async>

/// A property wrapper that mocks a generic `async throws` method: one wrapper for the method, one
/// ``AsyncThrowingMock`` per specialization.
///
/// ```swift
/// final class MockStore: Store {
///     func download<T: Decodable>(_ type: T.Type, id: Int) async throws -> T {
///         try await downloadMock(id)
///     }
///     @GenericAsyncThrowingMock var downloadMock
/// }
///
/// store.$downloadMock.for(Int.self, returning: User.self).returns(User(name: "Ann"))
/// ```
///
/// See ``GenericMockOf`` for how calls reach their specialization.
public typealias GenericAsyncThrowingMock = GenericMockOf<MockEffects.AsyncThrowing>

/// The effects of a generic method, which choose the kind of mock a ``GenericMockOf`` makes for
/// each specialization.
public enum MockEffects {
    /// Neither `async` nor `throws`: each specialization is a ``Mock``.
    public enum Plain {}
    /// `throws`: each specialization is a ``ThrowingMock``.
    public enum Throwing {}
    /// `async`: each specialization is an ``AsyncMock``.
    public enum Async {}
    /// `async throws`: each specialization is an ``AsyncThrowingMock``.
    public enum AsyncThrowing {}
}
