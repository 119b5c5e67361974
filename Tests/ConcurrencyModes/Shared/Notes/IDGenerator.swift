// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// Makes identifiers, from any isolation.
nonisolated public protocol IDGenerator: Sendable {
    /// The next identifier.
    func next() -> Int
    /// `count` identifiers, reserved at once.
    func reserve(_ count: Int) async -> [Int]
}

/// Identifiers from `start` on, the same each time.
nonisolated public struct FixedIDs: IDGenerator {
    public let start: Int

    public init(start: Int) { self.start = start }

    public func next() -> Int { start }

    public func reserve(_ count: Int) async -> [Int] { Array(start..<start + count) }
}
