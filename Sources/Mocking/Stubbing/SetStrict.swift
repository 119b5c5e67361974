/// Makes every mock of `subject` strict, or lenient again: a strict mock records a test issue
/// for each call that no stub, rule or queued answer covers, naming the call and its arguments.
///
/// A generated mock is made strict this way without editing its file, as a mock of Cuckoo or
/// Mockingbird is strict:
///
/// ```swift
/// let store = MockStore()
/// setStrict(true, of: store)
/// store.$fetchMock.when(1).returns("a")
/// _ = store.fetch(1)        // stubbed: answered "a"
/// _ = store.fetch(2)        // records an issue: fetchMock(2) was answered by its default loader
/// ```
///
/// It reaches what `verifyNoMoreCalls(of:)` reads: every wrapper among the stored properties of
/// `subject` and of its superclasses, and the `static` mocks of its type declared with
/// ``MockScope/test``, whose state serves the running test alone, so that tests running at once
/// keep their strictness apart. A mock's projection, such as `store.$fetchMock`, is changed alone.
/// A `static` mock shared by every test is left alone, as its strictness would reach them all.
///
/// What each kind of wrapper reports once strict:
/// - ``Mock``, ``ThrowingMock``, ``AsyncMock`` and ``AsyncThrowingMock``: a call that the
///   default loader answers, the live implementation's or the neutral value's. A mock declared
///   ``MockDefault/unimplemented`` fails such a call itself, and records nothing more.
/// - ``PropertyMock``: a get that the declared value answers, before any stub or set, or that a
///   spy's live instance answers without a stub; sets are never reported. A value arranged with
///   ``PropertyMock/value`` counts as set.
/// - A generic mock: a call to a specialization that no test stubbed.
///
/// The call is still answered as it would be, and recorded. The issue is recorded at the mock's
/// declaration, in the running test. ``resetMocks(of:)`` returns each mock to the strictness it
/// was declared with; `strict: true` in a declaration makes a mock strict from the start.
/// - Parameters:
///   - isStrict: Whether the mocks record an issue for an unstubbed call.
///   - subject: The mock object, or one mock's projection.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The number of mocks changed; 0, after recording an issue, when `subject` holds no
///   mock.
@discardableResult
public func setStrict(
    _ isStrict: Bool,
    of subject: Any,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Int {
    var recordings = NoMoreCalls.recordings(of: subject)
    if !(subject is any MockWrapper) {
        recordings += TestScopedMocks.setStrict(
            isStrict, ofStaticsIn: NoMoreCalls.typePaths(of: subject))
    }
    var seen = Set<ObjectIdentifier>()
    let states = recordings.filter { seen.insert(ObjectIdentifier($0)).inserted }
        .compactMap { $0 as? any StrictnessSetting }
    guard !states.isEmpty else {
        reportIssue(
            FailureMessage.noMocks(in: NoMoreCalls.typeName(of: subject)) { mocks in
                "setStrict(\(isStrict), of: \(mocks))"
            },
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return 0
    }
    for state in states {
        state.setStrict(isStrict)
    }
    return states.count
}
