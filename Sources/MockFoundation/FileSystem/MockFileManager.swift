import Foundation

/// A `FileManager` double that records every call and answers through replaceable loaders.
///
/// Every member of ``FileManageable`` forwards to one mock named after it, such as
/// ``fileExistsMock`` for ``fileExists(atPath:)``; overloads are told apart by their arguments,
/// as ``contentsOfDirectoryAtUrlMock`` and ``contentsOfDirectoryAtPathMock``. Each mock's
/// default loader calls the same member of ``backing``, the live `FileManager.default` unless
/// another file manager is given:
///
/// ```swift
/// let files = MockFileManager()                                   // the real disk
/// let hermetic = MockFileManager(backing: InMemoryFileManager())  // never the disk
/// ```
///
/// A test replaces a loader by assigning a closure, and inspects the calls through the
/// projection:
///
/// ```swift
/// files.fileExistsMock = { _ in true }
/// #expect(files.fileExists(atPath: "/tmp"))
/// #expect(files.$fileExistsMock.wasCalled(with: "/tmp"))
/// files.$fileExistsMock.resetLoader()
/// ```
///
/// A member's context is what its mock records: the argument itself when there is one, `Void`
/// when there is none, and otherwise an unlabeled tuple of the arguments, so that
/// `wasCalled(with:)` takes them one by one when they are all `Equatable`:
///
/// ```swift
/// try files.moveItem(atPath: "/a", toPath: "/b")
/// #expect(files.$moveItemAtPathMock.wasCalled(with: "/a", "/b"))
/// ```
///
/// The members that saltzmanjoelh/mocking's `MockFileManager` had keep the contexts it gave them,
/// so that tests written against it compile and pass: ``copyItemMock`` takes an
/// `EquatableTuple<URL>`, and ``contentsOfDirectoryAtUrlMock``, ``createDirectoryMock`` and
/// ``mountedVolumeURLsMock`` an `EquatableTuple<CodableInput>`, which `wasCalled(with:)` searches
/// for any one argument:
///
/// ```swift
/// try files.createDirectory(at: folder, withIntermediateDirectories: true)
/// #expect(files.$createDirectoryMock.wasCalled(with: folder))
/// ```
///
/// Other members record their attribute dictionaries as they are, in a tuple, values JSON cannot
/// hold, such as dates, included.
public final class MockFileManager: FileManageable, @unchecked Sendable {
    // NB: the wrappers are assigned once, in `init`, and never replaced: assigning a mock such as
    // `fileExistsMock` goes through the wrapper's setter, which swaps the loader under the
    // wrapper's own lock. Every wrapper is thread-safe, and `backing` is an immutable Sendable
    // reference.
    //
    // Each member reads as three declarations: the member, which forwards to its mock; the mock;
    // and right below it, the mock's default loader, such as `fileExistsDefault(_:)`, which calls
    // the same member of `backing`. A stored property's initial value cannot see `backing`, so
    // `init` installs each default; until then a wrapper holds the neutral answer of its type, or
    // `placeholder(answering:)` where the type has none.

    /// The file manager the default loaders call.
    public let backing: any FileManageable

    /// A loader no call reaches, for a wrapper whose answer has no neutral value, such as a
    /// tuple: `init(backing:)` replaces it with the default declared below the wrapper.
    private static func placeholder<Context, Value>(answering answer: Value) -> (Context) -> Value {
        { _ in answer }
    }

    /// Creates a mock whose default loaders call the live `FileManager.default`.
    public convenience init() {
        self.init(backing: FileManager.default)
    }

