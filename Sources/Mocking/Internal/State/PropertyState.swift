/// The value and the two mocks of one ``PropertyMock``, or of one test's view of it.
final class PropertyState<Value>: @unchecked Sendable {
    // NB: `stored` is only accessed while holding its lock; the mocks are thread-safe, and the
    // rest is immutable.
    let getter: Mock<(), Value>
    let setter: Mock<Value, Void>
    let initialValue: Value?
    let declaration: SourceLocation
    private let stored: Locked<Value?>

    /// Creates the state of a property holding `initialValue`, or nothing yet.
    init(initialValue: Value?, declaration: SourceLocation) {
        let stored = Locked(initialValue)
        self.stored = stored
        self.initialValue = initialValue
        self.declaration = declaration
        getter = Mock(
            wrappedValue: { _ in
                guard let value = stored.withLock({ $0 }) else {
                    PropertyState.unsetValue(declaredAt: declaration)
                }
                return value
            },
            fileID: declaration.fileID, filePath: declaration.filePath, line: declaration.line,
            column: declaration.column)
        setter = Mock(
            wrappedValue: { newValue in stored.withLock { $0 = newValue } },
            fileID: declaration.fileID, filePath: declaration.filePath, line: declaration.line,
            column: declaration.column)
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

    /// Restores the initial value and the mocks' declared state.
    func reset() {
        stored.withLock { $0 = initialValue }
        getter.reset()
        setter.reset()
    }

    /// Records that the property declared at `declaration` was read before it held a value, and
    /// stops the process, having no value to return.
    private static func unsetValue(declaredAt declaration: SourceLocation) -> Never {
        let message = FailureMessage.unsetProperty(mockName(declaredAt: declaration))
        reportIssue(message, at: declaration)
        fatalError(message)
    }
}
