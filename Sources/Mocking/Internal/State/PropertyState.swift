/// The value and the two mocks of one ``PropertyMock``, or of one test's view of it.
///
/// The value, both mocks' stubs and both histories sit behind one lock. A get that the stored
/// value answers, and a set that stores its value, read or write it and record the access in one
/// critical section, and ``reset()`` restores all of them in another: no get is numbered before
/// the set whose value it read, and no value is left that the recorded sets do not explain.
///
/// A strict property reports a get that its declared value answers, before any stub or set; a get
/// that a live instance answers, a spy's or a class mock's superclass, is reported by the getter,
/// which is strict with it.
final class PropertyState<Value>: @unchecked Sendable {
    // NB: `stored`, `given` and the states of both mocks share `lock`, and are only accessed while
    // holding it; the rest is immutable.
    let getter: Mock<(), Value>
    let setter: Mock<Value, Void>
    let initialValue: Value?
    let declaration: SourceLocation
    /// Whether the property was declared `strict: true`, which ``reset()`` restores.
    let isDeclaredStrict: Bool
    private let lock: Lock
    private let stored: Locked<Value?>
    /// Whether a value was set, through the property or ``store(_:)``, since the property was
    /// declared or reset: a strict property's gets need one, or a stub.
    private let given: Locked<Bool>
    /// Whether gets, and sets, go to a live instance's property through the mocks' default
    /// loaders rather than to the stored value: the property is a spy's.
    private let forwarding: Locked<(gets: Bool, sets: Bool)>

    /// Creates the state of a property holding `initialValue`, or nothing yet.
    init(initialValue: Value?, isStrict: Bool = false, declaration: SourceLocation) {
        let lock = Lock()
        let stored = Locked(initialValue, lock: lock)
        self.lock = lock
        self.stored = stored
        given = Locked(false, lock: lock)
        forwarding = Locked((gets: false, sets: false), lock: lock)
        self.initialValue = initialValue
        isDeclaredStrict = isStrict
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
            // The property reports the gets of its stored value itself, in `get()`: the getter
            // reports those of a default loader that replaces this one, a live instance's.
            strict: isStrict, answers: false, declaration: declaration, lock: lock)
        setter = Mock(
            wrappedValue: { newValue in stored.withLock { $0 = newValue } },
            declaration: declaration, lock: lock)
    }

    /// Answers a get with the stored value, recording it, unless the getter is stubbed or
    /// forwards; a strict property reports a get of its declared value.
    func get() -> Value {
        var answersDeclaredValue = false
        let value = getter._state.answerByDefault(()) {
            guard !forwarding.withLockHeld({ $0.gets }) else { return nil }
            answersDeclaredValue = getter._state.isStrictWhileLocked && !given.withLockHeld { $0 }
            return stored.withLockHeld { $0 }
        }
        if let value, answersDeclaredValue {
            reportIssue(
                FailureMessage.unstubbedStrictGet(
                    of: MockName(declaredAt: declaration), answering: describe(value)),
                at: declaration)
        }
        return value ?? getter.getValue(())
    }

    /// Stores `newValue`, recording the set, unless the setter is stubbed or forwards.
    func set(_ newValue: Value) {
        let stored: Void? = setter._state.answerByDefault(newValue) {
            given.withLockHeld { $0 = true }
            guard !forwarding.withLockHeld({ $0.sets }) else { return nil }
            self.stored.withLockHeld { $0 = newValue }
        }
        if stored == nil {
            given.withLock { $0 = true }
            setter.getValue(newValue)
        }
    }

    /// Makes a get that the declared value or the getter's default loader answers, with no stub,
    /// record a test issue, or not, until ``reset()``.
    func setStrict(_ isStrict: Bool) {
        getter._state.setStrict(isStrict)
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
        lock.withLock {
            stored.withLockHeld { $0 = value }
            given.withLockHeld { $0 = true }
        }
    }

    /// Restores the initial value and the mocks' declared state, strictness included, in one
    /// step.
    func reset() {
        lock.withLock {
            stored.withLockHeld { $0 = initialValue }
            given.withLockHeld { $0 = false }
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
