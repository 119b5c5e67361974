// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// Sends notes to a server: a protocol with no isolation of its own, whose members take values
/// that are not `Sendable`.
public protocol SyncService: AnyObject {
    /// Pushes `notes`, answering how many the server took.
    func push(_ notes: [Note]) async throws -> Int
    /// The titles saved on the server since `version`.
    func pull(since version: Int) async throws -> [String]
    /// Whether the service is reachable.
    var isReachable: Bool { get async }
    /// Calls `body` with each attempt, up to `attempts`, until it answers `true`: answers whether
    /// one did, and throws only what `body` throws.
    func retrying(_ attempts: Int, _ body: (Int) async throws -> Bool) async rethrows -> Bool
}

/// A service that takes every note and has none of its own.
public final class AcceptingSyncService: SyncService {
    public init() {}

    public func push(_ notes: [Note]) async throws -> Int { notes.count }

    public func pull(since version: Int) async throws -> [String] { [] }

    public var isReachable: Bool { get async { true } }

    public func retrying(_ attempts: Int, _ body: (Int) async throws -> Bool) async rethrows
        -> Bool
    {
        for attempt in 1...max(attempts, 1) where try await body(attempt) { return true }
        return false
    }
}
