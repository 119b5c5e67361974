/// A property wrapper that mocks a generic `async` method: one wrapper for the method, one ``AsyncMock``
/// per specialization.
///
/// The method forwards its arguments, leaving out `T.Type` arguments, which the specialization
/// already names; the type arguments are inferred from what the method returns:
///
/// ```swift
/// final class MockStore: Store {
///     func fetch<T: Decodable>(_ type: T.Type, id: Int) async -> T { await fetchMock(id) }
///     @GenericAsyncMock var fetchMock
/// }
/// ```
///
/// A test reaches each specialization with ``for(_:returning:)``, an ordinary ``AsyncMock`` with all
/// its stubbing and verification API:
///
/// ```swift
/// store.$fetchMock.for(Int.self, returning: User.self).returns(User(name: "Ann"))
/// store.$fetchMock.for(Int.self, returning: User.self).verifyCalled(.once, with: 7)
/// ```
///
/// A specialization that no test stubbed answers nothing, or the
/// ``DefaultProvidable/defaultValue`` of its value type; for a type without one it is
/// ``MockDefault/unimplemented``. A call to a specialization without a stub while others have one
/// records a test issue naming both types.
@propertyWrapper
public final class GenericAsyncMock: GenericMockable, @unchecked Sendable {
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
    public var wrappedValue: GenericAsyncMock { self }

    /// The mock itself, for stubbing and verification through `$name`.
    public var projectedValue: GenericAsyncMock { self }

    /// Not API: the inner mocks that serve the caller.
    public var _specializations: _GenericMockState { scoped.current }

    private var specializations: Specializations { scoped.current.specializations }

    /// Answers a call with `context` through the specialization that returns `Value`, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Returns: The specialization's answer.
    public func callAsFunction<Context, Value>(_ context: Context) async -> Value {
        let inner = specializations.mockForCall(AsyncMock<Context, Value>.self)
        return await inner.getValue(context)
    }

    /// Answers a call with `context` through the specialization that returns nothing, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    public func callAsFunction<Context>(_ context: Context) async {
        let inner = specializations.mockForCall(AsyncMock<Context, Void>.self)
        await inner.getValue(context)
    }

    /// The mock of the specialization that takes `Context` and returns `Value`.
    ///
    /// - Parameters:
    ///   - context: The type of the context, as the method forwards it.
    ///   - value: The type the specialization returns.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context, Value>(
        _ context: Context.Type, returning value: Value.Type
    ) -> AsyncMock<Context, Value> {
        specializations.mock(AsyncMock<Context, Value>.self)
    }

    /// The mock of the specialization that takes `Context` and returns nothing.
    ///
    /// - Parameter context: The type of the context, as the method forwards it.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context>(_ context: Context.Type) -> AsyncMock<Context, Void> {
        specializations.mock(AsyncMock<Context, Void>.self)
    }
}
