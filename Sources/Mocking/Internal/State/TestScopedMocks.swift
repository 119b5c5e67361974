/// Every mock declared with ``MockScope/test`` in the process, so that `verifyNoMoreCalls(of:)`
/// and `verifyNoCalls(of:)` find the `static` mocks of a mock class, which no instance holds.
///
/// A `static let` mock exists once something touched it, so a static mock that was never made
/// recorded no call either. The registry holds each mock weakly: a mock of an instance declared
/// with `scope: .test` goes with its instance.
enum TestScopedMocks {
    /// One mock declared with `scope: .test`.
    struct Entry {
        /// Where it was declared, which tells the type that holds it.
        let declaration: SourceLocation
        /// The state serving the test it is given, if that test reached the mock; for no test,
        /// the shared state; `nil` once the mock is gone.
        let state: (_ test: AnyHashable?) -> (any CallRecording)?
        /// Whether the mock still exists.
        let exists: () -> Bool
    }

    /// The entries, and how many there may be before the next pruning of those gone.
    private static let registry = Locked<(entries: [Entry], pruneAt: Int)>(([], 64))

    /// Registers the states of one mock: `states`, one per test, and `shared`, which serves calls
    /// outside any test. States of other kinds than ``CallRecording`` are left out.
    static func register<State: AnyObject>(_ states: TestStates<State>, shared: State) {
        guard let recording = shared as? any CallRecording else { return }
        let entry = Entry(
            declaration: recording.declaration,
            state: { [weak states, weak shared] test in
                guard let states else { return nil }
                guard let test else { return shared as? any CallRecording }
                return states.existingState(ofTest: test) as? any CallRecording
            },
            exists: { [weak states] in states != nil })
        registry.withLock { registry in
            if registry.entries.count >= registry.pruneAt {
                registry.entries.removeAll { !$0.exists() }
                registry.pruneAt = max(64, registry.entries.count * 2)
            }
            registry.entries.append(entry)
        }
    }

    /// Every mock registered that still exists.
    static var all: [Entry] {
        registry.withLock { $0.entries }.filter { $0.exists() }
    }
}
