import Foundation
@_exported import Mocking

/// The members of `FileManager` that apps and tools call, so that tests can pass a mock or an
/// in-memory file system instead of the disk.
///
/// Production code depends on `FileManageable` rather than `FileManager`, and `FileManager`
/// conforms as it is:
///
/// ```swift
/// struct Cache {
///     var files: any FileManageable = FileManager.default
///
///     func clear(_ folder: URL) throws {
///         if files.fileExists(atPath: folder.path) {
///             try files.removeItem(at: folder)
///         }
///     }
/// }
/// ```
///
/// Tests pass a ``MockFileManager`` to stub answers and inspect calls, or an
/// ``InMemoryFileManager`` for a hermetic file system, or both:
/// `MockFileManager(backing: InMemoryFileManager())`.
///
/// Every requirement has the signature of the `FileManager` member it names, and exists on
/// Apple platforms and on Linux. Requirements cannot have default arguments, so the extension
/// of this protocol adds the shorter forms, such as
/// ``createDirectory(at:withIntermediateDirectories:)``.
///
/// The protocol is `Sendable`, as `FileManager` is: one file manager can be shared by every task
/// of a test, and every conforming type of this package is safe to call from any thread.
public protocol FileManageable: Sendable {
    // MARK: Existence and kind

    /// Returns whether a file, directory or symbolic link target exists at `path`.
    func fileExists(atPath path: String) -> Bool

    /// Returns whether an item exists at `path`, and writes whether it is a directory.
    ///
    /// - Parameters:
    ///   - path: The item's path; a symbolic link is followed.
    ///   - isDirectory: Set to `true` if the item is a directory, if not `nil`.
    /// - Returns: Whether the item exists.
    func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool

    /// Returns whether the current user can read the item at `path`.
    func isReadableFile(atPath path: String) -> Bool

    /// Returns whether the current user can write the item at `path`.
    func isWritableFile(atPath path: String) -> Bool

    /// Returns whether the current user can execute the item at `path`, or search it if it is a
    /// directory.
    func isExecutableFile(atPath path: String) -> Bool

    /// Returns whether the current user can delete the item at `path`.
    func isDeletableFile(atPath path: String) -> Bool

    // MARK: Reading and creating files

    /// Returns the contents of the file at `path`, or `nil` if it is not a readable file.
    func contents(atPath path: String) -> Data?

