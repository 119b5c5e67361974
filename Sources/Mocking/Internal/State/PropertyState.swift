/// The value and the two mocks of one ``PropertyMock``, or of one test's view of it.
///
/// The value, both mocks' stubs and both histories sit behind one lock. A get that the stored
/// value answers, and a set that stores its value, read or write it and record the access in one
/// critical section, and ``reset()`` restores all of them in another: no get is numbered before
/// the set whose value it read, and no value is left that the recorded sets do not explain.
final class PropertyState<Value>: @unchecked Sendable {
    // NB: `stored` and the states of both mocks share `lock`, and are only accessed while holding
    // it; the rest is immutable.
    let getter: Mock<(), Value>
    let setter: Mock<Value, Void>
    let initialValue: Value?
    let declaration: SourceLocation
    private let lock: Lock
    private let stored: Locked<Value?>
    /// Whether gets, and sets, go to a live instance's property through the mocks' default
    /// loaders rather than to the stored value: the property is a spy's.
    private let forwarding: Locked<(gets: Bool, sets: Bool)>

    /// Creates the state of a property holding `initialValue`, or nothing yet.
    init(initialValue: Value?, declaration: SourceLocation) {
        let lock = Lock()
        let stored = Locked(initialValue, lock: lock)
        self.lock = lock
        self.stored = stored
        forwarding = Locked((gets: false, sets: false), lock: lock)
        self.initialValue = initialValue
        self.declaration = declaration
        // The default loaders serve the calls that `get()` and `set(_:)` do not answer under the
        // lock: a stubbed mock's rules that match no call, and calls straight to the mocks.
        getter = Mock(
            wrappedValue: { _ in
                guard let value = stored.withLock({ $0 }) else {
                    PropertyState.unsetValue(declaredAt: declaration)
                }
                return value
            },
            declaration: declaration, lock: lock)
        setter = Mock(
            wrappedValue: { newValue in stored.withLock { $0 = newValue } },
            declaration: declaration, lock: lock)
    }

    /// Answers a get with the stored value, recording it, unless the getter is stubbed or
    /// forwards.
    func get() -> Value {
        let value = getter._state.answerByDefault(()) {
            forwarding.withLockHeld { $0.gets } ? nil : stored.withLockHeld { $0 }
        }
        return value ?? getter.getValue(())
    }

    /// Stores `newValue`, recording the set, unless the setter is stubbed or forwards.
    func set(_ newValue: Value) {
        let stored: Void? = setter._state.answerByDefault(newValue) {
            guard !forwarding.withLockHeld({ $0.sets }) else { return nil }
            self.stored.withLockHeld { $0 = newValue }
        }
        if stored == nil {
            setter.getValue(newValue)
        }
    }

    /// Makes gets, and with `sets`, sets too, go to the mocks' default loaders, which forward
    /// them to a live instance.
    func forward(sets: Bool) {
        forwarding.withLock { $0 = (gets: true, sets: $0.sets || sets) }
    }

    /// The stored value; for a property declared without one and never set, an issue and a stop.
    func storedValue() -> Value {
        guard let value = stored.withLock({ $0 }) else {
            Self.unsetValue(declaredAt: declaration)
        }
        return value
    }

    func store(_ value: Value) {
        stored.withLock { $0 = value }
    }

    /// Restores the initial value and the mocks' declared state, in one step.
    func reset() {
        lock.withLock {
            stored.withLockHeld { $0 = initialValue }
            getter._state.resetWhileLocked()
            setter._state.resetWhileLocked()
        }
    }

    /// Records that the property declared at `declaration` was read before it held a value, and
    /// stops the process, having no value to return.
    private static func unsetValue(declaredAt declaration: SourceLocation) -> Never {
        let message = FailureMessage.unsetProperty(MockName(declaredAt: declaration))
        reportIssue(message, at: declaration)
        fatalError(message)
    }
}
