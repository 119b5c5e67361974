import Foundation

/// The state of an ``InMemoryFileManager``: its tree of nodes, its current directory, and how it
/// resolves paths the way the kernel does.
///
/// Not thread-safe: the file manager only touches it while holding its lock.
final class FileTree {
    /// Where a path leads.
    enum Lookup {
        /// An item exists: its node, the directory holding it, its name there, and its resolved
        /// absolute path.
        case found(FileNode, parent: FileNode, name: String, path: String)
        /// The directory exists but holds no item with the final name.
        case missing(parent: FileNode, name: String, parentPath: String)
        /// The path cannot be walked, for example because a directory on the way is missing.
        case failed(Errno)
    }

    /// How many symbolic links one lookup follows before giving up, as `MAXSYMLINKS`.
    static let maximumLinkDepth = 32

    let root: FileNode
    var currentDirectoryPath: String
    /// The permissions new files and directories lack, as the process's `umask`.
    var creationMask = 0o022
    var owner: FileOwner
    let now: @Sendable () -> Date
    private var lastFileNumber = 1

    init(owner: FileOwner, now: @escaping @Sendable () -> Date) {
        self.owner = owner
        self.now = now
        root = .directory(owner: owner, permissions: 0o755, date: now(), fileNumber: 1)
        currentDirectoryPath = "/"
    }

    /// A new inode number.
    func nextFileNumber() -> Int {
        lastFileNumber += 1
        return lastFileNumber
    }

    // MARK: Paths

