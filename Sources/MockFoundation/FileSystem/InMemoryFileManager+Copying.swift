import Foundation

extension InMemoryFileManager {
    /// Copies the item at `srcURL`, with everything below it, to `dstURL`.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if the source is missing,
    ///   `CocoaError(.fileWriteFileExists)` if the destination exists.
    public func copyItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItem(atPath: srcURL.path, toPath: dstURL.path)
    }

    /// Copies the item at `srcPath`, with everything below it, to `dstPath`; symbolic links
    /// are copied as links, and a final link at `srcPath` is not followed.
    ///
    /// > Note: As Apple documents, a directory is copied only if nothing is at `dstPath` and
    /// > its directory exists. `FileManager` on Linux merges it into an existing directory and
    /// > creates missing directories instead; it also copies a directory into its own subtree
    /// > until the path is too long, where this copies the directory as it was.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if the source is missing,
    ///   `CocoaError(.fileWriteFileExists)` if the destination exists.
    public func copyItem(atPath srcPath: String, toPath dstPath: String) throws {
        try duplicate(from: srcPath, to: dstPath, variant: "Copy") { node, tree in
            node.copy(date: tree.now(), nextFileNumber: tree.nextFileNumber)
        }
    }

    /// Creates a hard link at `dstURL` to the item at `srcURL`.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if the source is missing,
    ///   `CocoaError(.fileWriteFileExists)` if the destination exists.
    public func linkItem(at srcURL: URL, to dstURL: URL) throws {
        try linkItem(atPath: srcURL.path, toPath: dstURL.path)
    }

    /// Creates a hard link at `dstPath` to the item at `srcPath`; as `FileManager` does, a
    /// directory is recreated with hard links to its files and copies of its symbolic links,
    /// and a symbolic link is copied.
    ///
    /// > Note: A directory is linked only if nothing is at `dstPath` and its directory exists,
    /// > as ``copyItem(atPath:toPath:)`` copies one.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if the source is missing,
    ///   `CocoaError(.fileWriteFileExists)` if the destination exists.
    public func linkItem(atPath srcPath: String, toPath dstPath: String) throws {
        try duplicate(from: srcPath, to: dstPath, variant: "Link") { node, tree in
            node.linkedCopy(date: tree.now(), nextFileNumber: tree.nextFileNumber)
        }
    }

    /// Puts a duplicate of the item at `source`, which `lstat` finds, at `destination`: the
    /// system call that makes the duplicate's kind of item decides whether it can go there.
    private func duplicate(
        from source: String, to destination: String, variant: String,
        _ makeDuplicate: (FileNode, FileTree) -> FileNode
    ) throws {
        try withTree { tree in
            let node: FileNode
            do throws(Errno) {
                node = try tree.node(at: source, followFinalLink: false)
            } catch {
                throw FileSystemError.error(
                    error, path: source, reading: true, url: tree.fileURL(source))
            }
            let duplicate = makeDuplicate(node, tree)
            let creation: FileTree.Creation =
                switch node.kind {
                case .directory: .makeDirectory
                case .symbolicLink: .link
                case .file: duplicate === node ? .link : .openExclusive
                }
            do throws(Errno) {
                try tree.place(duplicate, at: destination, by: creation)
            } catch {
                duplicate.unlink()
                throw FileSystemError.error(
                    error, source: source, destination: destination, variant: variant,
                    url: tree.fileURL(source))
            }
        }
    }
}
