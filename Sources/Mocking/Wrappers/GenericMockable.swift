/// A mock of a generic member: one wrapper for the member, one inner mock per specialization.
///
/// ``GenericMock``, ``GenericThrowingMock``, ``GenericAsyncMock`` and ``GenericAsyncThrowingMock``
/// conform. Each specialization, such as the one for `load(User.self, from:)`, is an ordinary
/// mock, reached with `for(_:returning:)` for stubbing and verification; the members below look at
/// every specialization at once.
public protocol GenericMockable: AnyObject, Sendable {
    /// Not API: the inner mocks that serve the caller.
    var _specializations: _GenericMockState { get }
}

/// Not API: the inner mocks of a generic mock, or of one test's view of it.
public final class _GenericMockState: @unchecked Sendable {
    // NB: the stored properties are immutable and thread-safe.
    let specializations: Specializations
    /// The live instance a spy's generic member forwards to, set by `forward(to:)`.
    let forwardee = Locked<Forwardee?>(nil)

    init(declaration: SourceLocation, isStrict: Bool) {
        specializations = Specializations(declaration: declaration, isStrict: isStrict)
    }
}

extension GenericMockable {
    /// The number of calls to every specialization.
    public var callCount: Int {
        _specializations.specializations.all.reduce(0) { $0 + Self.count(of: $1) }
    }

    /// Whether any specialization was called.
    public var wasCalled: Bool { callCount > 0 }

    /// Removes the stubs of every specialization; their recorded calls stay.
    public func resetStubs() {
        for mock in _specializations.specializations.all {
            mock.resetStubs()
        }
    }

    /// Returns every specialization to its declared state: no recorded call, no stub; and the
    /// mock to the strictness it was declared with.
    public func reset() {
        let specializations = _specializations.specializations
        specializations.setStrict(specializations.isDeclaredStrict)
        for mock in specializations.all {
            mock.reset()
        }
    }

    private static func count(of mock: some StubbableMock) -> Int {
        mock.callCount
    }
}
