import Foundation

extension InMemoryFileManager {
    // MARK: Creating files and directories

    /// Creates a file at `path` holding `data`, replacing a file or symbolic link there, as an
    /// atomic write does.
    ///
    /// - Returns: `false` if the directory of `path` is missing or `path` is a directory.
    public func createFile(
        atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]?
    ) -> Bool {
        withTree { tree in
            let file = tree.makeFile(data ?? Data())
            if let attr { tree.apply(attr, to: file) }
            switch tree.lookup(path, followFinalLink: false) {
            case .found(let existing, let parent, let name, _):
                guard !existing.isDirectory else { return false }
                existing.unlink()
                tree.insert(file, named: name, into: parent)
            case .missing(let parent, let name, _):
                tree.insert(file, named: name, into: parent)
            case .failed:
                return false
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
                let (parent, name) = try tree.placeForNewItem(at: path)
                let directory = tree.makeDirectory()
                if let attributes { tree.apply(attributes, to: directory) }
                tree.insert(directory, named: name, into: parent)
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

    // MARK: Copying, moving, linking and removing

    /// Copies the item at `srcURL`, with everything below it, to `dstURL`.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if the source is missing,
    ///   `CocoaError(.fileWriteFileExists)` if the destination exists.
    public func copyItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItem(atPath: srcURL.path, toPath: dstURL.path)
    }

    /// Copies the item at `srcPath`, with everything below it, to `dstPath`; symbolic links
    /// are copied as links.
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

    /// Creates a hard link at `dstPath` to the item at `srcPath`; a directory is recreated with
    /// links to its files, as `FileManager` does.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` if the source is missing,
    ///   `CocoaError(.fileWriteFileExists)` if the destination exists.
    public func linkItem(atPath srcPath: String, toPath dstPath: String) throws {
        try duplicate(from: srcPath, to: dstPath, variant: "Link") { node, tree in
            node.linkedCopy(date: tree.now(), nextFileNumber: tree.nextFileNumber)
        }
    }

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
            do throws(Errno) {
                let (parent, name) = try tree.placeForNewItem(at: destination)
                tree.insert(makeDuplicate(node, tree), named: name, into: parent)
            } catch {
                throw FileSystemError.error(
                    error, source: source, destination: destination, variant: variant,
                    url: tree.fileURL(source))
            }
        }
    }

    /// Moves the item at `srcURL` to `dstURL`.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if the destination exists,
    ///   `CocoaError(.fileNoSuchFile)` if the source or the destination's directory is missing.
    public func moveItem(at srcURL: URL, to dstURL: URL) throws {
        try moveItem(atPath: srcURL.path, toPath: dstURL.path)
    }

    /// Moves the item at `srcPath` to `dstPath`.
    ///
    /// - Throws: `CocoaError(.fileWriteFileExists)` if the destination exists,
    ///   `CocoaError(.fileNoSuchFile)` if the source or the destination's directory is missing,
    ///   `CocoaError(.fileWriteUnknown)` if a directory would move into itself.
    public func moveItem(atPath srcPath: String, toPath dstPath: String) throws {
        try withTree { tree in
            do throws(Errno) {
                try Self.move(in: tree, from: srcPath, to: dstPath)
            } catch {
                throw FileSystemError.error(
                    error, source: srcPath, destination: dstPath, variant: "Move",
                    url: tree.fileURL(srcPath))
            }
        }
    }

    private static func move(in tree: FileTree, from source: String, to destination: String)
        throws(Errno)
    {
        let target = tree.lookup(destination, followFinalLink: false)
        if case .found = target { throw .fileExists }
        let node: FileNode
        let origin: (parent: FileNode, name: String, path: String)
        switch tree.lookup(source, followFinalLink: false) {
        case .found(let found, let parent, let name, let path):
            node = found
            origin = (parent, name, path)
        case .missing: throw .noSuchFile
        case .failed(let errno): throw errno
        }
        switch target {
        case .found: throw .fileExists
        case .failed(let errno): throw errno
        case .missing(let parent, let name, let parentPath):
            guard node !== tree.root else { throw .busy }
            if node.isDirectory,
                parentPath == origin.path || parentPath.hasPrefix(origin.path + "/")
            {
                throw .invalidArgument
            }
            tree.detach(named: origin.name, from: origin.parent)
            tree.insert(node, named: name, into: parent)
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
    /// - Throws: `CocoaError(.fileNoSuchFile)` if nothing is there.
    public func removeItem(atPath path: String) throws {
        try withTree { tree in
            do throws(Errno) {
                switch tree.lookup(path, followFinalLink: false) {
                case .found(let node, let parent, let name, _):
                    guard node !== tree.root else { throw .busy }
                    tree.detach(named: name, from: parent)
                    node.unlink()
                case .missing: throw .noSuchFile
                case .failed(let errno): throw errno
                }
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: false, variant: "Remove", url: tree.fileURL(path))
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
            guard
                case .found(let original, let parent, let name, _) = tree.lookup(
                    originalPath, followFinalLink: false)
            else {
                throw FileSystemError.error(
                    .noSuchFile, path: originalPath, reading: true, url: originalItemURL)
            }
            guard
                case .found(let replacement, let newParent, let newName, _) = tree.lookup(
                    newPath, followFinalLink: false)
            else {
                throw FileSystemError.error(
                    .noSuchFile, path: newPath, reading: true, url: newItemURL)
            }
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

    // MARK: Attributes

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

    // MARK: Symbolic links

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
                let (parent, name) = try tree.placeForNewItem(at: path)
                tree.insert(tree.makeSymbolicLink(to: destPath), named: name, into: parent)
            } catch {
                throw FileSystemError.error(
                    error, path: path, reading: false, url: tree.fileURL(path))
            }
        }
    }
}
