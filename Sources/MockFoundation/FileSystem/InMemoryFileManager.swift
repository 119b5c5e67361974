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
    let home: String
    let temporary: String
    let userName: String
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
    ///   - files: Files to create, by path, with their missing directories; a file whose
    ///     directory cannot be made is left out.
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
        if let resolved = try? tree.resolve(start, followingFinalLink: true),
            resolved.node.isDirectory
        {
            tree.currentDirectoryPath = resolved.path
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
}
