/// The state of a mock: one shared by every caller, or one per running test.
///
/// A mock declared with ``MockScope/test`` holds a `TestStates`, which makes the state of a test
/// the first time that test reaches the mock. Calls outside any test use the shared state.
@usableFromInline
struct ScopedState<State: AnyObject> {
    @usableFromInline let shared: State
    @usableFromInline let perTest: TestStates<State>?

    /// Creates the state of a mock of `scope`, making each state with `make`.
    init(_ scope: MockScope, make: @escaping () -> State) {
        shared = make()
        perTest = scope == .test ? TestStates(make: make) : nil
        if let perTest {
            TestScopedMocks.register(perTest, shared: shared)
        }
    }

    /// The state that serves the calling task or thread.
    @inlinable
    var current: State {
        guard let perTest else { return shared }
        return perTest.stateOfCurrentTest() ?? shared
    }
}

/// The states of a test-scoped mock, one per test that reached it.
@usableFromInline
final class TestStates<State: AnyObject> {
    private let make: () -> State
    private let states = Locked<[AnyHashable: State]>([:])

    init(make: @escaping () -> State) {
        self.make = make
    }

    /// The state of the test `identity`, if that test reached the mock.
    func existingState(ofTest identity: AnyHashable) -> State? {
        states.withLock { $0[identity] }
    }

    /// The state of the running test, made on first use; `nil` outside a test.
    @usableFromInline
    func stateOfCurrentTest() -> State? {
        guard let identity = CurrentTest.identity else { return nil }
        if let state = states.withLock({ $0[identity] }) { return state }
        let made = make()
        TestScopedMocks.applyStrictness(to: made, ofTest: identity)
        return states.withLock { states in
            if let existing = states[identity] { return existing }
            states[identity] = made
            return made
        }
    }
}
