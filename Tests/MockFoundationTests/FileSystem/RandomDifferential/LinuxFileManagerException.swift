import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A case where `FileManager` on Linux is wrong and ``InMemoryFileManager`` follows Apple's
/// documented behavior instead, so the randomized differential test leaves the step out.
///
/// Each is decided from the disk before the step runs, so a sequence runs the same way every
/// time. The list is short on purpose, and the article "Testing with an In-Memory File System"
/// lists the same cases.
enum LinuxFileManagerException: String, CaseIterable, Sendable {
    /// Copying or linking a directory into itself or below itself: Linux copies the copy again
    /// and again, until the path is too long.
    case copyIntoItsOwnSubtree

    /// Copying or linking a directory named with a trailing slash: Linux names the copies of its
    /// items without the slash between the destination and their names (`d/` to `e` makes
    /// `ex` of `d/x`), and fails with `ENOTDIR` after copying a link to an empty directory.
    case directorySourceWithTrailingSlash

    /// Copying or linking a directory onto an existing item or below a missing directory: Linux
    /// merges it into an existing directory and creates missing directories, where Apple
    /// documents that an item at the destination stops the copy, as it does for a file.
    case directoryCopyMergesOrCreatesParents

    /// Removing a directory through a path that runs through one of its own items
    /// (`removeItem(atPath: "d/x/..")`): what Linux removes depends on the order of the
    /// directory's entries on disk.
    case removalThroughItsOwnItem

    /// The reason, in one line.
    var reason: String {
        switch self {
        case .copyIntoItsOwnSubtree:
            "copyItem and linkItem of a directory into its own subtree recurse on Linux until the "
                + "path is too long"
        case .directorySourceWithTrailingSlash:
            "copyItem and linkItem of a directory named with a trailing slash mangle the names "
                + "of its items, or fail for a link to an empty one, on Linux"
        case .directoryCopyMergesOrCreatesParents:
            "copyItem and linkItem of a directory merge into an existing directory and create "
                + "missing parents on Linux; Apple documents that an existing item stops them"
        case .removalThroughItsOwnItem:
            "removeItem of a directory through a path that runs through one of its items "
                + "depends on the order of directory entries on Linux"
        }
    }

    /// The exception that excuses `operation` in the tree at `root` as it is now, if any.
    static func excusing(_ operation: FileOperation, root: String) -> LinuxFileManagerException? {
        switch operation {
        case .copyItem(let source, let destination), .linkItem(let source, let destination):
            return excusingDuplicate(source.absolute(in: root), destination.absolute(in: root))
        case .removeItem(let path):
            return removesThroughItsOwnItem(path.absolute(in: root))
                ? .removalThroughItsOwnItem : nil
        default:
            return nil
        }
    }

    private static func excusingDuplicate(_ source: String, _ destination: String)
        -> LinuxFileManagerException?
    {
        guard isDirectoryItself(source), let directory = resolved(source) else { return nil }
        let parent = resolved(parentPath(of: destination))
        if let parent, parent == directory || parent.hasPrefix(directory + "/") {
            return .copyIntoItsOwnSubtree
        }
        if source.hasSuffix("/") {
            return .directorySourceWithTrailingSlash
        }
        if exists(destination) || !(parent.map(isDirectory) ?? false) {
            return .directoryCopyMergesOrCreatesParents
        }
        return nil
    }

    /// Whether `path` leads to a directory that holds an item one of the directories on the way
    /// leads to.
    private static func removesThroughItsOwnItem(_ path: String) -> Bool {
        guard isDirectoryItself(path), let directory = resolved(path) else { return false }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return (1..<components.count).contains { count in
            let prefix = components.prefix(count).joined(separator: "/")
            return resolved(prefix.isEmpty ? "/" : prefix)?.hasPrefix(directory + "/") ?? false
        }
    }

    /// `path` without its last name, as the kernel finds the directory of a new item.
    private static func parentPath(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with every symbolic link and `.` or `..` resolved, if it exists.
    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `lstat` finds a directory at `path`: a link only counts with a trailing slash.
    private static func isDirectoryItself(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
