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
}

extension StubbableMock {
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
