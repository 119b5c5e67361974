import Foundation

/// One item of an ``InMemoryFileManager``: a regular file, a directory or a symbolic link, with
/// its metadata.
///
/// A node is a reference so that hard links can share it: two directory entries that hold the
/// same file node are the same file. Nodes are only touched while holding the file system's lock.
final class FileNode {
    /// What kind of item a node is.
    enum Kind {
        case file
        case directory
        case symbolicLink
    }

    let kind: Kind
    /// The contents of a file.
    var contents: Data
    /// The entries of a directory, by name.
    var children: [String: FileNode]
    /// The path a symbolic link points to, as it was written.
    var destination: String
    var posixPermissions: Int
    var creationDate: Date
    var modificationDate: Date
    var ownerAccountID: Int
    var groupOwnerAccountID: Int
    var ownerAccountName: String?
    var groupOwnerAccountName: String?
    /// The node's inode number, unique within its file system.
    let fileNumber: Int
    /// The number of directory entries that hold this node.
    var linkCount = 1

    private init(kind: Kind, owner: FileOwner, permissions: Int, date: Date, fileNumber: Int) {
        self.kind = kind
        contents = Data()
        children = [:]
        destination = ""
        posixPermissions = permissions
        creationDate = date
        modificationDate = date
        ownerAccountID = owner.userID
        groupOwnerAccountID = owner.groupID
        ownerAccountName = owner.userName
        groupOwnerAccountName = owner.groupName
        self.fileNumber = fileNumber
    }

    /// A regular file holding `contents`.
    static func file(
        _ contents: Data, owner: FileOwner, permissions: Int, date: Date, fileNumber: Int
    ) -> FileNode {
        let node = FileNode(
            kind: .file, owner: owner, permissions: permissions, date: date, fileNumber: fileNumber)
        node.contents = contents
        return node
    }

    /// An empty directory.
    static func directory(
        owner: FileOwner, permissions: Int, date: Date, fileNumber: Int
    ) -> FileNode {
        FileNode(
            kind: .directory, owner: owner, permissions: permissions, date: date,
            fileNumber: fileNumber)
    }

    /// A symbolic link pointing to `destination`.
    static func symbolicLink(
        to destination: String, owner: FileOwner, date: Date, fileNumber: Int
    ) -> FileNode {
        let node = FileNode(
            kind: .symbolicLink, owner: owner, permissions: 0o777, date: date,
            fileNumber: fileNumber)
        node.destination = destination
        return node
    }

    var isDirectory: Bool { kind == .directory }

    /// The size `attributesOfItem` reports: the bytes of a file, the length of a link's
    /// destination, and a fixed block for a directory.
    var size: Int {
        switch kind {
        case .file: contents.count
        case .directory: 4096
        case .symbolicLink: destination.utf8.count
        }
    }

    /// The number of links `attributesOfItem` reports: for a directory, its entry, its `.` and
    /// the `..` of each subdirectory.
    var referenceCount: Int {
        switch kind {
        case .directory: 2 + children.values.filter(\.isDirectory).count
        case .file, .symbolicLink: linkCount
        }
    }

    /// A deep copy with new inode numbers, as a copy on disk: files get their own contents,
    /// links stay links, and permissions are kept.
    func copy(date: Date, nextFileNumber: () -> Int) -> FileNode {
        let copy = FileNode(
            kind: kind,
            owner: FileOwner(
                userID: ownerAccountID, groupID: groupOwnerAccountID, userName: ownerAccountName,
                groupName: groupOwnerAccountName),
            permissions: posixPermissions, date: date, fileNumber: nextFileNumber())
        copy.contents = contents
        copy.destination = destination
        copy.modificationDate = kind == .file ? modificationDate : date
        for (name, child) in children {
            copy.children[name] = child.copy(date: date, nextFileNumber: nextFileNumber)
        }
        return copy
    }

    /// A copy of a directory tree whose files are hard links to this tree's files, as
    /// `linkItem` makes of a directory: its directories and symbolic links are new, and each
    /// file counts one more link.
    func linkedCopy(date: Date, nextFileNumber: () -> Int) -> FileNode {
        switch kind {
        case .file:
            linkCount += 1
            return self
        case .symbolicLink:
            return copy(date: date, nextFileNumber: nextFileNumber)
        case .directory:
            let copy = FileNode(
                kind: .directory,
                owner: FileOwner(
                    userID: ownerAccountID, groupID: groupOwnerAccountID,
                    userName: ownerAccountName, groupName: groupOwnerAccountName),
                permissions: posixPermissions, date: date, fileNumber: nextFileNumber())
            for (name, child) in children {
                copy.children[name] = child.linkedCopy(date: date, nextFileNumber: nextFileNumber)
            }
            return copy
        }
    }

    /// Drops the entries of this node, as when its last directory entry is removed.
    func unlink() {
        switch kind {
        case .file, .symbolicLink:
            linkCount -= 1
        case .directory:
            for child in children.values { child.unlink() }
        }
    }

    /// The number of nodes in this tree, counting each hard-linked file once per entry.
    var nodeCount: Int {
        1 + children.values.reduce(0) { $0 + $1.nodeCount }
    }

    /// The bytes of the files in this tree.
    var byteCount: Int {
        kind == .file ? contents.count : children.values.reduce(0) { $0 + $1.byteCount }
    }
}

/// Who owns new items of an ``InMemoryFileManager``.
struct FileOwner: Sendable {
    var userID: Int
    var groupID: Int
    var userName: String?
    var groupName: String?
}
