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
    // NB: the only stored property is immutable and thread-safe.
    let specializations: Specializations

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

    /// Records a test issue unless the member was called `count` times, whatever its type
    /// arguments.
    ///
    /// ```swift
    /// storage.$loadMock.verifyCalled(.exactly(2))
    /// ```
    /// - Parameters:
    ///   - count: The expected number of calls to all specializations together.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        _specializations.specializations.verifyCalled(
            count,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if any specialization was called.
    /// - Parameters:
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(.never, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Returns every specialization to its declared state: no recorded call, no stub.
    public func reset() {
        for mock in _specializations.specializations.all {
            mock.reset()
        }
    }

    private static func count(of mock: some StubbableMock) -> Int {
        mock.callCount
    }
}
