/// A test double that records every call in a ``MockUsage`` history.
///
/// All four mock wrappers conform: ``Mock``, ``ThrowingMock``, ``AsyncMock`` and
/// ``AsyncThrowingMock``. The inspection and verification helpers below are therefore available
/// on every kind of mock through its projection:
///
/// ```swift
/// #expect(files.$fileExistsMock.wasCalled)
/// #expect(files.$fileExistsMock.wasCalled(with: "/tmp"))
/// #expect(files.$fileExistsMock.callCount == 1)
/// ```
public protocol Mockable<Context, Value> {
    /// What the mocked closure receives: one value, `Void`, a tuple, or an ``EquatableTuple``.
    associatedtype Context
    /// What the mocked closure returns.
    associatedtype Value

    /// The history of every call the mock answered.
    var usage: MockUsage<Context, Value> { get }

    /// Makes the default loader, the one the mock was declared with, answer calls again.
    func resetLoader()
}

extension Mockable {
    /// Whether the mock was called at least once.
    public var wasCalled: Bool { usage.count > 0 }

    /// The number of calls the mock answered.
    public var callCount: Int { usage.count }

    /// Returns whether the mock was called with a context that satisfies `predicate`.
    ///
    /// ```swift
    /// #expect(files.$fileExistsMock.wasCalled(where: { $0.hasPrefix("/tmp") }))
    /// ```
    public func wasCalled(where predicate: (Context) -> Bool) -> Bool {
        usage.contexts.contains(where: predicate)
    }
}

extension Mockable where Context: Equatable {
    /// Returns whether the mock was called with `context`.
    ///
    /// ```swift
    /// #expect(files.$fileExistsMock.wasCalled(with: "/tmp"))
    /// ```
    @inlinable
    public func wasCalled(with context: Context) -> Bool {
        usage.containsCall(matching: EqualContextMatcher(context))
    }
}

extension Mockable {
    /// Returns whether the mock was called with an ``EquatableTuple`` holding `input` among its
    /// inputs.
    ///
    /// ```swift
    /// try files.copyItem(at: source, to: destination)
    /// #expect(files.$copyItemMock.wasCalled(with: source))
    /// ```
    @inlinable
    public func wasCalled<Input>(with input: Input) -> Bool
    where Context == EquatableTuple<Input> {
        usage.containsCall(matching: ContainedInputMatcher(input))
    }
}

extension Mockable where Context == EquatableTuple<CodableInput> {
    /// Returns whether the mock was called with a tuple holding `input` among its inputs.
    public func wasCalled(with input: CodableInput) -> Bool {
        usage.containsCall(matching: ContainedInputMatcher(input))
    }

    /// Returns whether the mock was called with a tuple holding an input that encodes like `value`.
    ///
    /// ```swift
    /// _ = try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    /// #expect(files.$contentsOfDirectoryAtUrlMock.wasCalled(with: folder))
    /// ```
    ///
    /// A value that cannot be encoded was never recorded either, so it gives `false`.
    public func wasCalled<Input: Encodable>(with value: Input) -> Bool {
        guard let input = try? CodableInput(value) else { return false }
        return wasCalled(with: input)
    }
}
