import Foundation
@_exported import Mocking

/// The members of `FileManager` that code under test calls, so that tests can pass a mock instead.
///
/// Production code depends on `FileManageable` rather than `FileManager`; `FileManager` conforms
/// as it is.
public protocol FileManageable {
    /// Returns whether a file or directory exists at `path`.
    func fileExists(atPath path: String) -> Bool
}

extension FileManager: FileManageable {}
