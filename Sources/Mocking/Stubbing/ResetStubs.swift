/// Removes what tests made every mock that `subject` stores answer, and keeps their recorded
/// calls: each mock's stubs, rules and queued answers go, and its default loader answers again.
///
/// A test that changes its stubs halfway, then verifies calls made on both sides, clears the
/// stubs without the calls:
///
/// ```swift
/// let store = MockStore()
/// store.$fetchMock.returns(3)
/// _ = Feed(store: store).load()        // answered 3
/// resetStubs(of: store)
/// _ = Feed(store: store).load()        // answered by the default
/// store.$fetchMock.verifyCalled(.exactly(2))
/// ```
///
/// It finds the mocks that ``resetMocks(of:)`` finds and clears each as its own `resetStubs()`
/// does; a ``PropertyMock`` keeps its value. Strictness set by
/// ``setStrict(_:of:fileID:filePath:line:column:)`` is not a stub, and stays.
/// - Parameter subject: The mock object, usually an instance of a mock class.
/// - Returns: The number of mocks whose stubs were removed.
@discardableResult
public func resetStubs(of subject: Any) -> Int {
    forEachStoredMockWrapper(of: subject) { $0.resetStubs() }
}
