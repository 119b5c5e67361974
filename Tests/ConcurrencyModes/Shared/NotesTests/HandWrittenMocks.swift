import Foundation
import Mocking

// Mocks written by hand, in the README's spelling, which compiles unchanged in every mode: an
// async wrapper's function type is `nonisolated(nonsending)`, so that it runs on the caller's
// isolation.

@MainActor final class HandWrittenNoteStore: NoteStore {
    func save(_ note: Note) async throws { try await saveMock(note) }
    @AsyncThrowingMock var saveMock: nonisolated(nonsending) (Note) async throws -> Void

    func note(titled title: String) async -> Note? { await noteMock(title) }
    @AsyncMock var noteMock: nonisolated(nonsending) (String) async -> Note?

    func load<T: Decodable>(_ type: T.Type, key: String) async throws -> T {
        try await loadMock(key)
    }
    @GenericAsyncThrowingMock var loadMock

    func edit(_ note: Note, with change: (Note) -> Void) async {
        change(note)
        await editMock(note)
    }
    @AsyncMock var editMock: nonisolated(nonsending) (Note) async -> Void

    var count: Int {
        get async { await countMock(()) }
    }
    @AsyncMock var countMock: nonisolated(nonsending) (()) async -> Int

    func changes() -> AsyncStream<String> { changesMock(()) }
    @Mock(.unimplemented) var changesMock: (()) -> AsyncStream<String>
}

final class HandWrittenSyncService: SyncService {
    func push(_ notes: [Note]) async throws -> Int { try await pushMock(notes) }
    @AsyncThrowingMock var pushMock: nonisolated(nonsending) ([Note]) async throws -> Int

    func pull(since version: Int) async throws -> [String] { try await pullMock(version) }
    @AsyncThrowingMock var pullMock: nonisolated(nonsending) (Int) async throws -> [String]

    var isReachable: Bool {
        get async { await isReachableMock(()) }
    }
    @AsyncMock var isReachableMock: nonisolated(nonsending) (()) async -> Bool

    func retrying(_ attempts: Int, _ body: (Int) async throws -> Bool) async rethrows -> Bool {
        try await $retryingMock(attempts, passing: body)
    }
    @Mock(returning: { body in try await body(1) }) var retryingMock:
        (Int) ->
            nonisolated(nonsending) (nonisolated(nonsending) (Int) async throws -> Bool)
            async throws -> Bool
}

/// A mock of a `nonisolated` protocol that refines `Sendable`: its wrappers are `let`s, as Swift
/// infers the mock `nonisolated` and rejects a property wrapper there.
nonisolated final class HandWrittenIDGenerator: IDGenerator, @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.
    func next() -> Int { nextMock(()) }
    let nextMock = Mock<(), Int>()

    func reserve(_ count: Int) async -> [Int] { await reserveMock(count) }
    let reserveMock = AsyncMock<Int, [Int]>()
}

/// The actor a test calls a mock from, to see where its answers run: its jobs run on a
/// dispatch queue that answers `Caller.isCurrent`.
actor Caller {
    private let executor = QueueExecutor()

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Whether the code that asks runs on a caller's executor.
    nonisolated static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: QueueExecutor.key) ?? false
    }

    // `any`: Swift 6.3 runs a requirement called through a generic parameter off the caller.
    func reserve(_ count: Int, of ids: any IDGenerator) async -> [Int] {
        await ids.reserve(count)
    }
}

/// Runs an actor's jobs on a dispatch queue of its own.
nonisolated final class QueueExecutor: SerialExecutor {
    static let key = DispatchSpecificKey<Bool>()
    private let queue = DispatchQueue(label: "Caller")

    init() { queue.setSpecific(key: Self.key, value: true) }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
