/// A wrapper that ``resetMocks(of:)``, ``resetUsage(of:)``, `verifyNoMoreCalls(of:)` and
/// `verifyNoCalls(of:)` find among the stored properties of an object: every ``Mock``,
/// ``ThrowingMock``, ``AsyncMock``, ``AsyncThrowingMock``, ``PropertyMock`` and generic mock.
protocol MockWrapper {
    /// Returns the wrapper to its declared state.
    func reset()

    /// Removes the recorded calls, and keeps what the wrapper answers.
    func resetUsage()

    /// Removes what tests made the wrapper answer, and keeps the recorded calls.
    func resetStubs()

    /// The state that serves the calling test, with its calls.
    var recording: any CallRecording { get }
}

extension MockWrapper where Self: StubbableMock {
    var recording: any CallRecording { _state }
}

extension Mock: MockWrapper {}
extension ThrowingMock: MockWrapper {}
extension AsyncMock: MockWrapper {}
extension AsyncThrowingMock: MockWrapper {}

extension PropertyMock: MockWrapper {
    var recording: any CallRecording { scoped.current }
}

extension GenericMockOf: MockWrapper {
    var recording: any CallRecording { scoped.current }
}

/// The state of a wrapper whose strictness ``setStrict(_:of:fileID:filePath:line:column:)``
/// changes: that of a loader wrapper, of a property, or of a generic mock.
protocol StrictnessSetting: AnyObject {
    /// Makes the calls that no test stubbed record a test issue, or not.
    func setStrict(_ isStrict: Bool)
}

extension _MockState: StrictnessSetting {}
extension PropertyState: StrictnessSetting {}

extension _GenericMockState: StrictnessSetting {
    func setStrict(_ isStrict: Bool) {
        specializations.setStrict(isStrict)
    }
}

/// Runs `body` with each wrapper ``storedMockWrappers(of:)`` finds, and returns how many it found.
func forEachStoredMockWrapper(of subject: Any, _ body: (any MockWrapper) -> Void) -> Int {
    let wrappers = storedMockWrappers(of: subject)
    wrappers.forEach(body)
    return wrappers.count
}

/// The wrappers stored in `subject` and in the stored properties its superclasses declare,
/// property wrappers included; not those of other objects it refers to, nor `static` ones.
func storedMockWrappers(of subject: Any) -> [any MockWrapper] {
    var wrappers: [any MockWrapper] = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        wrappers += current.children.compactMap { $0.value as? any MockWrapper }
        mirror = current.superclassMirror
    }
    return wrappers
}
