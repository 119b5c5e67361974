/// A property wrapper that mocks a generic throwing method: one wrapper for the method, one ``ThrowingMock``
/// per specialization.
///
/// The method forwards its arguments, leaving out `T.Type` arguments, which the specialization
/// already names; the type arguments are inferred from what the method returns:
///
/// ```swift
/// final class MockStore: Store {
///     func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T {
///         try loadMock(key)
///     }
///     @GenericThrowingMock var loadMock
/// }
/// ```
///
/// A test reaches each specialization with ``for(_:returning:)``, an ordinary ``ThrowingMock`` with all
/// its stubbing and verification API:
///
/// ```swift
/// store.$loadMock.for(String.self, returning: User.self).returns(User(name: "Ann"))
/// store.$loadMock.for(String.self, returning: User.self).verifyCalled(.once, with: "ann")
/// ```
///
/// A specialization that no test stubbed answers nothing, or the
/// ``DefaultProvidable/defaultValue`` of its value type; for a type without one it is
/// ``MockDefault/unimplemented``. A call to a specialization without a stub while others have one
/// records a test issue naming both types.
@propertyWrapper
public final class GenericThrowingMock: GenericMockable, @unchecked Sendable {
    // NB: the only stored property is immutable, and every state it holds is thread-safe.

    /// The inner mocks, or their sets per test when the mock is scoped to tests.
    let scoped: ScopedState<_GenericMockState>

    /// Creates a generic mock.
    ///
    /// - Parameters:
    ///   - strict: Whether a call that no stub, rule or queued answer answers records a test
    ///     issue.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public init(
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
            _GenericMockState(declaration: declaration, isStrict: strict)
        }
    }

    /// The mock itself, which the forwarding method calls.
    public var wrappedValue: GenericThrowingMock { self }

    /// The mock itself, for stubbing and verification through `$name`.
    public var projectedValue: GenericThrowingMock { self }

    /// Not API: the inner mocks that serve the caller.
    public var _specializations: _GenericMockState { scoped.current }

    private var specializations: Specializations { scoped.current.specializations }

    /// Answers a call with `context` through the specialization that returns `Value`, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Returns: The specialization's answer.
    public func callAsFunction<Context, Value>(_ context: Context) throws -> Value {
        let inner = specializations.mockForCall(ThrowingMock<Context, Value>.self)
        return try inner.getValue(context)
    }

    /// Answers a call with `context` through the specialization that returns nothing, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    public func callAsFunction<Context>(_ context: Context) throws {
        let inner = specializations.mockForCall(ThrowingMock<Context, Void>.self)
        try inner.getValue(context)
    }

    /// The mock of the specialization that takes `Context` and returns `Value`.
    ///
    /// - Parameters:
    ///   - context: The type of the context, as the method forwards it.
    ///   - value: The type the specialization returns.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context, Value>(
        _ context: Context.Type, returning value: Value.Type
    ) -> ThrowingMock<Context, Value> {
        specializations.mock(ThrowingMock<Context, Value>.self)
    }

    /// The mock of the specialization that takes `Context` and returns nothing.
    ///
    /// - Parameter context: The type of the context, as the method forwards it.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context>(_ context: Context.Type) -> ThrowingMock<Context, Void> {
        specializations.mock(ThrowingMock<Context, Void>.self)
    }
}
