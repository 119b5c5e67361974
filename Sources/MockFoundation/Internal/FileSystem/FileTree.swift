import Foundation

/// The state of an ``InMemoryFileManager``: its tree of nodes, its current directory, the owner
/// and clock of new items, and their attributes.
///
/// Its extensions resolve paths and change the tree as the kernel's system calls do
/// (`FileTree+Lookup.swift`, `FileTree+SystemCalls.swift`), and create intermediate directories
/// as `FileManager` does (`FileTree+IntermediateDirectories.swift`); the file manager builds
/// `FileManager`'s operations from them.
///
/// Not thread-safe: the file manager only touches it while holding its lock.
final class FileTree {
    let root: FileNode
    /// The absolute path of the current directory, with every link resolved.
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

    /// `path` made absolute against the current directory, without resolving anything.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectoryPath + "/" + path
    }

    /// The path of `URL(fileURLWithPath: path)`, which `FileManager` passes to the system for
    /// some operations: absolute, and without trailing slashes.
    func urlPath(_ path: String) -> String {
        Self.trimmingTrailingSlashes(absolutePath(path))
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

    /// `path` without its last component, as `FileManager` computes it: without trailing
    /// slashes, before and after: `"/a"` for `"/a/b"`, `"/a/b/"` and `"/a//b"`, `"/"` for
    /// `"/a"`, and `""` for `"a"`.
    static func deletingLastPathComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

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
