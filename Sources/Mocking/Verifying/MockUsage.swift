/// The history of a mock: every call it answered, in order, with its context and result.
///
/// Every mock owns one `MockUsage`, reachable through its projection as ``Mockable/usage``. Reads
/// return snapshots, so a test can inspect the history while other threads keep calling the mock.
///
/// ```swift
/// files.fileExistsMock = { _ in true }
/// _ = files.fileExists(atPath: "/tmp")
/// let entry = files.$fileExistsMock.usage.history[0]
/// #expect(entry.context == "/tmp")
/// #expect(entry.value == true)
/// ```
///
/// > Important: A call is recorded when it returns or throws. Its ``Entry/sequenceNumber`` is drawn
/// > when the call starts, so entries stay ordered by the start of their calls, across every mock in
/// > the process.
public final class MockUsage<Context, Value>: @unchecked Sendable {
    // NB: all mutable state is inside `storage`, which is only accessed while holding its lock.
    @usableFromInline let storage: Locked<UsageState<Context, Value>>
    /// Where the owning mock was declared, for failure messages; `nil` for a standalone history.
    let declaration: SourceLocation?

    /// One recorded call: what the mock was called with and what it answered.
    public struct Entry {
        /// The context the mock was called with: its argument, or the arguments packed together.
        public let context: Context
        /// The value the call returned, or the error it threw.
        public let result: Result<Value, any Error>
        /// The call's position in the process-wide order of calls to every mock.
        ///
        /// Numbers strictly increase with the start of each call, so comparing the numbers of two
        /// entries, even from different mocks, tells which call started first.
        public let sequenceNumber: Int

        @usableFromInline
        init(context: Context, result: Result<Value, any Error>, sequenceNumber: Int) {
            self.context = context
            self.result = result
            self.sequenceNumber = sequenceNumber
        }

        /// The value the call returned, or `nil` if it threw.
        public var value: Value? {
            if case .success(let value) = result { value } else { nil }
        }

        /// The error the call threw, or `nil` if it returned a value.
        public var error: (any Error)? {
            if case .failure(let error) = result { error } else { nil }
        }
    }

    /// Creates an empty history.
    public convenience init() {
        self.init(lock: Lock(), declaration: nil)
    }

    /// Creates an empty history guarded by the lock of the mock that owns it.
    init(lock: Lock, declaration: SourceLocation?) {
        storage = Locked(UsageState(), lock: lock)
        self.declaration = declaration
    }

    /// Every recorded call, oldest first.
    public var history: [Entry] { recordedCalls }

    /// The context of every recorded call, oldest first.
    @inlinable
    public var contexts: [Context] { recordedContexts }

    /// The number of recorded calls.
    public var count: Int {
        storage.withLock { $0.contexts.count }
    }

    /// Records a call that returned `value`.
    ///
    /// Mocks record their calls themselves; use this to build a history by hand.
    /// - Parameters:
    ///   - context: What the call received.
    ///   - value: What the call returned.
    public func addResult(context: Context, value: Value) {
        storage.withLock { $0.append(context, .success(value), nextSequenceNumber()) }
    }

    /// Records a call that threw `error`.
    /// - Parameters:
    ///   - context: What the call received.
    ///   - error: What the call threw.
    public func addError(context: Context, error: any Error) {
        storage.withLock { $0.append(context, .failure(error), nextSequenceNumber()) }
    }
}

extension MockUsage.Entry: Sendable where Context: Sendable, Value: Sendable {}

extension MockUsage where Context == EquatableTuple<CodableInput> {
    /// The description of every input of every recorded call: one array per call, one string per
    /// input, such as `[["file:///tmp/", "nil", "4"]]`.
    public var inputDescriptions: [[String]] {
        history.map { entry in entry.context.inputs.map(\.description) }
    }
}