    /// `path` made absolute against the current directory, without resolving anything.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectoryPath + "/" + path
    }

    /// The URL a `FileManager` error names for `path`: relative paths are relative to the
    /// current directory, and directories of this tree end with a slash.
    func fileURL(_ path: String) -> URL {
        let isDirectory = isDirectory(path)
        if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: isDirectory) }
        return URL(
            fileURLWithPath: path, isDirectory: isDirectory,
            relativeTo: URL(fileURLWithPath: currentDirectoryPath, isDirectory: true))
    }

    /// `path` without `.`/`..` components and repeated slashes, resolved lexically against the
    /// current directory.
    func standardizedPath(_ path: String) -> String {
        var names: [Substring] = []
        for name in absolutePath(path).split(separator: "/") {
            switch name {
            case ".": continue
            case "..": _ = names.popLast()
            default: names.append(name)
            }
        }
        return "/" + names.joined(separator: "/")
    }

    /// `path` without trailing slashes, except for the root.
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The path of the directory holding `path`, lexically.
    func parentPath(of path: String) -> String {
        var names = standardizedPath(path).split(separator: "/")
        _ = names.popLast()
        return "/" + names.joined(separator: "/")
    }

    // MARK: Lookup

    /// Walks `path` from the root or the current directory, following every symbolic link on
    /// the way and, if `followFinalLink`, the one it ends at.
    ///
    /// A path ending with `/` always follows its final link and must name a directory.
    func lookup(_ path: String, followFinalLink: Bool) -> Lookup {
        guard !path.isEmpty else { return .failed(.noSuchFile) }
        let endsWithSlash = path.count > 1 && path.hasSuffix("/")
        let follow = followFinalLink || endsWithSlash
        var chain: [(node: FileNode, name: String)] = [(root, "")]
        var pending = components(of: absolutePath(path))
        var linksFollowed = 0
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == "." { continue }
            if name == ".." {
                if chain.count > 1 { chain.removeLast() }
                continue
            }
            let directory = chain[chain.count - 1].node
            guard directory.isDirectory else { return .failed(.notDirectory) }
            let isFinal = pending.allSatisfy { $0 == "." }
            guard let child = directory.children[name] else {
                guard isFinal else { return .failed(.noSuchFile) }
                return .missing(
                    parent: directory, name: name, parentPath: joined(chain.map(\.name)))
            }
            if child.kind == .symbolicLink, !isFinal || follow {
                linksFollowed += 1
                guard linksFollowed <= Self.maximumLinkDepth else {
                    return .failed(.tooManyLinks)
                }
                if child.destination.hasPrefix("/") { chain = [(root, "")] }
                pending = components(of: child.destination) + pending
                continue
            }
            chain.append((child, name))
        }
        let (node, name) = chain[chain.count - 1]
        if endsWithSlash, !node.isDirectory { return .failed(.notDirectory) }
        let parent = chain.count > 1 ? chain[chain.count - 2].node : root
        return .found(node, parent: parent, name: name, path: joined(chain.map(\.name)))
    }

    /// The item at `path`.
    ///
    /// - Throws: ``Errno`` if there is none.
    func node(at path: String, followFinalLink: Bool) throws(Errno) -> FileNode {
        switch lookup(path, followFinalLink: followFinalLink) {
        case .found(let node, _, _, _): return node
        case .missing: throw .noSuchFile
        case .failed(let errno): throw errno
        }
    }

    /// The directory and name where a new item at `path` goes.
    ///
    /// - Throws: ``Errno/fileExists`` if an item, even a dangling link, is there already, or the
    ///   error of walking the path.
    func placeForNewItem(at path: String) throws(Errno) -> (parent: FileNode, name: String) {
        switch lookup(path, followFinalLink: false) {
        case .found: throw .fileExists
        case .missing(let parent, let name, _): return (parent, name)
        case .failed(let errno): throw errno
        }
    }

    /// Whether `path` leads to a directory, following links.
    func isDirectory(_ path: String) -> Bool {
        (try? node(at: path, followFinalLink: true))?.isDirectory ?? false
    }

    private func components(of path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    private func joined(_ names: [String]) -> String {
        "/" + names.dropFirst().joined(separator: "/")
    }

    // MARK: Building

    /// A new file owned by the current user, readable and writable by all but ``creationMask``.
    func makeFile(_ contents: Data) -> FileNode {
        .file(
            contents, owner: owner, permissions: 0o666 & ~creationMask, date: now(),
            fileNumber: nextFileNumber())
    }

    /// A new directory owned by the current user, open to all but ``creationMask``.
    func makeDirectory() -> FileNode {
        .directory(
            owner: owner, permissions: 0o777 & ~creationMask, date: now(),
            fileNumber: nextFileNumber())
    }

    /// A new symbolic link owned by the current user.
    func makeSymbolicLink(to destination: String) -> FileNode {
        .symbolicLink(to: destination, owner: owner, date: now(), fileNumber: nextFileNumber())
    }

    /// Puts `node` into `directory` under `name`, and marks the directory modified.
    func insert(_ node: FileNode, named name: String, into directory: FileNode) {
        directory.children[name] = node
        directory.modificationDate = now()
    }

    /// Takes the entry `name` out of `directory`, and marks the directory modified.
    func detach(named name: String, from directory: FileNode) {
        directory.children[name] = nil
        directory.modificationDate = now()
    }

    /// Creates every missing directory of `path`, as `FileManager` does with intermediate
    /// directories.
    ///
    /// - Throws: ``DirectoryCreationFailure``, naming the path `FileManager` names: on Linux
    ///   the directory that could not be made, on Apple platforms the item in the way.
    func createDirectories(_ path: String, attributes: [FileAttributeKey: Any]?)
        throws(DirectoryCreationFailure)
    {
        guard !path.isEmpty else { throw DirectoryCreationFailure(errno: .noSuchFile, path: path) }
        #if canImport(Darwin)
        do throws(DirectoryCreationFailure) {
            try createDirectory(path, isLeaf: true, attributes: attributes)
        } catch {
            guard error.errno == .notDirectory else { throw error }
            var current = path
            var isLast = true
            while current.count > 1 {
                if case .found = lookup(current, followFinalLink: true) {
                    throw DirectoryCreationFailure(
                        errno: isLast ? .fileExists : .notDirectory, path: current)
                }
                current = Self.deletingLastComponent(current)
                isLast = false
            }
            throw error
        }
        #else
        try createDirectory(path, isLeaf: true, attributes: attributes)
        #endif
    }

    /// Creates `path` after its missing parents, as `FileManager` on Linux does.
    private func createDirectory(
        _ path: String, isLeaf: Bool, attributes: [FileAttributeKey: Any]?
    ) throws(DirectoryCreationFailure) {
        if case .found(let node, _, _, _) = lookup(path, followFinalLink: true) {
            if !node.isDirectory && isLeaf {
                throw DirectoryCreationFailure(errno: .fileExists, path: path)
            }
            return
        }
        let parent = Self.deletingLastComponent(path)
        if !parent.isEmpty {
            try createDirectory(parent, isLeaf: false, attributes: attributes)
        }
        switch lookup(path, followFinalLink: false) {
        case .found:
            throw DirectoryCreationFailure(errno: .fileExists, path: path)
        case .missing(let parent, let name, _):
            let directory = makeDirectory()
            if let attributes { apply(attributes, to: directory) }
            insert(directory, named: name, into: parent)
        case .failed(let errno):
            throw DirectoryCreationFailure(errno: errno, path: path)
        }
    }

    /// `path` without its last component: `"/a"` for `"/a/b/"`, `"/"` for `"/a"`, and `""`
    /// for `"a"`.
    static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// Why ``createDirectories(_:attributes:)`` failed, and for which directory.
    struct DirectoryCreationFailure: Error {
        let errno: Errno
        let path: String
    }

    // MARK: Attributes

    /// Sets the attributes `FileManager` can set: permissions, dates, and owners.
    ///
    /// Values of the wrong type are ignored, as `FileManager` on Linux ignores them.
    func apply(_ attributes: [FileAttributeKey: Any], to node: FileNode) {
        for (key, value) in attributes {
            switch key {
            case .posixPermissions:
                if let number = integer(value) { node.posixPermissions = number & 0o7777 }
            case .modificationDate:
                if let date = value as? Date { node.modificationDate = date }
            case .creationDate:
                #if canImport(Darwin)
                if let date = value as? Date { node.creationDate = date }
                #endif
            case .ownerAccountID:
                if let number = integer(value) { node.ownerAccountID = number }
            case .groupOwnerAccountID:
                if let number = integer(value) { node.groupOwnerAccountID = number }
            case .ownerAccountName:
                if let name = value as? String { node.ownerAccountName = name }
            case .groupOwnerAccountName:
                if let name = value as? String { node.groupOwnerAccountName = name }
            default:
                continue
            }
        }
    }

    /// The attributes `attributesOfItem(atPath:)` returns for `node`.
    func attributes(of node: FileNode) -> [FileAttributeKey: Any] {
        let type: FileAttributeType =
            switch node.kind {
            case .file: .typeRegular
            case .directory: .typeDirectory
            case .symbolicLink: .typeSymbolicLink
            }
        var attributes: [FileAttributeKey: Any] = [
            .type: type,
            .size: NSNumber(value: UInt64(node.size)),
            .posixPermissions: NSNumber(value: node.posixPermissions),
            .referenceCount: NSNumber(value: node.referenceCount),
            .systemNumber: NSNumber(value: Self.systemNumber),
            .systemFileNumber: NSNumber(value: node.fileNumber),
            .creationDate: node.creationDate,
            .modificationDate: node.modificationDate,
            .ownerAccountID: NSNumber(value: node.ownerAccountID),
            .groupOwnerAccountID: NSNumber(value: node.groupOwnerAccountID),
        ]
        if let name = node.ownerAccountName { attributes[.ownerAccountName] = name }
        if let name = node.groupOwnerAccountName { attributes[.groupOwnerAccountName] = name }
        return attributes
    }

    /// The device number every item of an in-memory file system reports.
    static let systemNumber = 0x4D4F_434B

    private func integer(_ value: Any) -> Int? {
        switch value {
        case let number as any BinaryInteger: Int(truncatingIfNeeded: number)
        case let number as NSNumber: number.intValue
        default: nil
        }
    }
}
