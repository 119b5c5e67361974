/// Returns every mock that `subject` stores to its declared state: no stub, rule or queued
/// answer, the default loader answering, no recorded call, and the strictness it was declared
/// with, whatever ``setStrict(_:of:fileID:filePath:line:column:)`` made it.
///
/// ```swift
/// let files = MockFileManager()
/// files.$fileExistsMock.returns(true)
/// _ = files.fileExists(atPath: "/tmp")
/// resetMocks(of: files)
/// #expect(files.$fileExistsMock.callCount == 0)
/// ```
///
/// It finds the mocks among the stored properties of `subject` and of its superclasses, property
/// wrappers included: every ``Mock``, ``ThrowingMock``, ``AsyncMock``, ``AsyncThrowingMock``,
/// ``PropertyMock`` (back to its initial value) and generic mock. It does not look into other
/// objects `subject` refers to, nor at `static` mocks, which ``MockScope/test`` keeps apart per
/// test.
/// - Parameter subject: The mock object, usually an instance of a mock class.
/// - Returns: The number of mocks reset.
@discardableResult
public func resetMocks(of subject: Any) -> Int {
    forEachStoredMockWrapper(of: subject) { $0.reset() }
}
