// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// A note the app edits in place: a class, so not `Sendable`.
///
/// `nonisolated`, so that its `Equatable` conformance holds off the main actor in the modes
/// that isolate every declaration to it, where a mock compares the notes it was called with.
nonisolated public final class Note: Equatable, CustomStringConvertible {
    public var title: String

    public init(title: String) { self.title = title }

    public static func == (lhs: Note, rhs: Note) -> Bool { lhs.title == rhs.title }

    public var description: String { "Note(\(title))" }
}
