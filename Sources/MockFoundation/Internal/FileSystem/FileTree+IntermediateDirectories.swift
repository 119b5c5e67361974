import Foundation

extension FileTree {
    /// Why ``createDirectories(_:attributes:)`` failed, and for which directory.
    struct DirectoryCreationFailure: Error {
        let errno: Errno
        let path: String
    }

    /// Creates every missing directory of `path`, as `FileManager` does with intermediate
    /// directories, giving each new directory `attributes`.
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
                if (try? node(at: current, followFinalLink: true)) != nil {
                    throw DirectoryCreationFailure(
                        errno: isLast ? .fileExists : .notDirectory, path: current)
                }
                current = Self.deletingLastPathComponent(current)
                isLast = false
            }
            throw error
        }
        #else
        try createDirectory(path, isLeaf: true, attributes: attributes)
        #endif
    }

    /// Creates `path` after its missing parents, as `FileManager` on Linux does: an existing
    /// directory, or a link to one, is kept; the parents are the paths `FileManager` finds by
    /// deleting the last component.
    private func createDirectory(
        _ path: String, isLeaf: Bool, attributes: [FileAttributeKey: Any]?
    ) throws(DirectoryCreationFailure) {
        if let existing = try? node(at: path, followFinalLink: true) {
            if !existing.isDirectory && isLeaf {
                throw DirectoryCreationFailure(errno: .fileExists, path: path)
            }
            return
        }
        let parent = Self.deletingLastPathComponent(path)
        if !parent.isEmpty {
            try createDirectory(parent, isLeaf: false, attributes: attributes)
        }
        do throws(Errno) {
            let directory = try createDirectory(at: path)
            if let attributes { apply(attributes, to: directory) }
        } catch {
            if error == .fileExists, isDirectory(path) { return }
            throw DirectoryCreationFailure(errno: error, path: path)
        }
    }
}
