/// Records a test issue unless every call that the mocks of `subject` recorded was matched by a
/// passing verification.
///
/// ```swift
/// store.refresh()
/// store.$fetchMock.verifyCalled(.once, with: 1)
/// verifyNoMoreCalls(of: store)      // fails if the mock received any other call
/// ```
///
/// Verifications mark the calls they match when they pass: every `verifyCalled`, the waiting
/// forms included, `verifyNeverCalled`, `verifyGet` and `verifySet` of a ``PropertyMock``, and
/// ``verifyCallOrder(_:allowingOtherCalls:fileID:filePath:line:column:)``. Questions such as
/// ``Mockable/wasCalled``, `wasCalled(with:)` and ``Mockable/callCount`` mark nothing: they
/// answer, and the test decides.
///
/// It reads the mocks that ``resetMocks(of:)`` finds: every wrapper among the stored properties
/// of `subject` and of its superclasses. It adds the `static` mocks of its type declared with
/// ``MockScope/test``, the calls the running test made to them: a static mock declared in the
/// class, or in the enum named after the class with `StaticMocks` after it, where the generator
/// keeps those of a generic class; it is recognized by its declaration, as failure messages name
/// it. A mock's projection, such as `store.$fetchMock`, is checked alone. The failure lists the
/// calls that no verification matched, in the order they started, each with its mock's name:
///
/// ```text
/// Expected every call to MockStore to be verified, but 1 call was not:
///   #14 MockStore.saveMock("draft")
/// ```
/// - Parameters:
///   - subject: The mock object, or one mock's projection.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyNoMoreCalls(
    of subject: Any,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    NoMoreCalls.verify(
        subject, allowingVerified: true, function: "verifyNoMoreCalls",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records a test issue if the mocks of `subject` recorded any call at all.
///
/// ```swift
/// cache.read("missing")
/// verifyNoCalls(of: store)          // the cache answered without reaching the store
/// ```
///
/// It reads the same mocks as ``verifyNoMoreCalls(of:fileID:filePath:line:column:)``, and fails
/// on any call, verified or not, listing them.
/// - Parameters:
///   - subject: The mock object, or one mock's projection.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyNoCalls(
    of subject: Any,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    NoMoreCalls.verify(
        subject, allowingVerified: false, function: "verifyNoCalls",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
