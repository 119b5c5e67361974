/// A property wrapper that is a mock property: it records every get and set, and answers gets
/// with the value last set unless a test stubs the getter.
///
/// One line satisfies a protocol's property requirement, `{ get }` or `{ get set }`:
///
/// ```swift
/// protocol Door {
///     var isOpen: Bool { get set }
///     var name: String { get }
/// }
///
/// final class MockDoor: Door {
///     @PropertyMock var isOpen: Bool = false
///     @PropertyMock var name: String          // answers "" until set or stubbed
/// }
/// ```
///
/// A test reads the accesses through the projection:
///
/// ```swift
/// let door = MockDoor()
/// door.isOpen = true
/// #expect(door.isOpen)
/// #expect(door.$isOpen.getCount == 1)
/// #expect(door.$isOpen.setValues == [true])
/// door.$isOpen.verifySet(.once, to: true)
/// ```
///
/// ``getter`` and ``setter`` are the two mocks behind the property, with all the stubbing and
/// verification API of ``Mock``. ``value`` reads and writes the stored value without recording an
/// access: it is how a test arranges the property, `door.$isOpen.value = true`, where
/// `door.isOpen = true` would record a set that `verifyNoMoreCalls(of:)` reports.
///
/// Properties that are `get async` or `get throws` are mocked with the method wrappers instead:
///
/// ```swift
/// var temperature: Double { get async throws { try await temperatureMock(()) } }
/// @AsyncThrowingMock var temperatureMock: nonisolated(nonsending) (()) async throws -> Double
/// ```
@propertyWrapper
public final class PropertyMock<Value>: @unchecked Sendable {
    // NB: the only stored property is immutable, and every state it holds guards its mutable
    // parts with its own lock.

    /// The property's state, or its states when it is scoped to tests.
    let scoped: ScopedState<PropertyState<Value>>

    /// Creates a mock property holding `wrappedValue`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value gets answer until a set or a stub changes it.
    ///   - strict: Whether a get records a test issue when the declared value, or a spy's live
    ///     instance, answers it before any stub or set; `setStrict(_:of:)` changes it in a test.
    ///     Sets are never reported.
    ///   - scope: Who shares the property's value, stubs and accesses: everyone, or each test on
    ///     its own.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public init(
        wrappedValue: Value,
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let declaration = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        scoped = ScopedState(scope) {
            PropertyState(initialValue: wrappedValue, isStrict: strict, declaration: declaration)
        }
    }

    /// Creates a mock property holding ``DefaultProvidable/defaultValue``.
    ///
    /// ```swift
    /// @PropertyMock var name: String
    /// ```
    /// - Parameters:
    ///   - strict: Whether a get records a test issue when the declared value, or a spy's live
    ///     instance, answers it before any stub or set.
    ///   - scope: Who shares the property's value, stubs and accesses.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public convenience init(
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Value: DefaultProvidable {
        self.init(
            wrappedValue: Value.defaultValue, strict: strict, scope: scope,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a mock property of type `Void`, whose one value, `()`, it holds.
    ///
    /// ```swift
    /// @PropertyMock var heartbeat: Void
    /// ```
    ///
    /// A test reads it as `let _: Void = monitor.heartbeat`: Swift does not read a property of
    /// type `Void` whose access is a statement of its own (`monitor.heartbeat`), so that get
    /// would not be recorded.
    /// - Parameters:
    ///   - strict: Whether a get records a test issue when the declared value, or a spy's live
    ///     instance, answers it before any stub or set.
    ///   - scope: Who shares the property's value, stubs and accesses.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public convenience init(
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Value == Void {
        self.init(
            wrappedValue: (), strict: strict, scope: scope,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a mock property without a value, for a type that has no default.
    ///
    /// ```swift
    /// @PropertyMock(.unimplemented) var currentUser: User
    /// ```
    ///
    /// A get before any set, ``value`` or stub records a test issue naming the property, then
    /// stops the process, having no value to return; `strict` adds no issue of its own to that.
    /// A type that is ``DefaultProvidable`` by a conformance the declaration did not see, such as
    /// one a test target adds, is found when the property is made, and is its initial value.
    /// - Parameters:
    ///   - default: ``MockDefault/unimplemented``.
    ///   - strict: Whether a get that a spy's live instance answers, with no stub, records a test
    ///     issue.
    ///   - scope: Who shares the property's value, stubs and accesses.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public init(
        _ default: MockDefault,
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let declaration = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        scoped = ScopedState(scope) {
            PropertyState(
                initialValue: neutralValue(of: Value.self), isStrict: strict,
                declaration: declaration)
        }
    }

    /// The property: a get is answered by ``getter`` and a set by ``setter``, each recorded.
    public var wrappedValue: Value {
        get { scoped.current.get() }
        set { scoped.current.set(newValue) }
    }

    /// The mock property itself, for inspection, stubbing and verification through `$name`.
    public var projectedValue: PropertyMock<Value> { self }

    /// The mock that answers and records gets. By default it answers the stored ``value``.
    public var getter: Mock<(), Value> { scoped.current.getter }

    /// The mock that answers and records sets. By default it stores the new ``value``.
    public var setter: Mock<Value, Void> { scoped.current.setter }

    /// The stored value, read or written without recording an access: the spelling that arranges
    /// a test's state.
    ///
    /// ```swift
    /// let door = MockDoor()
    /// door.$isOpen.value = true        // arranging: no set recorded
    /// Porch(door: door).close()        // acting
    /// door.$isOpen.verifySet(.once, to: false)
    /// verifyNoMoreCalls(of: door)      // the test's own value is not a call
    /// ```
    ///
    /// A set through the property writes it too; gets answer it unless ``getter`` is stubbed, as
    /// ``returns(_:)`` does to answer every get whatever is set. A static property's mock, a
    /// `static let` declared with ``MockScope/test``, is arranged the same way, for the running
    /// test: `MockDoor.colorMock.value = .red`. A strict property counts a value arranged here as
    /// set. On a spy, gets read the live instance, not this value.
    public var value: Value {
        get { scoped.current.storedValue() }
        set { scoped.current.store(newValue) }
    }

    /// The number of gets.
    public var getCount: Int { getter.callCount }

    /// Every value set through the property, oldest first.
    public var setValues: [Value] { setter.usage.contexts }

    /// Whether the property was set at all.
    public var wasSet: Bool { setter.wasCalled }

    /// Answers every later get with `value`, whatever is set; ``resetLoader()`` undoes it.
    public func returns(_ value: Value) {
        getter.returns(value)
    }

    /// Queues `value` as the answer to one get, before the stored value.
    public func returnsOnce(_ value: Value) {
        getter.returnsOnce(value)
    }

    /// Makes gets answer the stored value again, undoing ``returns(_:)``.
    public func resetLoader() {
        getter.resetLoader()
    }

    /// Removes the stubs of its getter and setter, so that gets answer the stored value and sets
    /// store theirs; the value and the recorded accesses stay.
    public func resetStubs() {
        getter.resetStubs()
        setter.resetStubs()
    }

    /// Returns the property to its declared state: its initial value, no stub and no recorded
    /// access.
    public func reset() {
        scoped.current.reset()
    }
}

extension PropertyMock where Value: Equatable {
    /// Returns whether the property was set to `value`.
    ///
    /// ```swift
    /// #expect(door.$isOpen.wasSet(to: true))
    /// ```
    public func wasSet(to value: Value) -> Bool {
        setter.wasCalled(with: value)
    }
}
