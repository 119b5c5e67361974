// Generated from Scripts/Templates/LoaderWrapper.swift.template by
// Scripts/generate-loader-wrappers.py; edit the template, not this file.

/// A property wrapper that mocks an `async` closure: it answers through a replaceable loader
/// and records every call.
///
/// It is the ``Mock`` counterpart for members declared `async`; everything ``Mock`` offers,
/// from default loaders to stubbing and verification, works the same way.
///
/// ```swift
/// final class MockClock: Sleeping {
///     func sleep(seconds: Int) async { await sleepMock(seconds) }
///     @AsyncMock var sleepMock = { (seconds: Int) async in }
/// }
/// ```
///
/// A call is recorded in ``usage`` when its loader returns; its
/// ``MockUsage/Entry/sequenceNumber`` is drawn when it starts, so calls that overlap keep the
/// order in which they started. Calls are safe from any thread or task: every mutable part of the
/// mock sits behind one lock, which is never held while a loader runs.
@propertyWrapper
public final class AsyncMock<Context, Value>: StubbableMock, @unchecked Sendable {
    // NB: the only stored property is immutable, and every state it holds guards its mutable
    // parts with its own lock.

    /// The closure type this mock wraps.
    public typealias Loader = nonisolated(nonsending) (Context) async -> Value

    /// The mock's state, or its states when it is scoped to tests.
    @usableFromInline let scoped: ScopedState<_MockState<Context, Value, Loader>>

    /// Not API: the loaders, rules, queued answers and history that serve the caller.
    @inlinable
    public var _state: _MockState<Context, Value, Loader> { scoped.current }

    /// Creates a mock whose default loader is `wrappedValue`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default loader, usually the live implementation.
    ///   - strict: Whether a call that only the default loader answers, with no stub, rule or
    ///     queued answer, records a test issue; `setStrict(_:of:)` changes it in a test.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public init(
        wrappedValue: nonisolated(nonsending) @escaping (Context) async -> Value,
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        scoped = _MockState.scoped(
            scope, defaultLoader: wrappedValue, isStrict: strict,
            declaration: SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Not API: creates a mock whose default loader, `loader`, fails every call itself, as that
    /// of a mock declared ``MockDefault/unimplemented`` does. Strictness leaves such a call to
    /// it, so that one mistake records one issue, until a default loader that answers replaces
    /// it.
    public init(
        _unimplementedLoader loader: nonisolated(nonsending) @escaping (Context) async -> Value,
        strict: Bool,
        scope: MockScope,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        scoped = _MockState.scoped(
            scope, defaultLoader: loader, isStrict: strict, answers: false,
            declaration: SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates a mock declared without a closure, whose default loader answers what `value`
    /// gives; calls it answers are recorded as those of a stubbed value are, in one step.
    init(
        answering value: @escaping () -> Value, strict: Bool, scope: MockScope,
        declaration: SourceLocation
    ) {
        scoped = _MockState.scoped(
            scope, answering: value, loader: { _ in value() }, isStrict: strict,
            declaration: declaration)
    }

    /// Creates a mock that answers ``DefaultProvidable/defaultValue`` until a test stubs it.
    ///
    /// ```swift
    /// @AsyncMock var countMock: (String) async -> Int      // answers 0
    /// ```
    ///
    /// - Parameters:
    ///   - strict: Whether a call that only the default loader answers, with no stub, rule or
    ///     queued answer, records a test issue; `setStrict(_:of:)` changes it in a test.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
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
            answering: { Value.defaultValue }, strict: strict, scope: scope,
            declaration: SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates a mock that does nothing until a test stubs it.
    ///
    /// ```swift
    /// @AsyncMock var saveMock: (User) async -> Void
    /// ```
    ///
    /// - Parameters:
    ///   - strict: Whether a call that only the default loader answers, with no stub, rule or
    ///     queued answer, records a test issue; `setStrict(_:of:)` changes it in a test.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
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
            answering: { () }, strict: strict, scope: scope,
            declaration: SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates a mock that answers `.success(())` until a test stubs it, for a member declared
    /// with typed throws and no result.
    ///
    /// ```swift
    /// @AsyncMock var cancelMock: (Int) async -> Result<Void, PaymentError>
    /// ```
    ///
    /// - Parameters:
    ///   - strict: Whether a call that only the default loader answers, with no stub, rule or
    ///     queued answer, records a test issue; `setStrict(_:of:)` changes it in a test.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public convenience init<Failure>(
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Value == Result<Void, Failure> {
        self.init(
            answering: { .success(()) }, strict: strict, scope: scope,
            declaration: SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A closure that calls the mock: it answers through the current loader and records the call.
    ///
    /// Assigning a closure replaces the current loader; ``Mockable/resetLoader()`` restores the
    /// default.
    public var wrappedValue: nonisolated(nonsending) (Context) async -> Value {
        @inlinable get { { [self] context in await getValue(context) } }
        set { _state.currentLoader = newValue }
    }

    /// The mock itself, for inspection, stubbing and verification through `$name`.
    public var projectedValue: AsyncMock<Context, Value> { self }

    /// Answers a call with `context` and records it in ``usage``.
    ///
    /// Calling the wrapped property, as in `await sleepMock(seconds)`, does the same.
    ///
    /// - Parameter context: What the call receives.
    /// - Returns: The answer of the latest matching rule, else of the oldest queued answer, else
    ///   of the current loader.
    @inlinable
    nonisolated(nonsending) public func getValue(_ context: Context) async -> Value {
        // The shared state is passed as it is stored, so that the common case takes no reference.
        guard let perTest = scoped.perTest else {
            return await Self.answer(context, from: scoped.shared)
        }
        return await Self.answer(context, from: perTest.stateOfCurrentTest() ?? scoped.shared)
    }

    /// Answers a call with `context` from `state`, and records it there.
    @inlinable
    nonisolated(nonsending) static func answer(
        _ context: Context, from state: _MockState<Context, Value, Loader>
    ) async -> Value {
        switch state.answer(for: context) {
        case .value(let value):
            return value
        case .loader(let loader, let sequenceNumber):
            let value = await loader(context)
            state.usage.record(context, .success(value), sequenceNumber: sequenceNumber)
            return value
        }
    }

    /// Answers a call with `context`, as ``getValue(_:)`` does.
    ///
    /// It lets a mock stored in a constant, such as a `static let`, be called like a wrapped one:
    /// `nowMock(())`.
    @inlinable
    nonisolated(nonsending) public func callAsFunction(_ context: Context) async -> Value {
        await getValue(context)
    }

    /// Not API: a loader answering `value`.
    public static func _loader(returning value: Value) -> Loader {
        { _ in value }
    }

    /// Not API: a loader that records the issue `unimplemented` makes, then stops the process, as
    /// it has no value to answer.
    public static func _loader(
        unimplemented: @escaping @Sendable (Context) -> UnimplementedMockError
    ) -> Loader {
        { context in unimplemented(context).recordAndStopProcess() }
    }
}