    /// Creates a mock whose default loaders call `backing`.
    ///
    /// ```swift
    /// let files = MockFileManager(backing: InMemoryFileManager())
    /// ```
    ///
    /// - Parameter backing: The file manager that answers calls no test has stubbed.
    public init(backing: any FileManageable) {
        self.backing = backing
        // In the order of the declarations.
        _fileExistsMock = Mock(wrappedValue: Self.fileExistsDefault(backing))
        _fileExistsIsDirectoryMock = Mock(wrappedValue: Self.fileExistsIsDirectoryDefault(backing))
        _isReadableFileMock = Mock(wrappedValue: Self.isReadableFileDefault(backing))
        _isWritableFileMock = Mock(wrappedValue: Self.isWritableFileDefault(backing))
        _isExecutableFileMock = Mock(wrappedValue: Self.isExecutableFileDefault(backing))
        _isDeletableFileMock = Mock(wrappedValue: Self.isDeletableFileDefault(backing))
        _contentsAtPathMock = Mock(wrappedValue: Self.contentsAtPathDefault(backing))
        _createFileMock = Mock(wrappedValue: Self.createFileDefault(backing))
        _contentsEqualMock = Mock(wrappedValue: Self.contentsEqualDefault(backing))
        _createDirectoryMock = ThrowingMock(wrappedValue: Self.createDirectoryDefault(backing))
        _createDirectoryAtPathMock = ThrowingMock(
            wrappedValue: Self.createDirectoryAtPathDefault(backing))
        _contentsOfDirectoryAtUrlMock = ThrowingMock(
            wrappedValue: Self.contentsOfDirectoryAtUrlDefault(backing))
        _contentsOfDirectoryAtPathMock = ThrowingMock(
            wrappedValue: Self.contentsOfDirectoryAtPathDefault(backing))
        _subpathsOfDirectoryMock = ThrowingMock(
            wrappedValue: Self.subpathsOfDirectoryDefault(backing))
        _subpathsMock = Mock(wrappedValue: Self.subpathsDefault(backing))
        _enumeratorAtPathMock = Mock(wrappedValue: Self.enumeratorAtPathDefault(backing))
        _enumeratorAtUrlMock = Mock(wrappedValue: Self.enumeratorAtUrlDefault(backing))
        _copyItemMock = ThrowingMock(wrappedValue: Self.copyItemDefault(backing))
        _copyItemAtPathMock = ThrowingMock(wrappedValue: Self.copyItemAtPathDefault(backing))
        _moveItemMock = ThrowingMock(wrappedValue: Self.moveItemDefault(backing))
        _moveItemAtPathMock = ThrowingMock(wrappedValue: Self.moveItemAtPathDefault(backing))
        _removeItemMock = ThrowingMock(wrappedValue: Self.removeItemDefault(backing))
        _removeItemAtPathMock = ThrowingMock(wrappedValue: Self.removeItemAtPathDefault(backing))
        _linkItemMock = ThrowingMock(wrappedValue: Self.linkItemDefault(backing))
        _linkItemAtPathMock = ThrowingMock(wrappedValue: Self.linkItemAtPathDefault(backing))
        _replaceItemAtMock = ThrowingMock(wrappedValue: Self.replaceItemAtDefault(backing))
        _attributesOfItemMock = ThrowingMock(wrappedValue: Self.attributesOfItemDefault(backing))
        _setAttributesMock = ThrowingMock(wrappedValue: Self.setAttributesDefault(backing))
        _attributesOfFileSystemMock = ThrowingMock(
            wrappedValue: Self.attributesOfFileSystemDefault(backing))
        _createSymbolicLinkMock = ThrowingMock(
            wrappedValue: Self.createSymbolicLinkDefault(backing))
        _createSymbolicLinkAtPathMock = ThrowingMock(
            wrappedValue: Self.createSymbolicLinkAtPathDefault(backing))
        _destinationOfSymbolicLinkMock = ThrowingMock(
            wrappedValue: Self.destinationOfSymbolicLinkDefault(backing))
        _currentDirectoryPathMock = Mock(wrappedValue: Self.currentDirectoryPathDefault(backing))
        _changeCurrentDirectoryPathMock = Mock(
            wrappedValue: Self.changeCurrentDirectoryPathDefault(backing))
        _temporaryDirectoryMock = Mock(wrappedValue: Self.temporaryDirectoryDefault(backing))
        _usersHomeDirectoryMock = Mock(wrappedValue: Self.usersHomeDirectoryDefault(backing))
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        _homeDirectoryForCurrentUserMock = Mock(
            wrappedValue: Self.homeDirectoryForCurrentUserDefault(backing))
        _homeDirectoryForUserMock = Mock(wrappedValue: Self.homeDirectoryForUserDefault(backing))
        #endif
        _urlsForDirectoryMock = Mock(wrappedValue: Self.urlsForDirectoryDefault(backing))
        _urlForDirectoryMock = ThrowingMock(wrappedValue: Self.urlForDirectoryDefault(backing))
        _mountedVolumeURLsMock = Mock(wrappedValue: Self.mountedVolumeURLsDefault(backing))
        _displayNameMock = Mock(wrappedValue: Self.displayNameDefault(backing))
        _componentsToDisplayMock = Mock(wrappedValue: Self.componentsToDisplayDefault(backing))
    }

    // MARK: Existence and kind

    /// Returns `fileExistsMock(path)`.
    public func fileExists(atPath path: String) -> Bool {
        fileExistsMock(path)
    }

    /// The mock of ``fileExists(atPath:)``, called with the path.
    @Mock public var fileExistsMock: (String) -> Bool
    private static func fileExistsDefault(_ backing: any FileManageable) -> (String) -> Bool {
        { backing.fileExists(atPath: $0) }
    }

