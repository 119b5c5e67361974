import Foundation

/// The enumerator an ``InMemoryFileManager`` returns: a snapshot of a directory tree, taken when
/// the enumerator is made, that yields relative paths or URLs.
final class InMemoryDirectoryEnumerator: FileManager.DirectoryEnumerator {
    /// One item below the enumerated directory.
    struct Entry {
        /// What `nextObject()` returns: a relative path `String` or a `URL`.
        let object: Any
        /// The item's path relative to the enumerated directory.
        let relativePath: String
        /// The item's depth, 1 for the directory's own entries.
        let level: Int
        let isDirectory: Bool
        let attributes: [FileAttributeKey: Any]
    }

    /// An error to report to the error handler on the first call to `nextObject()`.
    struct PendingError {
        let url: URL
        let error: any Error
        let handler: (URL, any Error) -> Bool
    }

    private var entries: ArraySlice<Entry>
    private let rootAttributes: [FileAttributeKey: Any]?
    private var pendingError: PendingError?
    private var current: Entry?

    init(
        entries: [Entry], rootAttributes: [FileAttributeKey: Any]?,
        pendingError: PendingError? = nil
    ) {
        self.entries = entries[...]
        self.rootAttributes = rootAttributes
        self.pendingError = pendingError
    }

    override func nextObject() -> Any? {
        if let pending = pendingError {
            pendingError = nil
            _ = pending.handler(pending.url, pending.error)
        }
        guard let entry = entries.popFirst() else {
            current = nil
            return nil
        }
        current = entry
        return entry.object
    }

    override func skipDescendants() {
        guard let current, current.isDirectory else { return }
        let prefix = current.relativePath + "/"
        while let next = entries.first, next.relativePath.hasPrefix(prefix) {
            entries.removeFirst()
        }
    }

    override var level: Int { current?.level ?? 0 }

    override var fileAttributes: [FileAttributeKey: Any]? { current?.attributes }

    override var directoryAttributes: [FileAttributeKey: Any]? { rootAttributes }
}
