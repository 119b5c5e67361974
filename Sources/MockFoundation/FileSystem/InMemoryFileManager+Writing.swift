import Foundation

extension InMemoryFileManager {
    /// Creates a file at `path` holding `data`, replacing a file or symbolic link there, as
    /// `FileManager`'s atomic write does: it writes a new file beside the destination and
    /// renames it over the path, without trailing slashes, so a link there is replaced rather
    /// than written through.
    ///
    /// - Returns: `false` if the directory of `path` is missing or `path` is a directory.
    public func createFile(
        atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]?
    ) -> Bool {
        withTree { tree in
            let destination = tree.urlPath(path)
            let directory = FileTree.deletingLastPathComponent(destination)
            let temporary =
                (directory.hasSuffix("/") ? directory : directory + "/") + ".dat.nosync"
                + String(tree.nextFileNumber(), radix: 16)
            do throws(Errno) {
                try tree.createFile(at: temporary, contents: data ?? Data())
            } catch {
                return false
            }
            do throws(Errno) {
                try tree.rename(temporary, to: destination)
            } catch {
                try? tree.removeEntry(at: temporary)
                return false
            }
            if let attr, let file = try? tree.node(at: path, followFinalLink: true) {
                tree.apply(attr, to: file)
            }
            return true
        }
    }

    /// Creates a directory at `url`.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if an item is there and
    ///   `createIntermediates` is `false` or the item is not a directory;
    ///   `CocoaError(.fileNoSuchFile)` if a parent is missing and `createIntermediates` is
    ///   `false`.
    public func createDirectory(
        at url: URL, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws {
        try createDirectory(
            atPath: url.path, withIntermediateDirectories: createIntermediates,
            attributes: attributes)
    }

    /// Creates a directory at `path`.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if an item is there and
    ///   `createIntermediates` is `false` or the item is not a directory;
    ///   `CocoaError(.fileNoSuchFile)` if a parent is missing and `createIntermediates` is
    ///   `false`.
    public func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]?
    ) throws {
        try withTree { tree in
            if createIntermediates {
                try Self.createDirectories(path, attributes: attributes, in: tree)
                return
            }
            do throws(Errno) {
                let directory = try tree.createDirectory(at: path)
                if let attributes { tree.apply(attributes, to: directory) }
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: false, url: tree.fileURL(path))
            }
        }
    }

    /// Creates every missing directory of `path`, or throws the `CocoaError` of `FileManager`
    /// naming the directory it could not create.
    static func createDirectories(
        _ path: String, attributes: [FileAttributeKey: Any]?, in tree: FileTree
    ) throws {
        do throws(FileTree.DirectoryCreationFailure) {
            try tree.createDirectories(path, attributes: attributes)
        } catch {
            throw FileSystemError.error(
                error.errno, path: error.path, reading: false, url: tree.fileURL(error.path))
        }
    }

    /// Moves the item at `srcURL` to `dstURL`.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if the destination exists,
    ///   `CocoaError(.fileNoSuchFile)` if the source or the destination's directory is missing.
    public func moveItem(at srcURL: URL, to dstURL: URL) throws {
        try moveItem(atPath: srcURL.path, toPath: dstURL.path)
    }

    /// Moves the item at `srcPath` to `dstPath`, as `FileManager` does: the paths lose their
    /// trailing slashes, and the item moves only if nothing, not even a dangling link, is at
    /// the destination.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if the destination exists,
    ///   `CocoaError(.fileNoSuchFile)` if the source or the destination's directory is missing,
    ///   `CocoaError(.fileWriteUnknown)` if a directory would move into itself.
    public func moveItem(atPath srcPath: String, toPath dstPath: String) throws {
        try withTree { tree in
            let source = tree.urlPath(srcPath)
            let destination = tree.urlPath(dstPath)
            do throws(Errno) {
                if (try? tree.node(at: destination, followFinalLink: false)) != nil {
                    throw .fileExists
                }
                try tree.rename(source, to: destination)
            } catch {
                throw FileSystemError.error(
                    error, source: source, destination: destination, variant: "Move",
                    url: tree.fileURL(srcPath))
            }
        }
    }

    /// Removes the item at `url`, with everything below it.
    ///
    /// - Throws: `CocoaError(.fileNoSuchFile)` if nothing is there.
    public func removeItem(at url: URL) throws {
        try removeItem(atPath: url.path)
    }

    /// Removes the item at `path`, with everything below it; a symbolic link is removed, not
    /// its destination.
    ///
    /// As `FileManager` does, it removes a directory's entries one by one, through `path`,
    /// before the directory itself.
    ///
    /// - Throws: `CocoaError(.fileNoSuchFile)` if nothing is there.
    public func removeItem(atPath path: String) throws {
        try withTree { tree in
            do throws(Errno) {
                try Self.remove(path, in: tree)
            } catch {
                throw FileSystemError.error(
                    error == .notEmpty ? .notPermitted : error, path: path, reading: false,
                    variant: "Remove", url: tree.fileURL(path))
            }
        }
    }

    /// Removes `path` as `FileManager` on Linux does: `unlink` unless `lstat` finds a
    /// directory; else `rmdir`, and if the directory is not empty, its entries depth first and
    /// `rmdir` again.
    private static func remove(_ path: String, in tree: FileTree) throws(Errno) {
        guard let node = try? tree.node(at: path, followFinalLink: false), node.isDirectory
        else {
            try tree.removeEntry(at: path)
            return
        }
        do throws(Errno) {
            try tree.removeDirectory(at: path)
        } catch {
            guard error == .notEmpty else { throw error }
            try removeEntries(of: node, at: path, in: tree)
            try tree.removeDirectory(at: path)
        }
    }

    /// Removes what `directory`, found at `path`, holds, in name order.
    private static func removeEntries(
        of directory: FileNode, at path: String, in tree: FileTree
    ) throws(Errno) {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        for (name, entry) in directory.children.sorted(by: { $0.key < $1.key }) {
            if entry.isDirectory {
                try removeEntries(of: entry, at: prefix + name, in: tree)
                try tree.removeDirectory(at: prefix + name)
            } else {
                try tree.removeEntry(at: prefix + name)
            }
        }
    }

    /// Replaces the item at `originalItemURL` with the item at `newItemURL`, which moves there.
    ///
    /// With a `backupItemName`, the original item is kept under that name beside it until the
    /// replacement succeeds, and stays there with `.withoutDeletingBackupItem`. Unless
    /// `.usingNewMetadataOnly`, the replacement keeps the original's permissions and creation
    /// date.
    ///
    /// > Note: `FileManager` on Linux removes the original and throws instead; this follows the
    /// > documented behavior of Apple platforms.
    ///
    /// - Returns: `originalItemURL`.
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if either item is missing.
    public func replaceItemAt(
        _ originalItemURL: URL, withItemAt newItemURL: URL, backupItemName: String?,
        options: FileManager.ItemReplacementOptions
    ) throws -> URL? {
        try withTree { tree in
            let originalPath = originalItemURL.path
            let newPath = newItemURL.path
            guard let found = try? tree.resolve(originalPath, followingFinalLink: false) else {
                throw FileSystemError.error(
                    .noSuchFile, path: originalPath, reading: true, url: originalItemURL)
            }
            guard let replacing = try? tree.resolve(newPath, followingFinalLink: false) else {
                throw FileSystemError.error(
                    .noSuchFile, path: newPath, reading: true, url: newItemURL)
            }
            let (original, parent, name) = (found.node, found.parent, found.name)
            let (replacement, newParent, newName) = (
                replacing.node, replacing.parent, replacing.name
            )
            guard original !== replacement else { return originalItemURL }
            if !options.contains(.usingNewMetadataOnly) {
                replacement.posixPermissions = original.posixPermissions
                replacement.creationDate = original.creationDate
            }
            tree.detach(named: name, from: parent)
            tree.detach(named: newName, from: newParent)
            tree.insert(replacement, named: name, into: parent)
            if let backupItemName, options.contains(.withoutDeletingBackupItem) {
                parent.children[backupItemName]?.unlink()
                tree.insert(original, named: backupItemName, into: parent)
            } else {
                original.unlink()
            }
            return originalItemURL
        }
    }

    /// Sets the attributes `FileManager` can set on the item at `path`, following symbolic
    /// links: `.posixPermissions`, `.modificationDate`, owners, and on Apple platforms
    /// `.creationDate`. Other keys and values of the wrong type are ignored.
    ///
    /// - Throws: `CocoaError(.fileNoSuchFile)` if nothing is there.
    public func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String)
        throws
    {
        try withTree { tree in
            do throws(Errno) {
                tree.apply(attributes, to: try tree.node(at: path, followFinalLink: true))
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: false, url: tree.fileURL(path))
            }
        }
    }

    /// Creates a symbolic link at `url` pointing to the path of `destURL`.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if an item is at `url`,
    ///   `CocoaError(.fileNoSuchFile)` if its directory is missing.
    public func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {
        try createSymbolicLink(atPath: url.path, withDestinationPath: destURL.path)
    }

    /// Creates a symbolic link at `path` pointing to `destPath`, kept as written; the
    /// destination need not exist.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if an item is at `path`,
    ///   `CocoaError(.fileNoSuchFile)` if its directory is missing.
    public func createSymbolicLink(atPath path: String, withDestinationPath destPath: String)
        throws
    {
        try withTree { tree in
            do throws(Errno) {
                try tree.createSymbolicLink(at: path, to: destPath)
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: false, url: tree.fileURL(path))
            }
        }
    }
}
