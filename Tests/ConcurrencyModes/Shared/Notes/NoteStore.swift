// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// Keeps the notes; the app's screens call it on the main actor.
@MainActor public protocol NoteStore: AnyObject {
    /// Saves `note`, a value that is not `Sendable`.
    func save(_ note: Note) async throws
    /// The note titled `title`, if there is one.
    func note(titled title: String) async -> Note?
    /// A value decoded from the store's entry for `key`.
    func load<T: Decodable>(_ type: T.Type, key: String) async throws -> T
    /// Applies `change` to `note` and saves it.
    func edit(_ note: Note, with change: (Note) -> Void) async
    /// How many notes the store keeps.
    var count: Int { get async }
    /// The titles of the notes saved from now on.
    func changes() -> AsyncStream<String>
}

/// A store that keeps its notes in memory.
@MainActor public final class InMemoryNoteStore: NoteStore {
    private var notes: [Note] = []
    private var entries: [String: String]

    public init(entries: [String: String] = [:]) { self.entries = entries }

    public func save(_ note: Note) async throws { notes.append(note) }

    public func note(titled title: String) async -> Note? {
        notes.first { $0.title == title }
    }

    public func load<T: Decodable>(_ type: T.Type, key: String) async throws -> T {
        try JSONValue.decode(type, from: entries[key] ?? "null")
    }

    public func edit(_ note: Note, with change: (Note) -> Void) async {
        change(note)
        notes.append(note)
    }

    public var count: Int { get async { notes.count } }

    public func changes() -> AsyncStream<String> {
        AsyncStream { continuation in
            for note in notes { continuation.yield(note.title) }
            continuation.finish()
        }
    }
}