    /// Creates a file at `path` holding `data`, replacing an existing file.
    ///
    /// - Parameters:
    ///   - path: The path of the file.
    ///   - data: The contents, or `nil` for an empty file.
    ///   - attr: Attributes for the new file, such as `.posixPermissions`, or `nil`.
    /// - Returns: Whether the file was written.
    func createFile(
        atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]?
    )
        -> Bool

    /// Returns whether the items at `path1` and `path2` have equal contents.
    func contentsEqual(atPath path1: String, andPath path2: String) -> Bool

    // MARK: Directories

    /// Creates a directory at `url`.
    ///
    /// - Parameters:
    ///   - url: A file URL naming the new directory.
    ///   - createIntermediates: Whether to create missing parent directories too; if `true`, an
    ///     existing directory at `url` is not an error.
    ///   - attributes: Attributes for the new directories, or `nil`.
    /// - Throws: `CocoaError` if the directory cannot be created.
    func createDirectory(
        at url: URL, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws

    /// Creates a directory at `path`.
    ///
    /// - Parameters:
    ///   - path: The path of the new directory.
    ///   - createIntermediates: Whether to create missing parent directories too; if `true`, an
    ///     existing directory at `path` is not an error.
    ///   - attributes: Attributes for the new directories, or `nil`.
    /// - Throws: `CocoaError` if the directory cannot be created.
    func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws

    /// Returns the URLs of the items in the directory at `url`.
    ///
    /// - Parameters:
    ///   - url: The directory's file URL.
    ///   - keys: Resource keys to prefetch, or `nil`.
    ///   - mask: Options such as `.skipsHiddenFiles`.
    /// - Returns: The URLs of the directory's items, in no particular order.
    /// - Throws: `CocoaError` if the directory cannot be read.
    func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions
    ) throws -> [URL]

    /// Returns the names of the items in the directory at `path`, in no particular order.
    ///
    /// - Throws: `CocoaError` if the directory cannot be read.
    func contentsOfDirectory(atPath path: String) throws -> [String]

    /// Returns the paths, relative to `path`, of every item below the directory at `path`.
    ///
    /// - Throws: `CocoaError` if the directory cannot be read.
    func subpathsOfDirectory(atPath path: String) throws -> [String]

    /// Returns the paths, relative to `path`, of every item below `path`, or `nil` on failure.
    func subpaths(atPath path: String) -> [String]?

    /// Returns an enumerator of the paths, relative to `path`, of every item below `path`.
    func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator?

    /// Returns an enumerator of the URLs of every item below the directory at `url`.
    ///
    /// - Parameters:
    ///   - url: The directory's file URL.
    ///   - keys: Resource keys to prefetch, or `nil`.
    ///   - mask: Options such as `.skipsHiddenFiles` or `.skipsSubdirectoryDescendants`.
    ///   - handler: Called with errors; returns whether to continue.
    /// - Returns: The enumerator, or `nil`.
    func enumerator(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions,
        errorHandler handler: ((URL, any Error) -> Bool)?
    ) -> FileManager.DirectoryEnumerator?

    // MARK: Copying, moving, linking and removing

    /// Copies the item at `srcURL`, with everything below it, to `dstURL`.
    ///
    /// - Throws: `CocoaError` if the source is missing or the destination exists.
    func copyItem(at srcURL: URL, to dstURL: URL) throws

    /// Copies the item at `srcPath`, with everything below it, to `dstPath`.
    ///
    /// - Throws: `CocoaError` if the source is missing or the destination exists.
    func copyItem(atPath srcPath: String, toPath dstPath: String) throws

    /// Moves the item at `srcURL` to `dstURL`.
    ///
    /// - Throws: `CocoaError` if the source is missing or the destination exists.
    func moveItem(at srcURL: URL, to dstURL: URL) throws

    /// Moves the item at `srcPath` to `dstPath`.
    ///
    /// - Throws: `CocoaError` if the source is missing or the destination exists.
    func moveItem(atPath srcPath: String, toPath dstPath: String) throws

    /// Removes the item at `url`, with everything below it.
    ///
    /// - Throws: `CocoaError` if the item is missing or cannot be removed.
    func removeItem(at url: URL) throws

    /// Removes the item at `path`, with everything below it.
    ///
    /// - Throws: `CocoaError` if the item is missing or cannot be removed.
    func removeItem(atPath path: String) throws

    /// Creates a hard link at `dstURL` to the item at `srcURL`.
    ///
    /// - Throws: `CocoaError` if the source is missing or the destination exists.
    func linkItem(at srcURL: URL, to dstURL: URL) throws

    /// Creates a hard link at `dstPath` to the item at `srcPath`.
    ///
    /// - Throws: `CocoaError` if the source is missing or the destination exists.
    func linkItem(atPath srcPath: String, toPath dstPath: String) throws

    /// Replaces the item at `originalItemURL` with the item at `newItemURL`.
    ///
    /// - Parameters:
    ///   - originalItemURL: The item to replace.
    ///   - newItemURL: The replacement, which is moved and no longer exists afterwards.
    ///   - backupItemName: If not `nil`, the name under which the original item is kept.
    ///   - options: Replacement options.
    /// - Returns: The URL of the replaced item.
    /// - Throws: `CocoaError` if an item is missing or cannot be moved.
    func replaceItemAt(
        _ originalItemURL: URL, withItemAt newItemURL: URL, backupItemName: String?,
        options: FileManager.ItemReplacementOptions
    ) throws -> URL?

    // MARK: Attributes

    /// Returns the attributes of the item at `path`, not following a final symbolic link.
    ///
    /// - Throws: `CocoaError` if the item is missing.
    func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any]

    /// Changes the given attributes of the item at `path`, such as `.posixPermissions` or
    /// `.modificationDate`.
    ///
    /// - Throws: `CocoaError` if the item is missing or an attribute cannot be set.
    func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String) throws

    /// Returns the attributes of the file system holding `path`, such as `.systemFreeSize`.
    ///
    /// - Throws: `CocoaError` if the item is missing.
    func attributesOfFileSystem(forPath path: String) throws -> [FileAttributeKey: Any]

    // MARK: Symbolic links

    /// Creates a symbolic link at `url` that points to `destURL`.
    ///
    /// - Throws: `CocoaError` if an item exists at `url` or its directory is missing.
    func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws

    /// Creates a symbolic link at `path` that points to `destPath`, which may be relative.
    ///
    /// - Throws: `CocoaError` if an item exists at `path` or its directory is missing.
    func createSymbolicLink(atPath path: String, withDestinationPath destPath: String) throws

    /// Returns the path the symbolic link at `path` points to, as it was written.
    ///
    /// - Throws: `CocoaError` if the item is missing or is not a symbolic link.
    func destinationOfSymbolicLink(atPath path: String) throws -> String

    // MARK: Locations

    /// The path that relative paths start from.
    var currentDirectoryPath: String { get }

    /// Makes `path` the current directory, and returns whether it succeeded.
    func changeCurrentDirectoryPath(_ path: String) -> Bool

    /// The directory for temporary files of the current user.
    var temporaryDirectory: URL { get }

    /// The current user's home directory, on every platform.
    ///
    /// `FileManager` answers `homeDirectoryForCurrentUser` where it exists, and
    /// `NSHomeDirectory()` on iOS, tvOS, watchOS and visionOS, where it is the app's container.
    var usersHomeDirectory: URL { get }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The current user's home directory; available where `FileManager` has it.
    var homeDirectoryForCurrentUser: URL { get }

    /// Returns the home directory of the user named `userName`, or `nil` if there is none.
    func homeDirectory(forUser userName: String) -> URL?
    #endif

    /// Returns the URLs of a standard directory, such as `.cachesDirectory`, in the given domains.
    func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
    ) -> [URL]

    /// Returns the URL of a standard directory, creating it if asked.
    ///
    /// - Parameters:
    ///   - directory: The directory, such as `.applicationSupportDirectory` or
    ///     `.itemReplacementDirectory`.
    ///   - domain: The domain, such as `.userDomainMask`.
    ///   - url: The item a `.itemReplacementDirectory` is for, or `nil`.
    ///   - shouldCreate: Whether to create the directory if it is missing.
    /// - Returns: The directory's URL.
    /// - Throws: `CocoaError` if there is no such directory or it cannot be created.
    func url(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?, create shouldCreate: Bool
    ) throws -> URL

    /// Returns the URLs of the mounted volumes, or `nil` if they cannot be listed.
    func mountedVolumeURLs(
        includingResourceValuesForKeys propertyKeys: [URLResourceKey]?,
        options: FileManager.VolumeEnumerationOptions
    ) -> [URL]?

    /// Returns the name of the item at `path` as a user should see it.
    func displayName(atPath path: String) -> String

    /// Returns the components of `path` as a user should see them, or `nil` on failure.
    func componentsToDisplay(forPath path: String) -> [String]?
}

extension FileManager: FileManageable {}

extension FileManageable {
    /// The current user's home directory: `homeDirectoryForCurrentUser` where it exists, else
    /// `NSHomeDirectory()`.
    public var usersHomeDirectory: URL {
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        homeDirectoryForCurrentUser
        #else
        URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        #endif
    }
}
