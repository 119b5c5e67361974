/// Removes the recorded calls of every mock that `subject` stores, and keeps what they answer:
/// their stubs, rules, queued answers and loaders, and their properties' values.
///
/// A test that arranges its subject through the code under test, then acts and verifies, clears
/// the calls of the arrangement, so that its verifications count only what it then does:
///
/// ```swift
/// let store = MockStore()
/// store.$fetchMock.returns(3)
/// _ = Feed(store: store).load()        // arranging: calls fetch
/// resetUsage(of: store)
/// _ = Feed(store: store).refresh()     // acting: calls fetch again, answered 3
/// store.$fetchMock.verifyCalled(.once)
/// ```
///
/// It finds the mocks that ``resetMocks(of:)`` finds, the wrappers among the stored properties of
/// `subject` and of its superclasses, and clears each as its own `resetUsage()` does: every
/// ``Mock``, ``ThrowingMock``, ``AsyncMock`` and ``AsyncThrowingMock``, the gets and sets of a
/// ``PropertyMock``, and every specialization of a generic mock. The marks that passing
/// verifications left go with the calls. A mock declared with ``MockScope/test`` clears the calls
/// of the running test; `static` mocks are not stored in the object, and are left alone.
/// - Parameter subject: The mock object, usually an instance of a mock class.
/// - Returns: The number of mocks whose calls were removed.
@discardableResult
public func resetUsage(of subject: Any) -> Int {
    forEachStoredMockWrapper(of: subject) { $0.resetUsage() }
}
