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
    // NB: the wrappers are created with the object and never replaced: assigning a mock such as
    // `fileExistsMock` goes through the wrapper's setter, which swaps the loader under the
    // wrapper's own lock. Every wrapper is thread-safe, and `backing` is an immutable Sendable
    // reference.
    //
    // Each member reads as two declarations, the member, which forwards to its mock, and the
    // mock; `init(backing:)` makes each mock, with a default loader, written with
    // `forwarding(to:_:)`, that calls the same member of `backing`, as `MockURLSession` makes its
    // mocks with its responder. The mocks are declared `.unimplemented`, what they hold until the
    // initializer replaces them: a mock the initializer forgot would fail its calls with a
    // message naming it, and never reach the disk.

    /// The file manager the default loaders call.
    public let backing: any FileManageable

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
        _fileExistsMock = Mock(wrappedValue: forwarding(to: backing) { $0.fileExists(atPath: $1) })
        _fileExistsIsDirectoryMock = Mock(
            wrappedValue: forwarding(to: backing) { backing, path in
                var isDirectory: ObjCBool = false
                let exists = backing.fileExists(atPath: path, isDirectory: &isDirectory)
                return (exists, isDirectory.boolValue)
            })
        _isReadableFileMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.isReadableFile(atPath: $1) })
        _isWritableFileMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.isWritableFile(atPath: $1) })
        _isExecutableFileMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.isExecutableFile(atPath: $1) })
        _isDeletableFileMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.isDeletableFile(atPath: $1) })
        _contentsAtPathMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.contents(atPath: $1) })
        _createFileMock = Mock(
            wrappedValue: forwarding(to: backing) {
                $0.createFile(atPath: $1.0, contents: $1.1, attributes: $1.2)
            })
        _contentsEqualMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.contentsEqual(atPath: $1.0, andPath: $1.1) })
        _createDirectoryMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { backing, tuple in
                let (url, createIntermediates, attributes) = try DirectoryCreationContext.decode(
                    tuple)
                try backing.createDirectory(
                    at: url, withIntermediateDirectories: createIntermediates,
                    attributes: attributes)
            })
        _createDirectoryAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) {
                try $0.createDirectory(
                    atPath: $1.0, withIntermediateDirectories: $1.1, attributes: $1.2)
            })
        _contentsOfDirectoryAtUrlMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { backing, tuple in
                let (url, keys, mask) = try DirectoryListingContext.decode(tuple)
                return try backing.contentsOfDirectory(
                    at: url, includingPropertiesForKeys: keys, options: mask)
            })
        _contentsOfDirectoryAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.contentsOfDirectory(atPath: $1) })
        _subpathsOfDirectoryMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.subpathsOfDirectory(atPath: $1) })
        _subpathsMock = Mock(wrappedValue: forwarding(to: backing) { $0.subpaths(atPath: $1) })
        _enumeratorAtPathMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.enumerator(atPath: $1) })
        _enumeratorAtUrlMock = Mock(
            wrappedValue: forwarding(to: backing) {
                $0.enumerator(
                    at: $1.0, includingPropertiesForKeys: $1.1, options: $1.2, errorHandler: $1.3)
            })
        _copyItemMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { backing, tuple in
                let (source, destination) = try URLPairContext.decode(tuple)
                try backing.copyItem(at: source, to: destination)
            })
        _copyItemAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.copyItem(atPath: $1.0, toPath: $1.1) })
        _moveItemMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.moveItem(at: $1.0, to: $1.1) })
        _moveItemAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.moveItem(atPath: $1.0, toPath: $1.1) })
        _removeItemMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.removeItem(at: $1) })
        _removeItemAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.removeItem(atPath: $1) })
        _linkItemMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.linkItem(at: $1.0, to: $1.1) })
        _linkItemAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.linkItem(atPath: $1.0, toPath: $1.1) })
        _replaceItemAtMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) {
                try $0.replaceItemAt($1.0, withItemAt: $1.1, backupItemName: $1.2, options: $1.3)
            })
        _attributesOfItemMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.attributesOfItem(atPath: $1) })
        _setAttributesMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.setAttributes($1.0, ofItemAtPath: $1.1) }
        )
        _attributesOfFileSystemMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.attributesOfFileSystem(forPath: $1) })
        _createSymbolicLinkMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) {
                try $0.createSymbolicLink(at: $1.0, withDestinationURL: $1.1)
            })
        _createSymbolicLinkAtPathMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) {
                try $0.createSymbolicLink(atPath: $1.0, withDestinationPath: $1.1)
            })
        _destinationOfSymbolicLinkMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) { try $0.destinationOfSymbolicLink(atPath: $1) })
        _currentDirectoryPathMock = Mock(
            wrappedValue: forwarding(to: backing) { backing, _ in backing.currentDirectoryPath })
        _changeCurrentDirectoryPathMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.changeCurrentDirectoryPath($1) })
        _temporaryDirectoryMock = Mock(
            wrappedValue: forwarding(to: backing) { backing, _ in backing.temporaryDirectory })
        _usersHomeDirectoryMock = Mock(
            wrappedValue: forwarding(to: backing) { backing, _ in backing.usersHomeDirectory })
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        _homeDirectoryForCurrentUserMock = Mock(
            wrappedValue: forwarding(to: backing) { backing, _ in
                backing.homeDirectoryForCurrentUser
            })
        _homeDirectoryForUserMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.homeDirectory(forUser: $1) })
        #endif
        _urlsForDirectoryMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.urls(for: $1.0, in: $1.1) })
        _urlForDirectoryMock = ThrowingMock(
            wrappedValue: forwarding(to: backing) {
                try $0.url(for: $1.0, in: $1.1, appropriateFor: $1.2, create: $1.3)
            })
        _mountedVolumeURLsMock = Mock(
            wrappedValue: forwarding(to: backing) { backing, tuple in
                guard let (keys, options) = try? VolumeListingContext.decode(tuple) else {
                    return nil
                }
                return backing.mountedVolumeURLs(
                    includingResourceValuesForKeys: keys, options: options)
            })
        _displayNameMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.displayName(atPath: $1) })
        _componentsToDisplayMock = Mock(
            wrappedValue: forwarding(to: backing) { $0.componentsToDisplay(forPath: $1) })
    }

    // MARK: Existence and kind

    /// Returns `fileExistsMock(path)`.
    public func fileExists(atPath path: String) -> Bool {
        fileExistsMock(path)
    }

    /// The mock of ``fileExists(atPath:)``, called with the path.
    @Mock(.unimplemented) public var fileExistsMock: (String) -> Bool

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
    @Mock(.unimplemented) public var fileExistsIsDirectoryMock:
        (String) -> (exists: Bool, isDirectory: Bool)

    /// Returns `isReadableFileMock(path)`.
    public func isReadableFile(atPath path: String) -> Bool {
        isReadableFileMock(path)
    }

    /// The mock of ``isReadableFile(atPath:)``, called with the path.
    @Mock(.unimplemented) public var isReadableFileMock: (String) -> Bool

    /// Returns `isWritableFileMock(path)`.
    public func isWritableFile(atPath path: String) -> Bool {
        isWritableFileMock(path)
    }

    /// The mock of ``isWritableFile(atPath:)``, called with the path.
    @Mock(.unimplemented) public var isWritableFileMock: (String) -> Bool

    /// Returns `isExecutableFileMock(path)`.
    public func isExecutableFile(atPath path: String) -> Bool {
        isExecutableFileMock(path)
    }

    /// The mock of ``isExecutableFile(atPath:)``, called with the path.
    @Mock(.unimplemented) public var isExecutableFileMock: (String) -> Bool

    /// Returns `isDeletableFileMock(path)`.
    public func isDeletableFile(atPath path: String) -> Bool {
        isDeletableFileMock(path)
    }

    /// The mock of ``isDeletableFile(atPath:)``, called with the path.
    @Mock(.unimplemented) public var isDeletableFileMock: (String) -> Bool

    // MARK: Reading and creating files

    /// Returns `contentsAtPathMock(path)`.
    public func contents(atPath path: String) -> Data? {
        contentsAtPathMock(path)
    }

    /// The mock of ``contents(atPath:)``, called with the path.
    @Mock(.unimplemented) public var contentsAtPathMock: (String) -> Data?

    /// Returns `createFileMock((path, data, attr))`.
    public func createFile(
        atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]?
    ) -> Bool {
        createFileMock((path, data, attr))
    }

    /// The mock of ``createFile(atPath:contents:attributes:)``, called with the path, the
    /// contents and the attributes.
    @Mock(.unimplemented) public var createFileMock:
        ((String, Data?, [FileAttributeKey: Any]?)) -> Bool

    /// Returns `contentsEqualMock((path1, path2))`.
    public func contentsEqual(atPath path1: String, andPath path2: String) -> Bool {
        contentsEqualMock((path1, path2))
    }

    /// The mock of ``contentsEqual(atPath:andPath:)``, called with both paths.
    @Mock(.unimplemented) public var contentsEqualMock: ((String, String)) -> Bool

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
    @ThrowingMock(.unimplemented) public var createDirectoryMock:
        (EquatableTuple<CodableInput>) throws -> Void

    /// Calls `createDirectoryAtPathMock((path, createIntermediates, attributes))`.
    public func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws {
        try createDirectoryAtPathMock((path, createIntermediates, attributes))
    }

    /// The mock of ``createDirectory(atPath:withIntermediateDirectories:attributes:)``, called
    /// with the path, whether to create intermediates, and the attributes.
    @ThrowingMock(.unimplemented) public var createDirectoryAtPathMock:
        ((String, Bool, [FileAttributeKey: Any]?)) throws -> Void

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
    @ThrowingMock(.unimplemented) public var contentsOfDirectoryAtUrlMock:
        (EquatableTuple<CodableInput>) throws -> [URL]

    /// Returns `contentsOfDirectoryAtPathMock(path)`.
    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        try contentsOfDirectoryAtPathMock(path)
    }

    /// The mock of ``contentsOfDirectory(atPath:)``, called with the path.
    @ThrowingMock(.unimplemented) public var contentsOfDirectoryAtPathMock:
        (String) throws -> [String]

    /// Returns `subpathsOfDirectoryMock(path)`.
    public func subpathsOfDirectory(atPath path: String) throws -> [String] {
        try subpathsOfDirectoryMock(path)
    }

    /// The mock of ``subpathsOfDirectory(atPath:)``, called with the path.
    @ThrowingMock(.unimplemented) public var subpathsOfDirectoryMock: (String) throws -> [String]

    /// Returns `subpathsMock(path)`.
    public func subpaths(atPath path: String) -> [String]? {
        subpathsMock(path)
    }

    /// The mock of ``subpaths(atPath:)``, called with the path.
    @Mock(.unimplemented) public var subpathsMock: (String) -> [String]?

    /// Returns `enumeratorAtPathMock(path)`.
    public func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator? {
        enumeratorAtPathMock(path)
    }

    /// The mock of ``enumerator(atPath:)``, called with the path.
    @Mock(.unimplemented) public var enumeratorAtPathMock:
        (String) -> FileManager.DirectoryEnumerator?

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
    @Mock(.unimplemented) public var enumeratorAtUrlMock:
        (
            (
                URL, [URLResourceKey]?, FileManager.DirectoryEnumerationOptions,
                ((URL, any Error) -> Bool)?
            )
        ) -> FileManager.DirectoryEnumerator?

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
    @ThrowingMock(.unimplemented) public var copyItemMock: (EquatableTuple<URL>) throws -> Void

    /// Calls `copyItemAtPathMock((srcPath, dstPath))`.
    public func copyItem(atPath srcPath: String, toPath dstPath: String) throws {
        try copyItemAtPathMock((srcPath, dstPath))
    }

    /// The mock of ``copyItem(atPath:toPath:)``, called with the source and destination paths.
    @ThrowingMock(.unimplemented) public var copyItemAtPathMock: ((String, String)) throws -> Void

    /// Calls `moveItemMock((srcURL, dstURL))`.
    public func moveItem(at srcURL: URL, to dstURL: URL) throws {
        try moveItemMock((srcURL, dstURL))
    }

    /// The mock of ``moveItem(at:to:)``, called with the source and destination URLs.
    @ThrowingMock(.unimplemented) public var moveItemMock: ((URL, URL)) throws -> Void

    /// Calls `moveItemAtPathMock((srcPath, dstPath))`.
    public func moveItem(atPath srcPath: String, toPath dstPath: String) throws {
        try moveItemAtPathMock((srcPath, dstPath))
    }

    /// The mock of ``moveItem(atPath:toPath:)``, called with the source and destination paths.
    @ThrowingMock(.unimplemented) public var moveItemAtPathMock: ((String, String)) throws -> Void

    /// Calls `removeItemMock(url)`.
    public func removeItem(at url: URL) throws {
        try removeItemMock(url)
    }

    /// The mock of ``removeItem(at:)``, called with the URL.
    @ThrowingMock(.unimplemented) public var removeItemMock: (URL) throws -> Void

    /// Calls `removeItemAtPathMock(path)`.
    public func removeItem(atPath path: String) throws {
        try removeItemAtPathMock(path)
    }

    /// The mock of ``removeItem(atPath:)``, called with the path.
    @ThrowingMock(.unimplemented) public var removeItemAtPathMock: (String) throws -> Void

    /// Calls `linkItemMock((srcURL, dstURL))`.
    public func linkItem(at srcURL: URL, to dstURL: URL) throws {
        try linkItemMock((srcURL, dstURL))
    }

    /// The mock of ``linkItem(at:to:)``, called with the source and destination URLs.
    @ThrowingMock(.unimplemented) public var linkItemMock: ((URL, URL)) throws -> Void

    /// Calls `linkItemAtPathMock((srcPath, dstPath))`.
    public func linkItem(atPath srcPath: String, toPath dstPath: String) throws {
        try linkItemAtPathMock((srcPath, dstPath))
    }

    /// The mock of ``linkItem(atPath:toPath:)``, called with the source and destination paths.
    @ThrowingMock(.unimplemented) public var linkItemAtPathMock: ((String, String)) throws -> Void

    /// Returns `replaceItemAtMock((originalItemURL, newItemURL, backupItemName, options))`.
    public func replaceItemAt(
        _ originalItemURL: URL, withItemAt newItemURL: URL, backupItemName: String?,
        options: FileManager.ItemReplacementOptions
    ) throws -> URL? {
        try replaceItemAtMock((originalItemURL, newItemURL, backupItemName, options))
    }

    /// The mock of ``replaceItemAt(_:withItemAt:backupItemName:options:)``, called with both
    /// URLs, the backup name and the options.
    @ThrowingMock(.unimplemented) public var replaceItemAtMock:
        ((URL, URL, String?, FileManager.ItemReplacementOptions)) throws -> URL?

    // MARK: Attributes

    /// Returns `attributesOfItemMock(path)`.
    public func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] {
        try attributesOfItemMock(path)
    }

    /// The mock of ``attributesOfItem(atPath:)``, called with the path.
    @ThrowingMock(.unimplemented) public var attributesOfItemMock:
        (String) throws -> [FileAttributeKey: Any]

    /// Calls `setAttributesMock((attributes, path))`.
    public func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String)
        throws
    {
        try setAttributesMock((attributes, path))
    }

    /// The mock of ``setAttributes(_:ofItemAtPath:)``, called with the attributes and the path.
    @ThrowingMock(.unimplemented) public var setAttributesMock:
        (([FileAttributeKey: Any], String)) throws -> Void

    /// Returns `attributesOfFileSystemMock(path)`.
    public func attributesOfFileSystem(forPath path: String) throws -> [FileAttributeKey: Any] {
        try attributesOfFileSystemMock(path)
    }

    /// The mock of ``attributesOfFileSystem(forPath:)``, called with the path.
    @ThrowingMock(.unimplemented) public var attributesOfFileSystemMock:
        (String) throws -> [FileAttributeKey: Any]

    // MARK: Symbolic links

    /// Calls `createSymbolicLinkMock((url, destURL))`.
    public func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {
        try createSymbolicLinkMock((url, destURL))
    }

    /// The mock of ``createSymbolicLink(at:withDestinationURL:)``, called with the link's URL
    /// and the destination URL.
    @ThrowingMock(.unimplemented) public var createSymbolicLinkMock: ((URL, URL)) throws -> Void

    /// Calls `createSymbolicLinkAtPathMock((path, destPath))`.
    public func createSymbolicLink(atPath path: String, withDestinationPath destPath: String)
        throws
    {
        try createSymbolicLinkAtPathMock((path, destPath))
    }

    /// The mock of ``createSymbolicLink(atPath:withDestinationPath:)``, called with the link's
    /// path and the destination path.
    @ThrowingMock(.unimplemented) public var createSymbolicLinkAtPathMock:
        ((String, String)) throws -> Void

    /// Returns `destinationOfSymbolicLinkMock(path)`.
    public func destinationOfSymbolicLink(atPath path: String) throws -> String {
        try destinationOfSymbolicLinkMock(path)
    }

    /// The mock of ``destinationOfSymbolicLink(atPath:)``, called with the path.
    @ThrowingMock(.unimplemented) public var destinationOfSymbolicLinkMock:
        (String) throws -> String

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
    @Mock(.unimplemented) public var currentDirectoryPathMock: (()) -> String

    /// Returns `changeCurrentDirectoryPathMock(path)`.
    public func changeCurrentDirectoryPath(_ path: String) -> Bool {
        changeCurrentDirectoryPathMock(path)
    }

    /// The mock of ``changeCurrentDirectoryPath(_:)``, called with the path.
    @Mock(.unimplemented) public var changeCurrentDirectoryPathMock: (String) -> Bool

    /// Returns `temporaryDirectoryMock(())`.
    public var temporaryDirectory: URL {
        temporaryDirectoryMock(())
    }

    /// The mock of ``temporaryDirectory``, called with `()`.
    @Mock(.unimplemented) public var temporaryDirectoryMock: (()) -> URL

    /// Returns `usersHomeDirectoryMock(())`.
    public var usersHomeDirectory: URL {
        usersHomeDirectoryMock(())
    }

    /// The mock of ``usersHomeDirectory``, called with `()`.
    @Mock(.unimplemented) public var usersHomeDirectoryMock: (()) -> URL

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// Returns `homeDirectoryForCurrentUserMock(())`.
    public var homeDirectoryForCurrentUser: URL {
        homeDirectoryForCurrentUserMock(())
    }

    /// The mock of ``homeDirectoryForCurrentUser``, called with `()`.
    @Mock(.unimplemented) public var homeDirectoryForCurrentUserMock: (()) -> URL

    /// Returns `homeDirectoryForUserMock(userName)`.
    public func homeDirectory(forUser userName: String) -> URL? {
        homeDirectoryForUserMock(userName)
    }

    /// The mock of ``homeDirectory(forUser:)``, called with the user name.
    @Mock(.unimplemented) public var homeDirectoryForUserMock: (String) -> URL?
    #endif

    /// Returns `urlsForDirectoryMock((directory, domainMask))`.
    public func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
    ) -> [URL] {
        urlsForDirectoryMock((directory, domainMask))
    }

    /// The mock of ``urls(for:in:)``, called with the directory and the domains.
    @Mock(.unimplemented) public var urlsForDirectoryMock:
        ((FileManager.SearchPathDirectory, FileManager.SearchPathDomainMask)) -> [URL]

    /// Returns `urlForDirectoryMock((directory, domain, url, shouldCreate))`.
    public func url(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?, create shouldCreate: Bool
    ) throws -> URL {
        try urlForDirectoryMock((directory, domain, url, shouldCreate))
    }

    /// The mock of ``url(for:in:appropriateFor:create:)``, called with the directory, the
    /// domain, the item it is for, and whether to create it.
    @ThrowingMock(.unimplemented) public var urlForDirectoryMock:
        (
            (FileManager.SearchPathDirectory, FileManager.SearchPathDomainMask, URL?, Bool)
        ) throws -> URL

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
    @Mock(.unimplemented) public var mountedVolumeURLsMock: (EquatableTuple<CodableInput>) -> [URL]?

    /// Returns `displayNameMock(path)`.
    public func displayName(atPath path: String) -> String {
        displayNameMock(path)
    }

    /// The mock of ``displayName(atPath:)``, called with the path.
    @Mock(.unimplemented) public var displayNameMock: (String) -> String

    /// Returns `componentsToDisplayMock(path)`.
    public func componentsToDisplay(forPath path: String) -> [String]? {
        componentsToDisplayMock(path)
    }

    /// The mock of ``componentsToDisplay(forPath:)``, called with the path.
    @Mock(.unimplemented) public var componentsToDisplayMock: (String) -> [String]?
}

/// A default loader for a wrapper of `MockFileManager`: it calls `body` with `backing` and the
/// call's context.
///
/// ```swift
/// _fileExistsMock = Mock(wrappedValue: forwarding(to: backing) { $0.fileExists(atPath: $1) })
/// ```
private func forwarding<Context, Value>(
    to backing: any FileManageable, _ body: @escaping (any FileManageable, Context) -> Value
) -> (Context) -> Value {
    { context in body(backing, context) }
}

/// A default loader for a throwing wrapper of `MockFileManager`, as for a non-throwing one.
private func forwarding<Context, Value>(
    to backing: any FileManageable, _ body: @escaping (any FileManageable, Context) throws -> Value
) -> (Context) throws -> Value {
    { context in try body(backing, context) }
}
