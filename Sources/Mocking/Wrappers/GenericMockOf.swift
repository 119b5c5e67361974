/// A property wrapper that mocks a generic method: one wrapper for the method, one ordinary mock
/// per specialization.
///
/// Declare it as ``GenericMock``, ``GenericThrowingMock``, ``GenericAsyncMock`` or
/// ``GenericAsyncThrowingMock``, after the effects of the method. The method forwards its
/// arguments, leaving out `T.Type` arguments, which the specialization already names; the type
/// arguments are inferred from what the method returns:
///
/// ```swift
/// final class MockStore: Store {
///     func make<T: Decodable>(from json: String) -> T { makeMock(json) }
///     @GenericMock var makeMock
/// }
/// ```
///
/// A test reaches each specialization with `for(_:returning:)`, which gives the ``Mock``,
/// ``ThrowingMock``, ``AsyncMock`` or ``AsyncThrowingMock`` of those type arguments, with all its
/// stubbing and verification API:
///
/// ```swift
/// store.$makeMock.for(String.self, returning: User.self).returns(User(name: "Ann"))
/// store.$makeMock.for(String.self, returning: User.self).verifyCalled(.once, with: "{}")
/// ```
///
/// A specialization that no test stubbed answers nothing, or the
/// ``DefaultProvidable/defaultValue`` of its value type; for a type without one it is
/// ``MockDefault/unimplemented``. A call to a specialization without a stub while others have one
/// records a test issue naming both types. Each such failure names the stub to write, as
/// `$makeMock.for(String.self, returning: User.self).returns(_:)`; a throwing method throws it as
/// an ``UnimplementedMockError``, which the test records, rather than recording it twice.
///
/// `Effects` is one of the types of ``MockEffects``; each gives the wrapper the
/// `callAsFunction(_:)` and `for(_:returning:)` of its effects.
@propertyWrapper
public final class GenericMockOf<Effects>: GenericMockable, @unchecked Sendable {
    // NB: the only stored property is immutable, and every state it holds is thread-safe.

    /// The inner mocks, or their sets per test when the mock is scoped to tests.
    let scoped: ScopedState<_GenericMockState>

    /// Creates a generic mock.
    ///
    /// - Parameters:
    ///   - strict: Whether a call that no stub, rule or queued answer answers records a test
    ///     issue; `setStrict(_:of:)` changes it in a test.
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
    public var wrappedValue: GenericMockOf<Effects> { self }

    /// The mock itself, for stubbing and verification through `$name`.
    public var projectedValue: GenericMockOf<Effects> { self }

    /// Not API: the inner mocks that serve the caller.
    public var _specializations: _GenericMockState { scoped.current }

    /// The specialization of `Inner`'s type arguments for a call with `context`: made on first
    /// use, after an issue if it has no stub while others do.
    func inner<Inner: StubbableMock>(forCall _: Inner.Type, _ context: Inner.Context) -> Inner {
        scoped.current.specializations.mockForCall(Inner.self, with: context)
    }

    /// The specialization of `Inner`'s type arguments, made on first use.
    func inner<Inner: StubbableMock>(_: Inner.Type) -> Inner {
        scoped.current.specializations.mock(Inner.self)
    }
}

extension GenericMockOf where Effects == MockEffects.Plain {
    /// Answers a call with `context` through the specialization that returns `Value`, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Returns: The specialization's answer.
    public func callAsFunction<Context, Value>(_ context: Context) -> Value {
        inner(forCall: Mock<Context, Value>.self, context).getValue(context)
    }

    /// Answers a call with `context` through the specialization that returns nothing, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    public func callAsFunction<Context>(_ context: Context) {
        inner(forCall: Mock<Context, Void>.self, context).getValue(context)
    }

    /// The mock of the specialization that takes `Context` and returns `Value`.
    ///
    /// - Parameters:
    ///   - context: The type of the context, as the method forwards it.
    ///   - value: The type the specialization returns.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context, Value>(
        _ context: Context.Type, returning value: Value.Type
    ) -> Mock<Context, Value> {
        inner(Mock<Context, Value>.self)
    }

    /// The mock of the specialization that takes `Context` and returns nothing.
    ///
    /// - Parameter context: The type of the context, as the method forwards it.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context>(_ context: Context.Type) -> Mock<Context, Void> {
        inner(Mock<Context, Void>.self)
    }
}