    /// Returns the answer of `fileExistsIsDirectoryMock(path)`, and writes whether the item is
    /// a directory.
    public func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?)
        -> Bool
    {
        let answer = fileExistsIsDirectoryMock(path)
        isDirectory?.pointee = ObjCBool(answer.isDirectory)
        return answer.exists
    }

    /// The mock of ``fileExists(atPath:isDirectory:)``, called with the path; it answers whether
    /// the item exists and whether it is a directory.
    @Mock public var fileExistsIsDirectoryMock: (String) -> (exists: Bool, isDirectory: Bool) =
        MockFileManager.placeholder(answering: (false, false))
    private static func fileExistsIsDirectoryDefault(_ backing: any FileManageable) -> (String) -> (
        exists: Bool, isDirectory: Bool
    ) {
        { path in
            var isDirectory: ObjCBool = false
            let exists = backing.fileExists(atPath: path, isDirectory: &isDirectory)
            return (exists, isDirectory.boolValue)
        }
    }

    /// Returns `isReadableFileMock(path)`.
    public func isReadableFile(atPath path: String) -> Bool {
        isReadableFileMock(path)
    }

    /// The mock of ``isReadableFile(atPath:)``, called with the path.
    @Mock public var isReadableFileMock: (String) -> Bool
    private static func isReadableFileDefault(_ backing: any FileManageable) -> (String) -> Bool {
        { backing.isReadableFile(atPath: $0) }
    }

    /// Returns `isWritableFileMock(path)`.
    public func isWritableFile(atPath path: String) -> Bool {
        isWritableFileMock(path)
    }

    /// The mock of ``isWritableFile(atPath:)``, called with the path.
    @Mock public var isWritableFileMock: (String) -> Bool
    private static func isWritableFileDefault(_ backing: any FileManageable) -> (String) -> Bool {
        { backing.isWritableFile(atPath: $0) }
    }

    /// Returns `isExecutableFileMock(path)`.
    public func isExecutableFile(atPath path: String) -> Bool {
        isExecutableFileMock(path)
    }

    /// The mock of ``isExecutableFile(atPath:)``, called with the path.
    @Mock public var isExecutableFileMock: (String) -> Bool
    private static func isExecutableFileDefault(_ backing: any FileManageable) -> (String) -> Bool {
        { backing.isExecutableFile(atPath: $0) }
    }

    /// Returns `isDeletableFileMock(path)`.
    public func isDeletableFile(atPath path: String) -> Bool {
        isDeletableFileMock(path)
    }

    /// The mock of ``isDeletableFile(atPath:)``, called with the path.
    @Mock public var isDeletableFileMock: (String) -> Bool
    private static func isDeletableFileDefault(_ backing: any FileManageable) -> (String) -> Bool {
        { backing.isDeletableFile(atPath: $0) }
    }

    // MARK: Reading and creating files

    /// Returns `contentsAtPathMock(path)`.
    public func contents(atPath path: String) -> Data? {
        contentsAtPathMock(path)
    }

    /// The mock of ``contents(atPath:)``, called with the path.
    @Mock public var contentsAtPathMock: (String) -> Data?
    private static func contentsAtPathDefault(_ backing: any FileManageable) -> (String) -> Data? {
        { backing.contents(atPath: $0) }
    }

    /// Returns `createFileMock((path, data, attr))`.
    public func createFile(
        atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]?
    ) -> Bool {
        createFileMock((path, data, attr))
    }

    /// The mock of ``createFile(atPath:contents:attributes:)``, called with the path, the
    /// contents and the attributes.
    @Mock public var createFileMock: ((String, Data?, [FileAttributeKey: Any]?)) -> Bool
    private static func createFileDefault(_ backing: any FileManageable) -> (
        (String, Data?, [FileAttributeKey: Any]?)
    ) -> Bool {
        {
            backing.createFile(atPath: $0.0, contents: $0.1, attributes: $0.2)
        }
    }

    /// Returns `contentsEqualMock((path1, path2))`.
    public func contentsEqual(atPath path1: String, andPath path2: String) -> Bool {
        contentsEqualMock((path1, path2))
    }

    /// The mock of ``contentsEqual(atPath:andPath:)``, called with both paths.
    @Mock public var contentsEqualMock: ((String, String)) -> Bool
    private static func contentsEqualDefault(_ backing: any FileManageable) -> ((String, String)) ->
        Bool
    {
        {
            backing.contentsEqual(atPath: $0.0, andPath: $0.1)
        }
    }

    // MARK: Directories

    /// Calls ``createDirectoryMock`` with the URL, whether to create intermediates, and the
    /// attributes, each in a `CodableInput`.
    ///
    /// Attributes JSON cannot hold are recorded in a readable form: a `Date` as its ISO 8601
    /// text, a string-backed value such as a `FileAttributeType` as its raw value, anything else
    /// as its description. The default loader turns dates back into dates, to the millisecond.
    public func createDirectory(
        at url: URL, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws {
        try createDirectoryMock(
            DirectoryCreationContext.encode(url, createIntermediates, attributes))
    }

    /// The mock of ``createDirectory(at:withIntermediateDirectories:attributes:)``, called with
    /// the URL, whether to create intermediates, and the attributes, each encoded in a
    /// `CodableInput`.
    ///
    /// ```swift
    /// try files.createDirectory(at: folder, withIntermediateDirectories: true)
    /// #expect(files.$createDirectoryMock.wasCalled(with: folder))
    /// ```
    @ThrowingMock public var createDirectoryMock: (EquatableTuple<CodableInput>) throws -> Void
    private static func createDirectoryDefault(_ backing: any FileManageable) -> (
        EquatableTuple<CodableInput>
    ) throws -> Void {
        { tuple in
            let (url, createIntermediates, attributes) = try DirectoryCreationContext.decode(tuple)
            try backing.createDirectory(
                at: url, withIntermediateDirectories: createIntermediates, attributes: attributes)
        }
    }

    /// Calls `createDirectoryAtPathMock((path, createIntermediates, attributes))`.
    public func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws {
        try createDirectoryAtPathMock((path, createIntermediates, attributes))
    }

    /// The mock of ``createDirectory(atPath:withIntermediateDirectories:attributes:)``, called
    /// with the path, whether to create intermediates, and the attributes.
    @ThrowingMock public var createDirectoryAtPathMock:
        ((String, Bool, [FileAttributeKey: Any]?)) throws -> Void
    private static func createDirectoryAtPathDefault(_ backing: any FileManageable) -> (
        (String, Bool, [FileAttributeKey: Any]?)
    ) throws -> Void {
        {
            try backing.createDirectory(
                atPath: $0.0, withIntermediateDirectories: $0.1, attributes: $0.2)
        }
    }

    /// Returns the answer of ``contentsOfDirectoryAtUrlMock``, called with the URL, the raw
    /// values of the keys, and the raw value of the options, each in a `CodableInput`.
    ///
    /// The keys and options are encoded as their raw values, which is how they encode once
    /// `Codable`, so a loader may decode `[URLResourceKey]?` if the test declares that
    /// conformance, or `[String]?` if not.
    ///
    /// - Throws: The error of the mock, or `EncodingError` if an argument cannot be encoded.
    public func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions
    ) throws -> [URL] {
        try contentsOfDirectoryAtUrlMock(DirectoryListingContext.encode(url, keys, mask))
    }

    /// The mock of ``contentsOfDirectory(at:includingPropertiesForKeys:options:)``, called with
    /// the URL, the keys and the options, each encoded in a `CodableInput`.
    ///
    /// ```swift
    /// _ = try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    /// #expect(files.$contentsOfDirectoryAtUrlMock.wasCalled(with: folder))
    /// ```
    @ThrowingMock public var contentsOfDirectoryAtUrlMock:
        (EquatableTuple<CodableInput>) throws -> [URL]
    private static func contentsOfDirectoryAtUrlDefault(_ backing: any FileManageable) -> (
        EquatableTuple<CodableInput>
    ) throws -> [URL] {
        { tuple in
            let (url, keys, mask) = try DirectoryListingContext.decode(tuple)
            return try backing.contentsOfDirectory(
                at: url, includingPropertiesForKeys: keys, options: mask)
        }
    }

    /// Returns `contentsOfDirectoryAtPathMock(path)`.
    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        try contentsOfDirectoryAtPathMock(path)
    }

    /// The mock of ``contentsOfDirectory(atPath:)``, called with the path.
    @ThrowingMock public var contentsOfDirectoryAtPathMock: (String) throws -> [String]
    private static func contentsOfDirectoryAtPathDefault(_ backing: any FileManageable) -> (String)
        throws -> [String]
    {
        {
            try backing.contentsOfDirectory(atPath: $0)
        }
    }

    /// Returns `subpathsOfDirectoryMock(path)`.
    public func subpathsOfDirectory(atPath path: String) throws -> [String] {
        try subpathsOfDirectoryMock(path)
    }

    /// The mock of ``subpathsOfDirectory(atPath:)``, called with the path.
    @ThrowingMock public var subpathsOfDirectoryMock: (String) throws -> [String]
    private static func subpathsOfDirectoryDefault(_ backing: any FileManageable) -> (String) throws
        -> [String]
    {
        {
            try backing.subpathsOfDirectory(atPath: $0)
        }
    }

    /// Returns `subpathsMock(path)`.
    public func subpaths(atPath path: String) -> [String]? {
        subpathsMock(path)
    }

    /// The mock of ``subpaths(atPath:)``, called with the path.
    @Mock public var subpathsMock: (String) -> [String]?
    private static func subpathsDefault(_ backing: any FileManageable) -> (String) -> [String]? {
        { backing.subpaths(atPath: $0) }
    }

    /// Returns `enumeratorAtPathMock(path)`.
    public func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator? {
        enumeratorAtPathMock(path)
    }

    /// The mock of ``enumerator(atPath:)``, called with the path.
    @Mock public var enumeratorAtPathMock: (String) -> FileManager.DirectoryEnumerator?
    private static func enumeratorAtPathDefault(_ backing: any FileManageable) -> (String) ->
        FileManager.DirectoryEnumerator?
    {
        { backing.enumerator(atPath: $0) }
    }

    /// Returns `enumeratorAtUrlMock((url, keys, mask, handler))`.
    public func enumerator(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions,
        errorHandler handler: ((URL, any Error) -> Bool)?
    ) -> FileManager.DirectoryEnumerator? {
        enumeratorAtUrlMock((url, keys, mask, handler))
    }

    /// The mock of ``enumerator(at:includingPropertiesForKeys:options:errorHandler:)``, called
    /// with the URL, the keys, the options and the error handler.
    @Mock public var enumeratorAtUrlMock:
        (
            (
                URL, [URLResourceKey]?, FileManager.DirectoryEnumerationOptions,
                ((URL, any Error) -> Bool)?
            )
        ) -> FileManager.DirectoryEnumerator?
    private static func enumeratorAtUrlDefault(_ backing: any FileManageable) -> (
        (
            URL, [URLResourceKey]?, FileManager.DirectoryEnumerationOptions,
            ((URL, any Error) -> Bool)?
        )
    ) -> FileManager.DirectoryEnumerator? {
        {
            backing.enumerator(
                at: $0.0, includingPropertiesForKeys: $0.1, options: $0.2, errorHandler: $0.3)
        }
    }

    // MARK: Copying, moving, linking and removing

    /// Calls `copyItemMock(EquatableTuple([srcURL, dstURL]))`.
    public func copyItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItemMock(EquatableTuple([srcURL, dstURL]))
    }

    /// The mock of ``copyItem(at:to:)``, called with the source and destination URLs.
    ///
    /// ```swift
    /// try files.copyItem(at: source, to: destination)
    /// #expect(files.$copyItemMock.wasCalled(with: source))
    /// #expect(files.$copyItemMock.wasCalled(with: EquatableTuple([source, destination])))
    /// ```
    @ThrowingMock public var copyItemMock: (EquatableTuple<URL>) throws -> Void
    private static func copyItemDefault(_ backing: any FileManageable) -> (EquatableTuple<URL>)
        throws -> Void
    {
        { tuple in
            let (source, destination) = try URLPairContext.decode(tuple)
            try backing.copyItem(at: source, to: destination)
        }
    }

    /// Calls `copyItemAtPathMock((srcPath, dstPath))`.
    public func copyItem(atPath srcPath: String, toPath dstPath: String) throws {
        try copyItemAtPathMock((srcPath, dstPath))
    }

    /// The mock of ``copyItem(atPath:toPath:)``, called with the source and destination paths.
    @ThrowingMock public var copyItemAtPathMock: ((String, String)) throws -> Void
    private static func copyItemAtPathDefault(_ backing: any FileManageable) -> ((String, String))
        throws -> Void
    {
        {
            try backing.copyItem(atPath: $0.0, toPath: $0.1)
        }
    }

    /// Calls `moveItemMock((srcURL, dstURL))`.
    public func moveItem(at srcURL: URL, to dstURL: URL) throws {
        try moveItemMock((srcURL, dstURL))
    }

    /// The mock of ``moveItem(at:to:)``, called with the source and destination URLs.
    @ThrowingMock public var moveItemMock: ((URL, URL)) throws -> Void
    private static func moveItemDefault(_ backing: any FileManageable) -> ((URL, URL)) throws ->
        Void
    {
        { try backing.moveItem(at: $0.0, to: $0.1) }
    }

    /// Calls `moveItemAtPathMock((srcPath, dstPath))`.
    public func moveItem(atPath srcPath: String, toPath dstPath: String) throws {
        try moveItemAtPathMock((srcPath, dstPath))
    }

    /// The mock of ``moveItem(atPath:toPath:)``, called with the source and destination paths.
    @ThrowingMock public var moveItemAtPathMock: ((String, String)) throws -> Void
    private static func moveItemAtPathDefault(_ backing: any FileManageable) -> ((String, String))
        throws -> Void
    {
        {
            try backing.moveItem(atPath: $0.0, toPath: $0.1)
        }
    }

    /// Calls `removeItemMock(url)`.
    public func removeItem(at url: URL) throws {
        try removeItemMock(url)
    }

    /// The mock of ``removeItem(at:)``, called with the URL.
    @ThrowingMock public var removeItemMock: (URL) throws -> Void
    private static func removeItemDefault(_ backing: any FileManageable) -> (URL) throws -> Void {
        { try backing.removeItem(at: $0) }
    }

    /// Calls `removeItemAtPathMock(path)`.
    public func removeItem(atPath path: String) throws {
        try removeItemAtPathMock(path)
    }

    /// The mock of ``removeItem(atPath:)``, called with the path.
    @ThrowingMock public var removeItemAtPathMock: (String) throws -> Void
    private static func removeItemAtPathDefault(_ backing: any FileManageable) -> (String) throws ->
        Void
    {
        { try backing.removeItem(atPath: $0) }
    }

    /// Calls `linkItemMock((srcURL, dstURL))`.
    public func linkItem(at srcURL: URL, to dstURL: URL) throws {
        try linkItemMock((srcURL, dstURL))
    }

    /// The mock of ``linkItem(at:to:)``, called with the source and destination URLs.
    @ThrowingMock public var linkItemMock: ((URL, URL)) throws -> Void
    private static func linkItemDefault(_ backing: any FileManageable) -> ((URL, URL)) throws ->
        Void
    {
        { try backing.linkItem(at: $0.0, to: $0.1) }
    }

    /// Calls `linkItemAtPathMock((srcPath, dstPath))`.
    public func linkItem(atPath srcPath: String, toPath dstPath: String) throws {
        try linkItemAtPathMock((srcPath, dstPath))
    }

    /// The mock of ``linkItem(atPath:toPath:)``, called with the source and destination paths.
    @ThrowingMock public var linkItemAtPathMock: ((String, String)) throws -> Void
    private static func linkItemAtPathDefault(_ backing: any FileManageable) -> ((String, String))
        throws -> Void
    {
        {
            try backing.linkItem(atPath: $0.0, toPath: $0.1)
        }
    }

    /// Returns `replaceItemAtMock((originalItemURL, newItemURL, backupItemName, options))`.
    public func replaceItemAt(
        _ originalItemURL: URL, withItemAt newItemURL: URL, backupItemName: String?,
        options: FileManager.ItemReplacementOptions
    ) throws -> URL? {
        try replaceItemAtMock((originalItemURL, newItemURL, backupItemName, options))
    }

    /// The mock of ``replaceItemAt(_:withItemAt:backupItemName:options:)``, called with both
    /// URLs, the backup name and the options.
    @ThrowingMock public var replaceItemAtMock:
        ((URL, URL, String?, FileManager.ItemReplacementOptions)) throws -> URL?
    private static func replaceItemAtDefault(_ backing: any FileManageable) -> (
        (URL, URL, String?, FileManager.ItemReplacementOptions)
    ) throws -> URL? {
        {
            try backing.replaceItemAt($0.0, withItemAt: $0.1, backupItemName: $0.2, options: $0.3)
        }
    }

    // MARK: Attributes

    /// Returns `attributesOfItemMock(path)`.
    public func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] {
        try attributesOfItemMock(path)
    }

    /// The mock of ``attributesOfItem(atPath:)``, called with the path.
    @ThrowingMock public var attributesOfItemMock: (String) throws -> [FileAttributeKey: Any]
    private static func attributesOfItemDefault(_ backing: any FileManageable) -> (String) throws ->
        [FileAttributeKey: Any]
    {
        {
            try backing.attributesOfItem(atPath: $0)
        }
    }

    /// Calls `setAttributesMock((attributes, path))`.
    public func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String)
        throws
    {
        try setAttributesMock((attributes, path))
    }

    /// The mock of ``setAttributes(_:ofItemAtPath:)``, called with the attributes and the path.
    @ThrowingMock public var setAttributesMock: (([FileAttributeKey: Any], String)) throws -> Void
    private static func setAttributesDefault(_ backing: any FileManageable) -> (
        ([FileAttributeKey: Any], String)
    ) throws -> Void {
        {
            try backing.setAttributes($0.0, ofItemAtPath: $0.1)
        }
    }

    /// Returns `attributesOfFileSystemMock(path)`.
    public func attributesOfFileSystem(forPath path: String) throws -> [FileAttributeKey: Any] {
        try attributesOfFileSystemMock(path)
    }

    /// The mock of ``attributesOfFileSystem(forPath:)``, called with the path.
    @ThrowingMock public var attributesOfFileSystemMock: (String) throws -> [FileAttributeKey: Any]
    private static func attributesOfFileSystemDefault(_ backing: any FileManageable) -> (String)
        throws -> [FileAttributeKey: Any]
    {
        {
            try backing.attributesOfFileSystem(forPath: $0)
        }
    }

    // MARK: Symbolic links

    /// Calls `createSymbolicLinkMock((url, destURL))`.
    public func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {
        try createSymbolicLinkMock((url, destURL))
    }

    /// The mock of ``createSymbolicLink(at:withDestinationURL:)``, called with the link's URL
    /// and the destination URL.
    @ThrowingMock public var createSymbolicLinkMock: ((URL, URL)) throws -> Void
    private static func createSymbolicLinkDefault(_ backing: any FileManageable) -> ((URL, URL))
        throws -> Void
    {
        {
            try backing.createSymbolicLink(at: $0.0, withDestinationURL: $0.1)
        }
    }

    /// Calls `createSymbolicLinkAtPathMock((path, destPath))`.
    public func createSymbolicLink(atPath path: String, withDestinationPath destPath: String)
        throws
    {
        try createSymbolicLinkAtPathMock((path, destPath))
    }

    /// The mock of ``createSymbolicLink(atPath:withDestinationPath:)``, called with the link's
    /// path and the destination path.
    @ThrowingMock public var createSymbolicLinkAtPathMock: ((String, String)) throws -> Void
    private static func createSymbolicLinkAtPathDefault(_ backing: any FileManageable) -> (
        (String, String)
    ) throws -> Void {
        {
            try backing.createSymbolicLink(atPath: $0.0, withDestinationPath: $0.1)
        }
    }

    /// Returns `destinationOfSymbolicLinkMock(path)`.
    public func destinationOfSymbolicLink(atPath path: String) throws -> String {
        try destinationOfSymbolicLinkMock(path)
    }

    /// The mock of ``destinationOfSymbolicLink(atPath:)``, called with the path.
    @ThrowingMock public var destinationOfSymbolicLinkMock: (String) throws -> String
    private static func destinationOfSymbolicLinkDefault(_ backing: any FileManageable) -> (String)
        throws -> String
    {
        {
            try backing.destinationOfSymbolicLink(atPath: $0)
        }
    }

    // MARK: Locations

    /// Returns `currentDirectoryPathMock(())`.
    public var currentDirectoryPath: String {
        currentDirectoryPathMock(())
    }

    /// The mock of ``currentDirectoryPath``, called with `()`.
    ///
    /// ```swift
    /// files.currentDirectoryPathMock = { _ in "/work" }
    /// ```
    @Mock public var currentDirectoryPathMock: (()) -> String
    private static func currentDirectoryPathDefault(_ backing: any FileManageable) -> (()) -> String
    {
        { _ in backing.currentDirectoryPath }
    }

    /// Returns `changeCurrentDirectoryPathMock(path)`.
    public func changeCurrentDirectoryPath(_ path: String) -> Bool {
        changeCurrentDirectoryPathMock(path)
    }

    /// The mock of ``changeCurrentDirectoryPath(_:)``, called with the path.
    @Mock public var changeCurrentDirectoryPathMock: (String) -> Bool
    private static func changeCurrentDirectoryPathDefault(_ backing: any FileManageable) -> (String)
        -> Bool
    {
        {
            backing.changeCurrentDirectoryPath($0)
        }
    }

    /// Returns `temporaryDirectoryMock(())`.
    public var temporaryDirectory: URL {
        temporaryDirectoryMock(())
    }

    /// The mock of ``temporaryDirectory``, called with `()`.
    @Mock public var temporaryDirectoryMock: (()) -> URL
    private static func temporaryDirectoryDefault(_ backing: any FileManageable) -> (()) -> URL {
        { _ in backing.temporaryDirectory }
    }

    /// Returns `usersHomeDirectoryMock(())`.
    public var usersHomeDirectory: URL {
        usersHomeDirectoryMock(())
    }

    /// The mock of ``usersHomeDirectory``, called with `()`.
    @Mock public var usersHomeDirectoryMock: (()) -> URL
    private static func usersHomeDirectoryDefault(_ backing: any FileManageable) -> (()) -> URL {
        { _ in backing.usersHomeDirectory }
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// Returns `homeDirectoryForCurrentUserMock(())`.
    public var homeDirectoryForCurrentUser: URL {
        homeDirectoryForCurrentUserMock(())
    }

    /// The mock of ``homeDirectoryForCurrentUser``, called with `()`.
    @Mock public var homeDirectoryForCurrentUserMock: (()) -> URL
    private static func homeDirectoryForCurrentUserDefault(_ backing: any FileManageable) -> (()) ->
        URL
    {
        { _ in
            backing.homeDirectoryForCurrentUser
        }
    }

    /// Returns `homeDirectoryForUserMock(userName)`.
    public func homeDirectory(forUser userName: String) -> URL? {
        homeDirectoryForUserMock(userName)
    }

    /// The mock of ``homeDirectory(forUser:)``, called with the user name.
    @Mock public var homeDirectoryForUserMock: (String) -> URL?
    private static func homeDirectoryForUserDefault(_ backing: any FileManageable) -> (String) ->
        URL?
    {
        { backing.homeDirectory(forUser: $0) }
    }
    #endif

    /// Returns `urlsForDirectoryMock((directory, domainMask))`.
    public func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
    ) -> [URL] {
        urlsForDirectoryMock((directory, domainMask))
    }

    /// The mock of ``urls(for:in:)``, called with the directory and the domains.
    @Mock public var urlsForDirectoryMock:
        ((FileManager.SearchPathDirectory, FileManager.SearchPathDomainMask)) -> [URL]
    private static func urlsForDirectoryDefault(_ backing: any FileManageable) -> (
        (FileManager.SearchPathDirectory, FileManager.SearchPathDomainMask)
    ) -> [URL] {
        { backing.urls(for: $0.0, in: $0.1) }
    }

    /// Returns `urlForDirectoryMock((directory, domain, url, shouldCreate))`.
    public func url(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?, create shouldCreate: Bool
    ) throws -> URL {
        try urlForDirectoryMock((directory, domain, url, shouldCreate))
    }

    /// The mock of ``url(for:in:appropriateFor:create:)``, called with the directory, the
    /// domain, the item it is for, and whether to create it.
    @ThrowingMock public var urlForDirectoryMock:
        (
            (FileManager.SearchPathDirectory, FileManager.SearchPathDomainMask, URL?, Bool)
        ) throws -> URL
    private static func urlForDirectoryDefault(_ backing: any FileManageable) -> (
        (FileManager.SearchPathDirectory, FileManager.SearchPathDomainMask, URL?, Bool)
    ) throws -> URL {
        {
            try backing.url(for: $0.0, in: $0.1, appropriateFor: $0.2, create: $0.3)
        }
    }

    /// Returns the answer of ``mountedVolumeURLsMock``, called with the raw values of the keys
    /// and the raw value of the options, each in a `CodableInput`.
    public func mountedVolumeURLs(
        includingResourceValuesForKeys propertyKeys: [URLResourceKey]?,
        options: FileManager.VolumeEnumerationOptions
    ) -> [URL]? {
        mountedVolumeURLsMock(VolumeListingContext.encode(propertyKeys, options))
    }

    /// The mock of ``mountedVolumeURLs(includingResourceValuesForKeys:options:)``, called with
    /// the keys and the options, each encoded in a `CodableInput`; its default loader answers
    /// `nil` for a context it cannot decode.
    @Mock public var mountedVolumeURLsMock: (EquatableTuple<CodableInput>) -> [URL]?
    private static func mountedVolumeURLsDefault(_ backing: any FileManageable) -> (
        EquatableTuple<CodableInput>
    ) -> [URL]? {
        { tuple in
            guard let (keys, options) = try? VolumeListingContext.decode(tuple) else { return nil }
            return backing.mountedVolumeURLs(includingResourceValuesForKeys: keys, options: options)
        }
    }

    /// Returns `displayNameMock(path)`.
    public func displayName(atPath path: String) -> String {
        displayNameMock(path)
    }

    /// The mock of ``displayName(atPath:)``, called with the path.
    @Mock public var displayNameMock: (String) -> String
    private static func displayNameDefault(_ backing: any FileManageable) -> (String) -> String {
        { backing.displayName(atPath: $0) }
    }

    /// Returns `componentsToDisplayMock(path)`.
    public func componentsToDisplay(forPath path: String) -> [String]? {
        componentsToDisplayMock(path)
    }

    /// The mock of ``componentsToDisplay(forPath:)``, called with the path.
    @Mock public var componentsToDisplayMock: (String) -> [String]?
    private static func componentsToDisplayDefault(_ backing: any FileManageable) -> (String) ->
        [String]?
    {
        { backing.componentsToDisplay(forPath: $0) }
    }
}
