/// The loaders of a mock wrapper: the default one it was declared with, and the current one that
/// answers calls.
///
/// ``Mock``, ``ThrowingMock``, ``AsyncMock`` and ``AsyncThrowingMock`` conform; their stubbing API
/// lives in extensions of this protocol, so it reads the same on every kind of mock.
///
/// ```swift
/// files.fileExistsMock = { _ in true }           // replaces the current loader
/// files.$fileExistsMock.resetLoader()            // back to the default loader
/// ```
public protocol StubbableMock<Context, Value>: Mockable, AnyObject, Sendable {
    /// The closure type the mock wraps, such as `(Context) throws -> Value`.
    associatedtype Loader

    /// The mock's loaders, rules and queued answers. Not API: use the members of the wrapper.
    var _state: _MockState<Context, Value, Loader> { get }

    /// A loader that answers every call with `value`. Not API: use ``returns(_:)``.
    static func _loader(returning value: Value) -> Loader

    /// A loader for a mock declared ``MockDefault/unimplemented``. Not API: use
    /// ``init(_:strict:scope:fileID:filePath:line:column:)``.
    static func _loader(
        unimplemented: @escaping @Sendable (Context) -> UnimplementedMockError
    ) -> Loader

    /// Creates a mock whose default loader is `wrappedValue`.
    init(
        wrappedValue: Loader, strict: Bool, scope: MockScope, fileID: StaticString,
        filePath: StaticString, line: UInt, column: UInt)

    /// Not API: creates a mock whose default loader fails every call itself. Use
    /// ``init(_:strict:scope:fileID:filePath:line:column:)``.
    init(
        _unimplementedLoader loader: Loader, strict: Bool, scope: MockScope,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

extension StubbableMock {
    /// Creates a mock that answers `value` until a test stubs it.
    ///
    /// It is the one-line declaration for a value type without a ``DefaultProvidable/defaultValue``:
    ///
    /// ```swift
    /// @Mock(returning: .sample) var chargeMock: (Int) -> Receipt
    /// ```
    ///
    /// - Parameters:
    ///   - value: The answer to every call that no test stubbed.
    ///   - strict: Whether a call that only the default loader answers records a test issue.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
    ///   - fileID: The declaration's file ID, for failure messages.
    ///   - filePath: The declaration's file path, for failure messages.
    ///   - line: The declaration's line, for failure messages.
    ///   - column: The declaration's column, for failure messages.
    public init(
        returning value: Value,
        strict: Bool = false,
        scope: MockScope = .shared,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            wrappedValue: Self._loader(returning: value), strict: strict, scope: scope,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a mock without a default answer, for a value type that has none to give.
    ///
    /// ```swift
    /// @Mock(.unimplemented) var chargeMock: (Int) -> Receipt
    /// ```
    ///
    /// A call that no test stubbed fails with a message naming the call and how to stub it: a
    /// throwing mock throws it as an ``UnimplementedMockError``, which the test records when the
    /// error reaches it; any other mock records it as a test issue, then stops the process, having
    /// no value to return.
    ///
    /// A value type that is ``DefaultProvidable`` by a conformance the compiler did not see where
    /// the mock is declared, such as one a test target adds to a type of the module it tests, is
    /// found when the mock is made: the mock then answers its ``DefaultProvidable/defaultValue``,
    /// read once, as if declared without `.unimplemented`.
    ///
    /// Such a mock fails every call no test stubbed already, so `strict` adds no issue of its own
    /// to those: one mistake records one issue. It applies once a default loader that answers
    /// replaces the failing one, as `forward(to:)` of a spy does.
    /// - Parameters:
    ///   - default: ``MockDefault/unimplemented``.
    ///   - strict: Whether a call that only a default loader which answers, set later, answers
    ///     records a test issue, as for a mock declared with a closure.
    ///   - scope: Who shares the mock's stubs and calls: everyone, or each test on its own.
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
        if let value = neutralValue(of: Value.self) {
            self.init(
                wrappedValue: Self._loader(returning: value), strict: strict, scope: scope,
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        let declaration = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(
            _unimplementedLoader: Self._loader(unimplemented: { context in
                UnimplementedMockError.callWith(context, toMockDeclaredAt: declaration)
            }),
            strict: strict, scope: scope,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The history of every call the mock answered.
    ///
    /// A mock declared with ``MockScope/test`` answers with the history of the calling test.
    public var usage: MockUsage<Context, Value> { _state.usage }

    /// The loader the mock was declared with, usually the live implementation.
    ///
    /// Setting it also makes it the current loader, and ``Mockable/resetLoader()`` returns to it.
    public var defaultValueLoader: Loader {
        get { _state.defaultLoader }
        set { _state.defaultLoader = newValue }
    }

    /// The loader that answers calls when no rule or queued answer applies.
    ///
    /// Assigning the wrapped property, as in `mock.fetchMock = { … }`, sets it too.
    public var currentValueLoader: Loader {
        get { _state.currentLoader }
        set { _state.currentLoader = newValue }
    }

    /// Makes the default loader answer calls again.
    ///
    /// Rules, queued answers and the history stay; ``reset()`` clears them all.
    public func resetLoader() {
        _state.resetLoader()
    }
}

/// A ``StubbableMock`` whose loader can throw: ``ThrowingMock`` and ``AsyncThrowingMock``.
///
/// These mocks also take stubbed errors, such as ``throws(_:)``.
public protocol ThrowingStubbableMock<Context, Value>: StubbableMock {
    /// A loader that throws `error` on every call. Not API: use ``throws(_:)``.
    static func _loader(throwing error: any Error) -> Loader
}
