import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A complete file system in memory, with the answers and errors of `FileManager`, so that tests
/// never touch the disk.
///
/// It holds files, directories, hard and symbolic links, their attributes, a current directory,
/// and home and temporary directories. Every method answers as `FileManager` does on the same
/// platform, including the `CocoaError` codes and user-info keys it throws, so code under test
/// handles both alike:
///
/// ```swift
/// let files = InMemoryFileManager()
/// try files.createDirectory(atPath: "/tmp/cache", withIntermediateDirectories: true)
/// #expect(files.createFile(atPath: "/tmp/cache/a.json", contents: Data("{}".utf8)))
/// #expect(try files.contentsOfDirectory(atPath: "/tmp/cache") == ["a.json"])
/// ```
///
/// Put it behind a ``MockFileManager`` to record and stub every call as well:
///
/// ```swift
/// let files = MockFileManager(backing: InMemoryFileManager())
/// ```
///
/// It is safe to call from any thread or task: all of its state sits behind one lock.
///
/// > Note: Permissions are stored and reported, and `isReadableFile(atPath:)` and its siblings
/// > answer from them as the process's user would, but other operations do not enforce them.
public final class InMemoryFileManager: FileManageable, @unchecked Sendable {
    // NB: every mutable part lives in `tree`, which is only touched inside `withTree`, while
    // holding `lock`. The other stored properties are immutable.
    private let lock = NSLock()
    private let tree: FileTree
    private let home: String
    private let temporary: String
    private let userName: String
    /// Whether permission checks pass as they do for `root`.
    let isSuperuser: Bool

    /// Creates a file system holding the root, home and temporary directories, and `files`.
    ///
    /// ```swift
    /// let files = InMemoryFileManager(files: [
    ///     "/home/user/notes.txt": Data("Buy milk".utf8)
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - homeDirectory: The absolute path of the current user's home directory.
    ///   - temporaryDirectory: The absolute path of the temporary directory.
    ///   - currentDirectory: The absolute path of the current directory; by default the home
    ///     directory.
    ///   - userName: The current user's name, which `homeDirectory(forUser:)` knows.
    ///   - files: Files to create, by path, with their missing directories.
    ///   - now: The clock that dates new and modified items.
    public init(
        homeDirectory: String = "/home/user",
        temporaryDirectory: String = "/tmp",
        currentDirectory: String? = nil,
        userName: String = "user",
        files: [String: Data] = [:],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let owner = FileOwner(
            userID: Int(getuid()), groupID: Int(getgid()), userName: userName, groupName: nil)
        tree = FileTree(owner: owner, now: now)
        home = FileTree.trimmingTrailingSlashes(homeDirectory)
        temporary = FileTree.trimmingTrailingSlashes(temporaryDirectory)
        self.userName = userName
        isSuperuser = geteuid() == 0
        let start = currentDirectory ?? home
        for path in [home, temporary, start] {
            try? tree.createDirectories(path, attributes: nil)
        }
        if case .found(let node, _, _, let resolved) = tree.lookup(start, followFinalLink: true),
            node.isDirectory
        {
            tree.currentDirectoryPath = resolved
        }
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            try? tree.createDirectories(tree.parentPath(of: path), attributes: nil)
            _ = createFile(atPath: path, contents: contents, attributes: nil)
        }
    }

    /// The permissions new files and directories lack, `0o022` unless a test sets it to match
    /// the process's `umask`.
    var creationMask: Int {
        get { withTree { $0.creationMask } }
        set { withTree { $0.creationMask = newValue } }
    }

    /// Runs `body` with exclusive access to the file system.
    func withTree<Result>(_ body: (FileTree) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(tree) }
    }

    // MARK: Locations

    /// The path relative paths start from; it starts as the home directory.
    public var currentDirectoryPath: String {
        withTree { $0.currentDirectoryPath }
    }

    /// Makes the directory at `path` the current directory.
    ///
    /// - Returns: `false` if `path` is not a directory.
    public func changeCurrentDirectoryPath(_ path: String) -> Bool {
        withTree { tree in
            guard
                case .found(let node, _, _, let resolved) = tree.lookup(path, followFinalLink: true),
                node.isDirectory
            else { return false }
            tree.currentDirectoryPath = resolved
            return true
        }
    }

    /// The temporary directory given to ``init(homeDirectory:temporaryDirectory:currentDirectory:userName:files:now:)``.
    public var temporaryDirectory: URL {
        URL(fileURLWithPath: temporary, isDirectory: true)
    }

    /// The home directory given to ``init(homeDirectory:temporaryDirectory:currentDirectory:userName:files:now:)``.
    public var usersHomeDirectory: URL {
        URL(fileURLWithPath: home, isDirectory: true)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The home directory given to ``init(homeDirectory:temporaryDirectory:currentDirectory:userName:files:now:)``.
    public var homeDirectoryForCurrentUser: URL { usersHomeDirectory }

    /// Returns the home directory if `userName` is the current user's name, else `nil`.
    public func homeDirectory(forUser userName: String) -> URL? {
        userName == self.userName ? usersHomeDirectory : nil
    }
    #endif

    /// Returns the standard directories of the user domain inside the home directory, laid out
    /// as `FileManager` lays them out on this platform.
    public func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
    ) -> [URL] {
        StandardDirectories(home: usersHomeDirectory).urls(for: directory, in: domainMask)
    }

    /// Returns the URL of a standard directory, creating it if asked.
    ///
    /// A `.itemReplacementDirectory` is a new directory inside the temporary directory.
    ///
    /// - Throws: `CocoaError(.fileReadUnknown)` if the directory has no place in this file system,
    ///   or the error of creating it.
    public func url(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?, create shouldCreate: Bool
    ) throws -> URL {
        if directory == .itemReplacementDirectory {
            return try makeItemReplacementDirectory()
        }
        guard let found = urls(for: directory, in: domain).first else {
            throw CocoaError(.fileReadUnknown)
        }
        if shouldCreate {
            try withTree { try Self.createDirectories(found.path, attributes: nil, in: $0) }
        }
        return found
    }

    private func makeItemReplacementDirectory() throws -> URL {
        let parent = temporary + "/TemporaryItems"
        let name = "(A Document Being Saved By \(ProcessInfo.processInfo.processName)"
        return try withTree { tree in
            var path = parent + "/" + name + ")"
            var number = 1
            while case .found = tree.lookup(path, followFinalLink: false) {
                number += 1
                path = parent + "/" + name + " \(number))"
            }
            try Self.createDirectories(path, attributes: nil, in: tree)
            return URL(fileURLWithPath: path, isDirectory: true)
        }
    }

    /// Returns the root directory, the one volume of this file system.
    public func mountedVolumeURLs(
        includingResourceValuesForKeys propertyKeys: [URLResourceKey]?,
        options: FileManager.VolumeEnumerationOptions
    ) -> [URL]? {
        [URL(fileURLWithPath: "/", isDirectory: true)]
    }

    /// Returns the last component of `path`.
    public func displayName(atPath path: String) -> String {
        if let name = path.split(separator: "/").last { return String(name) }
        return path.hasPrefix("/") ? "/" : path
    }

    /// Returns the components of `path`, made absolute against the current directory.
    public func componentsToDisplay(forPath path: String) -> [String]? {
        let absolute = withTree { $0.absolutePath(path) }
        return URL(fileURLWithPath: absolute, isDirectory: false).pathComponents
    }
}