extension GenericMockOf where Effects == MockEffects.Throwing {
    /// Answers a call with `context` through the specialization that returns `Value`, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Returns: The specialization's answer.
    /// - Throws: The error the specialization's answer throws.
    public func callAsFunction<Context, Value>(_ context: Context) throws -> Value {
        try inner(forCall: ThrowingMock<Context, Value>.self, context).getValue(context)
    }

    /// Answers a call with `context` through the specialization that returns nothing, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Throws: The error the specialization's answer throws.
    public func callAsFunction<Context>(_ context: Context) throws {
        try inner(forCall: ThrowingMock<Context, Void>.self, context).getValue(context)
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
        inner(ThrowingMock<Context, Value>.self)
    }

    /// The mock of the specialization that takes `Context` and returns nothing.
    ///
    /// - Parameter context: The type of the context, as the method forwards it.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context>(_ context: Context.Type) -> ThrowingMock<Context, Void> {
        inner(ThrowingMock<Context, Void>.self)
    }
}

extension GenericMockOf where Effects == MockEffects.Async {
    /// Answers a call with `context` through the specialization that returns `Value`, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Returns: The specialization's answer.
    nonisolated(nonsending) public func callAsFunction<Context, Value>(_ context: Context) async
        -> Value
    {
        await inner(forCall: AsyncMock<Context, Value>.self, context).getValue(context)
    }

    /// Answers a call with `context` through the specialization that returns nothing, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    nonisolated(nonsending) public func callAsFunction<Context>(_ context: Context) async {
        await inner(forCall: AsyncMock<Context, Void>.self, context).getValue(context)
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
        inner(AsyncMock<Context, Value>.self)
    }

    /// The mock of the specialization that takes `Context` and returns nothing.
    ///
    /// - Parameter context: The type of the context, as the method forwards it.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context>(_ context: Context.Type) -> AsyncMock<Context, Void> {
        inner(AsyncMock<Context, Void>.self)
    }
}

extension GenericMockOf where Effects == MockEffects.AsyncThrowing {
    /// Answers a call with `context` through the specialization that returns `Value`, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Returns: The specialization's answer.
    /// - Throws: The error the specialization's answer throws.
    nonisolated(nonsending) public func callAsFunction<Context, Value>(_ context: Context)
        async throws -> Value
    {
        try await inner(forCall: AsyncThrowingMock<Context, Value>.self, context).getValue(context)
    }

    /// Answers a call with `context` through the specialization that returns nothing, and records
    /// it there.
    ///
    /// - Parameter context: What the call receives, without its `T.Type` arguments.
    /// - Throws: The error the specialization's answer throws.
    nonisolated(nonsending) public func callAsFunction<Context>(_ context: Context) async throws {
        try await inner(forCall: AsyncThrowingMock<Context, Void>.self, context).getValue(context)
    }

    /// The mock of the specialization that takes `Context` and returns `Value`.
    ///
    /// - Parameters:
    ///   - context: The type of the context, as the method forwards it.
    ///   - value: The type the specialization returns.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context, Value>(
        _ context: Context.Type, returning value: Value.Type
    ) -> AsyncThrowingMock<Context, Value> {
        inner(AsyncThrowingMock<Context, Value>.self)
    }

    /// The mock of the specialization that takes `Context` and returns nothing.
    ///
    /// - Parameter context: The type of the context, as the method forwards it.
    /// - Returns: The specialization's mock, made on first use.
    public func `for`<Context>(_ context: Context.Type) -> AsyncThrowingMock<Context, Void> {
        inner(AsyncThrowingMock<Context, Void>.self)
    }
}
