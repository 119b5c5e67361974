import Foundation

extension FileTree {
    /// The system call that makes a new entry, which decides what `.`, `..`, a trailing slash
    /// and an entry already there make it fail with.
    enum Creation {
        /// `mkdir`: a trailing slash is fine.
        case makeDirectory
        /// `open` with `O_CREAT | O_EXCL`: a trailing slash fails with `EISDIR`, even on an
        /// existing entry.
        case openExclusive
        /// `symlink`, and `link` for the new name: a trailing slash on a missing name fails
        /// with `ENOENT`.
        case link
    }

    /// Puts `node` into the tree at `path`, as `creation` does.
    ///
    /// - Throws: The errors of ``locate(_:)``; `EEXIST` if the last component is `.`, `..` or
    ///   the root, or an entry, even a dangling link, is there; and as `creation` says for a
    ///   trailing slash.
    func place(_ node: FileNode, at path: String, by creation: Creation) throws(Errno) {
        let location = try locate(path)
        guard let name = location.name else { throw .fileExists }
        if creation == .openExclusive, location.hasTrailingSlash { throw .isDirectory }
        guard location.entry == nil else { throw .fileExists }
        if creation == .link, location.hasTrailingSlash { throw .noSuchFile }
        insert(node, named: name, into: location.directory)
    }

    /// Creates an empty directory at `path`, as `mkdir` does.
    ///
    /// - Throws: The errors of ``place(_:at:by:)``.
    @discardableResult
    func createDirectory(at path: String) throws(Errno) -> FileNode {
        let directory = makeDirectory()
        try place(directory, at: path, by: .makeDirectory)
        return directory
    }

    /// Creates a file holding `contents` at `path`, as `open` with `O_CREAT | O_EXCL` does.
    ///
    /// - Throws: The errors of ``place(_:at:by:)``.
    @discardableResult
    func createFile(at path: String, contents: Data) throws(Errno) -> FileNode {
        let file = makeFile(contents)
        try place(file, at: path, by: .openExclusive)
        return file
    }

    /// Creates a symbolic link to `destination` at `path`, as `symlink` does.
    ///
    /// - Throws: `ENOENT` for an empty destination, or the errors of ``place(_:at:by:)``.
    func createSymbolicLink(at path: String, to destination: String) throws(Errno) {
        guard !destination.isEmpty else { throw .noSuchFile }
        try place(makeSymbolicLink(to: destination), at: path, by: .link)
    }

    /// Removes the entry at `path` that is not a directory, as `unlink` does; a link goes, not
    /// its destination.
    ///
    /// - Throws: The errors of ``locate(_:)``; `ENOENT` if nothing is there; `EISDIR` for a
    ///   directory, `.` or `..`; `ENOTDIR` for another entry named with a trailing slash.
    func removeEntry(at path: String) throws(Errno) {
        let location = try locate(path)
        guard let name = location.name else { throw .isDirectory }
        guard let entry = location.entry else { throw .noSuchFile }
        if entry.isDirectory { throw .isDirectory }
        if location.hasTrailingSlash { throw .notDirectory }
        detach(named: name, from: location.directory)
        entry.unlink()
    }

    /// Removes the empty directory at `path`, as `rmdir` does; a link to a directory is not
    /// followed.
    ///
    /// - Throws: The errors of ``locate(_:)``; `ENOENT` if nothing is there; `ENOTDIR` if it is
    ///   not a directory; `ENOTEMPTY` if it holds entries or is `..`; `EINVAL` for `.`; `EBUSY`
    ///   for the root.
    func removeDirectory(at path: String) throws(Errno) {
        let location = try locate(path)
        switch location.last {
        case .parent: throw .notEmpty
        case .current: throw .invalidArgument
        case .root: throw .busy
        case .name(let name):
            guard let entry = location.entry else { throw .noSuchFile }
            guard entry.isDirectory else { throw .notDirectory }
            guard entry.children.isEmpty else { throw .notEmpty }
            detach(named: name, from: location.directory)
        }
    }

    /// Moves the entry at `source` to `destination`, replacing what is there, as `rename` does.
    ///
    /// - Throws: The errors of ``locate(_:)`` for either path; `EBUSY` if either ends with `.`,
    ///   `..` or is the root; `ENOENT` if nothing is at `source`; `ENOTDIR` if an item that is
    ///   not a directory is named with a trailing slash; `EINVAL` if a directory would move
    ///   into itself; `ENOTEMPTY` if the destination holds the source; and the errors of
    ///   replacing what is at the destination.
    func rename(_ source: String, to destination: String) throws(Errno) {
        let from = try locate(source)
        let to = try locate(destination)
        guard let oldName = from.name, let newName = to.name else { throw .busy }
        guard let moving = from.entry else { throw .noSuchFile }
        let replaced = to.entry
        if !moving.isDirectory, from.hasTrailingSlash || to.hasTrailingSlash {
            throw .notDirectory
        }
        let ancestor = Self.entryOnTheWay(from.directories, to.directories)
        if moving === ancestor { throw .invalidArgument }
        if let replaced, replaced === ancestor { throw .notEmpty }
        if moving === replaced { return }
        if let replaced {
            if let error = Self.replacementError(moving: moving, replacing: replaced) {
                throw error
            }
            replaced.unlink()
        }
        detach(named: oldName, from: from.directory)
        insert(moving, named: newName, into: to.directory)
    }

    /// Why `rename` cannot put `moving` in place of `replaced`: a directory only replaces an
    /// empty directory, and anything else only what is not a directory.
    private static func replacementError(moving: FileNode, replacing replaced: FileNode) -> Errno? {
        switch (moving.isDirectory, replaced.isDirectory) {
        case (true, false): .notDirectory
        case (false, true): .isDirectory
        case (true, true): replaced.children.isEmpty ? nil : .notEmpty
        case (false, false): nil
        }
    }

    /// If one of two directories holds the other, at any depth, the entry of the outer one on
    /// the way to the inner one, as the kernel finds it to refuse moving a directory into
    /// itself.
    private static func entryOnTheWay(_ first: Chain, _ second: Chain) -> FileNode? {
        let shorter = min(first.count, second.count)
        guard first.count != second.count,
            zip(first, second).allSatisfy({ $0.node === $1.node })
        else { return nil }
        return first.count < second.count ? second[shorter].node : first[shorter].node
    }

    /// The destination of the symbolic link at `path`, as `readlink` returns it.
    ///
    /// - Throws: The errors of ``resolve(_:followingFinalLink:)``, or `EINVAL` if it is not a
    ///   link.
    func destinationOfLink(at path: String) throws(Errno) -> String {
        let node = try node(at: path, followFinalLink: false)
        guard node.kind == .symbolicLink else { throw .invalidArgument }
        return node.destination
    }

    /// The directory at `path`, following links, as `opendir` opens it.
    ///
    /// - Throws: The errors of ``resolve(_:followingFinalLink:)``, or `ENOTDIR` if it is not a
    ///   directory.
    func directory(at path: String) throws(Errno) -> FileNode {
        let node = try node(at: path, followFinalLink: true)
        guard node.isDirectory else { throw .notDirectory }
        return node
    }
}
