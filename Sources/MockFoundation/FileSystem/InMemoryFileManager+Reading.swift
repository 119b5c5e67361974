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

extension InMemoryFileManager {
    // MARK: Existence and kind

    /// Returns whether an item exists at `path`, following symbolic links.
    public func fileExists(atPath path: String) -> Bool {
        withTree { (try? $0.node(at: path, followFinalLink: true)) != nil }
    }

    /// Returns whether an item exists at `path`, following symbolic links, and writes whether
    /// it is a directory.
    public func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?)
        -> Bool
    {
        let node = withTree { try? $0.node(at: path, followFinalLink: true) }
        if let node, let isDirectory { isDirectory.pointee = ObjCBool(node.isDirectory) }
        return node != nil
    }

    /// Returns whether the process's user may read the item at `path`.
    public func isReadableFile(atPath path: String) -> Bool {
        isAccessible(path, .read)
    }

    /// Returns whether the process's user may write the item at `path`.
    public func isWritableFile(atPath path: String) -> Bool {
        isAccessible(path, .write)
    }

    /// Returns whether the process's user may execute, or search, the item at `path`.
    public func isExecutableFile(atPath path: String) -> Bool {
        isAccessible(path, .execute)
    }

    /// Returns whether the process's user may remove an entry from the directory holding
    /// `path`, which `FileManager` answers even if `path` itself is missing.
    public func isDeletableFile(atPath path: String) -> Bool {
        withTree { tree in
            let parent = tree.parentPath(of: path)
            guard let directory = try? tree.node(at: parent, followFinalLink: true),
                directory.isDirectory
            else { return false }
            return permits(directory, .write) && permits(directory, .execute)
        }
    }

    private func isAccessible(_ path: String, _ access: Access) -> Bool {
        withTree { tree in
            guard let node = try? tree.node(at: path, followFinalLink: true) else { return false }
            return permits(node, access)
        }
    }

    /// A kind of access to an item.
    enum Access: Int {
        case read = 4
        case write = 2
        case execute = 1
    }

    /// Whether the process's user has `access` to `node`, from its permissions and owners.
    func permits(_ node: FileNode, _ access: Access) -> Bool {
        if isSuperuser {
            return access != .execute || node.isDirectory || node.posixPermissions & 0o111 != 0
        }
        let shift =
            if node.ownerAccountID == Int(getuid()) {
                6
            } else if node.groupOwnerAccountID == Int(getgid()) {
                3
            } else {
                0
            }
        return (node.posixPermissions >> shift) & access.rawValue != 0
    }

    // MARK: Reading files

    /// Returns the contents of the file at `path`, following symbolic links, or `nil` if it is
    /// missing, not a file, or not readable.
    public func contents(atPath path: String) -> Data? {
        withTree { tree in
            guard let node = try? tree.node(at: path, followFinalLink: true),
                node.kind == .file, permits(node, .read)
            else { return nil }
            return node.contents
        }
    }

    /// Returns whether the items at `path1` and `path2` are equal: files with equal bytes,
    /// links with equal destinations, or directories with equal entries.
    public func contentsEqual(atPath path1: String, andPath path2: String) -> Bool {
        withTree { tree in
            guard let first = try? tree.node(at: path1, followFinalLink: false),
                let second = try? tree.node(at: path2, followFinalLink: false)
            else { return false }
            return Self.equalContents(first, second)
        }
    }

    private static func equalContents(_ first: FileNode, _ second: FileNode) -> Bool {
        if first === second { return true }
        guard first.kind == second.kind else { return false }
        switch first.kind {
        case .file:
            return first.contents == second.contents
        case .symbolicLink:
            return first.destination == second.destination
        case .directory:
            guard Set(first.children.keys) == Set(second.children.keys) else { return false }
            return first.children.allSatisfy { name, child in
                second.children[name].map { equalContents(child, $0) } ?? false
            }
        }
    }

    // MARK: Directories

    /// Returns the URLs of the items in the directory at `url`, with a trailing slash for
    /// directories.
    ///
    /// As `FileManager` on Linux does, a file or a symbolic link at `url` lists as empty.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` naming `url` if nothing is there.
    public func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions
    ) throws -> [URL] {
        try withTree { tree in
            let node: FileNode
            do throws(Errno) {
                node = try tree.node(at: url.path, followFinalLink: false)
            } catch {
                throw FileSystemError.error(error, url: url)
            }
            guard node.isDirectory else { return [] }
            return node.children.keys.sorted().compactMap { name in
                if mask.contains(.skipsHiddenFiles), name.hasPrefix(".") { return nil }
                let isDirectory = node.children[name]?.isDirectory ?? false
                return url.appendingPathComponent(name, isDirectory: isDirectory)
            }
        }
    }

    /// Returns the names of the items in the directory at `path`, following symbolic links.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if nothing is there, or
    ///   `CocoaError(.fileReadUnknown)` if it is not a directory.
    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        try withTree { tree in
            let node: FileNode
            do throws(Errno) {
                node = try tree.directory(at: path)
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: true, variant: "Folder", url: tree.fileURL(path))
            }
            return node.children.keys.sorted()
        }
    }

    /// Returns the paths of every item below the directory at `path`, without descending into
    /// symbolic links, not even one at `path` unless `path` ends with a slash.
    ///
    /// A file or a symbolic link at `path` has no items below it.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if nothing is there.
    public func subpathsOfDirectory(atPath path: String) throws -> [String] {
        try withTree { tree in
            let node: FileNode
            do throws(Errno) {
                node = try tree.node(at: path, followFinalLink: false)
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: true, url: tree.fileURL(path))
            }
            return Self.walk(node, options: []).map(\.relativePath)
        }
    }

    /// Returns the paths of every item below `path`, or `nil` if nothing is there.
    public func subpaths(atPath path: String) -> [String]? {
        try? subpathsOfDirectory(atPath: path)
    }

    /// Returns an enumerator of the relative paths of every item below `path`, taken as a
    /// snapshot; it yields nothing if `path` is missing, or is a file or a symbolic link, even
    /// with a trailing slash, which `FileManager` drops.
    public func enumerator(atPath path: String) -> FileManager.DirectoryEnumerator? {
        withTree { tree in
            guard let node = try? tree.node(at: tree.urlPath(path), followFinalLink: false) else {
                return InMemoryDirectoryEnumerator(entries: [], rootAttributes: nil)
            }
            let entries = Self.walk(node, options: []).map { item in
                InMemoryDirectoryEnumerator.Entry(
                    object: item.relativePath, relativePath: item.relativePath, level: item.level,
                    isDirectory: item.node.isDirectory, attributes: tree.attributes(of: item.node))
            }
            return InMemoryDirectoryEnumerator(
                entries: entries, rootAttributes: tree.attributes(of: node))
        }
    }

    /// Returns an enumerator of the URLs of every item below the directory at `url`, taken as a
    /// snapshot.
    ///
    /// If nothing is at `url`, the enumerator yields nothing and reports
    /// `CocoaError(.fileReadNoSuchFile)` to `handler` on its first use.
    public func enumerator(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions,
        errorHandler handler: ((URL, any Error) -> Bool)?
    ) -> FileManager.DirectoryEnumerator? {
        withTree { tree in
            let node: FileNode
            do throws(Errno) {
                node = try tree.node(at: url.path, followFinalLink: false)
            } catch {
                let pending = handler.map {
                    InMemoryDirectoryEnumerator.PendingError(
                        url: url, error: FileSystemError.error(error, url: url), handler: $0)
                }
                return InMemoryDirectoryEnumerator(
                    entries: [], rootAttributes: nil, pendingError: pending)
            }
            let entries = Self.walk(node, options: mask).map { item in
                InMemoryDirectoryEnumerator.Entry(
                    object: url.appendingPathComponent(
                        item.relativePath, isDirectory: item.node.isDirectory),
                    relativePath: item.relativePath, level: item.level,
                    isDirectory: item.node.isDirectory, attributes: tree.attributes(of: item.node))
            }
            return InMemoryDirectoryEnumerator(
                entries: entries, rootAttributes: tree.attributes(of: node))
        }
    }

    /// Every item below `directory`, depth first in name order, with its relative path and
    /// depth.
    private static func walk(
        _ directory: FileNode, options: FileManager.DirectoryEnumerationOptions
    ) -> [(relativePath: String, level: Int, node: FileNode)] {
        var items: [(relativePath: String, level: Int, node: FileNode)] = []
        func visit(_ node: FileNode, prefix: String, level: Int) {
            for name in node.children.keys.sorted() {
                guard let child = node.children[name] else { continue }
                if options.contains(.skipsHiddenFiles), name.hasPrefix(".") { continue }
                let path = prefix.isEmpty ? name : prefix + "/" + name
                items.append((path, level, child))
                if child.isDirectory, !options.contains(.skipsSubdirectoryDescendants) {
                    visit(child, prefix: path, level: level + 1)
                }
            }
        }
        if directory.isDirectory { visit(directory, prefix: "", level: 1) }
        return items
    }

    // MARK: Attributes

    /// Returns the attributes of the item at `path`, not following a final symbolic link:
    /// `.type`, `.size`, `.posixPermissions`, dates, owners, and numbers.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if nothing is there.
    public func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] {
        try withTree { tree in
            do throws(Errno) {
                return tree.attributes(of: try tree.node(at: path, followFinalLink: false))
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: true, url: tree.fileURL(path))
            }
        }
    }

    /// Returns the size and free space of this file system: `.systemSize`, `.systemFreeSize`,
    /// `.systemNodes`, `.systemFreeNodes` and `.systemNumber`.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if nothing is at `path`.
    public func attributesOfFileSystem(forPath path: String) throws -> [FileAttributeKey: Any] {
        try withTree { tree in
            do throws(Errno) {
                _ = try tree.node(at: path, followFinalLink: true)
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: true, url: tree.fileURL(path))
            }
            let capacity = 1 << 40
            let nodes = 1 << 32
            return [
                .systemSize: NSNumber(value: capacity),
                .systemFreeSize: NSNumber(value: max(0, capacity - tree.root.byteCount)),
                .systemNodes: NSNumber(value: nodes),
                .systemFreeNodes: NSNumber(value: max(0, nodes - tree.root.nodeCount)),
                .systemNumber: NSNumber(value: FileTree.systemNumber),
            ]
        }
    }

    // MARK: Symbolic links

    /// Returns the destination of the symbolic link at `path`, as it was written.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if nothing is there, or
    ///   `CocoaError(.fileReadUnknown)` if it is not a symbolic link.
    public func destinationOfSymbolicLink(atPath path: String) throws -> String {
        try withTree { tree in
            do throws(Errno) {
                return try tree.destinationOfLink(at: path)
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: true, url: tree.fileURL(path))
            }
        }
    }
}
