import Foundation

/// The short forms `FileManager` offers through default arguments, which protocol requirements
/// cannot have.
///
/// Each forwards to the full requirement with the default `FileManager` uses, so code written
/// against `FileManager` compiles unchanged against `any FileManageable`.
extension FileManageable {
    /// Returns whether an item exists at `path`, and writes whether it is a directory.
    ///
    /// - Parameters:
    ///   - path: The item's path; a symbolic link is followed.
    ///   - isDirectory: Set to whether the item is a directory.
    /// - Returns: Whether the item exists.
    public func fileExists(atPath path: String, isDirectory: inout Bool) -> Bool {
        var directory: ObjCBool = false
        let exists = fileExists(atPath: path, isDirectory: &directory)
        isDirectory = directory.boolValue
        return exists
    }

    /// Creates a file at `path` holding `data`, with default attributes.
    ///
    /// - Returns: Whether the file was written.
    public func createFile(atPath path: String, contents data: Data?) -> Bool {
        createFile(atPath: path, contents: data, attributes: nil)
    }

    /// Creates a directory at `url`, with default attributes.
    ///
    /// - Throws: `CocoaError` if the directory cannot be created.
    public func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool)
        throws
    {
        try createDirectory(
            at: url, withIntermediateDirectories: createIntermediates, attributes: nil)
    }

    /// Creates a directory at `path`, with default attributes.
    ///
    /// - Throws: `CocoaError` if the directory cannot be created.
    public func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool
    ) throws {
        try createDirectory(
            atPath: path, withIntermediateDirectories: createIntermediates, attributes: nil)
    }

    /// Returns the URLs of the items in the directory at `url`, without options.
    ///
    /// - Throws: `CocoaError` if the directory cannot be read.
    public func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?
    ) throws -> [URL] {
        try contentsOfDirectory(at: url, includingPropertiesForKeys: keys, options: [])
    }

    /// Returns an enumerator of the URLs of every item below `url`, without an error handler.
    public func enumerator(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions = []
    ) -> FileManager.DirectoryEnumerator? {
        enumerator(at: url, includingPropertiesForKeys: keys, options: mask, errorHandler: nil)
    }

    /// Replaces the item at `originalItemURL` with the item at `newItemURL`, without options.
    ///
    /// - Returns: The URL of the replaced item.
    /// - Throws: `CocoaError` if an item is missing or cannot be moved.
    public func replaceItemAt(
        _ originalItemURL: URL, withItemAt newItemURL: URL, backupItemName: String? = nil
    ) throws -> URL? {
        try replaceItemAt(
            originalItemURL, withItemAt: newItemURL, backupItemName: backupItemName, options: [])
    }

    /// Returns the URLs of the mounted volumes, without options.
    public func mountedVolumeURLs(includingResourceValuesForKeys propertyKeys: [URLResourceKey]?)
        -> [URL]?
    {
        mountedVolumeURLs(includingResourceValuesForKeys: propertyKeys, options: [])
    }
}
