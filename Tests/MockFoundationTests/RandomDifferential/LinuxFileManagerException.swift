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

    /// The reason, in one line.
    var reason: String {
        switch self {
        case .copyIntoItsOwnSubtree:
            "copyItem and linkItem of a directory into its own subtree recurse on Linux until the "
                + "path is too long"
        }
    }

    /// The exception that excuses `operation` in the tree at `root` as it is now, if any.
    static func excusing(_ operation: FileOperation, root: String) -> LinuxFileManagerException? {
        switch operation {
        case .copyItem(let source, let destination), .linkItem(let source, let destination):
            if copiesIntoItself(source.absolute(in: root), destination.absolute(in: root)) {
                return .copyIntoItsOwnSubtree
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether `source` is a directory, or a link to one, and `destination`'s directory lies
    /// inside it.
    private static func copiesIntoItself(_ source: String, _ destination: String) -> Bool {
        guard let parent = resolved(parentPath(of: destination)) else { return false }
        let sources = [
            resolved(source),
            resolved(parentPath(of: source)).map {
                $0 + "/" + lastName(of: source)
            },
        ].compactMap { $0 }
        return sources.contains { directory in
            isDirectory(directory)
                && (parent == directory || parent.hasPrefix(directory + "/"))
        }
    }

    private static func trimmed(_ path: String) -> Substring {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path
    }

    private static func parentPath(of path: String) -> String {
        let path = trimmed(path)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func lastName(of path: String) -> String {
        String(trimmed(path).split(separator: "/").last ?? "")
    }

    /// `path` with every symbolic link and `.` or `..` resolved, if it exists.
    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
