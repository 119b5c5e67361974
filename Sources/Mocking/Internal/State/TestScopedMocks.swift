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
        /// The state serving the running test, made if the test has not reached the mock yet;
        /// `nil` outside a test, or once the mock is gone.
        let stateOfCurrentTest: () -> (any CallRecording)?
        /// Whether the mock still exists.
        let exists: () -> Bool
    }

    /// The entries, and how many there may be before the next pruning of those gone.
    private static let registry = Locked<(entries: [Entry], pruneAt: Int)>(([], 64))

    /// The strictness that `setStrict(_:of:)` gave the static mocks of types, by test: the paths
    /// of the types, as ``NoMoreCalls/typePath(of:)`` writes them, and the strictness, latest
    /// last. A state made later for that test, of a static mock declared in one of the types,
    /// takes it, so that a static mock that no test had touched yet is strict too.
    private static let strictness = Locked<[AnyHashable: [(paths: [[String]], isStrict: Bool)]]>(
        [:])

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
            stateOfCurrentTest: { [weak states] in
                states?.stateOfCurrentTest() as? any CallRecording
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

    /// Makes the static mocks declared with ``MockScope/test`` in the types at `paths` strict for
    /// the running test, or not: those made so far, and those made later in the test.
    /// - Returns: The states of the running test of the mocks made so far.
    static func setStrict(_ isStrict: Bool, ofStaticsIn paths: [[String]]) -> [any CallRecording] {
        guard let test = CurrentTest.identity else { return [] }
        strictness.withLock { $0[test, default: []].append((paths, isStrict)) }
        return all.compactMap { entry in
            guard isStatic(declaredAt: entry.declaration, in: paths),
                let state = entry.stateOfCurrentTest()
            else { return nil }
            (state as? any StrictnessSetting)?.setStrict(isStrict)
            return state
        }
    }

    /// Gives `state`, just made for the test `test`, the strictness that `setStrict(_:of:)` gave
    /// the static mocks of its type in that test, if any.
    static func applyStrictness(to state: AnyObject, ofTest test: AnyHashable) {
        guard let settings = strictness.withLock({ $0[test] }),
            let recording = state as? any CallRecording,
            let strict = state as? any StrictnessSetting
        else { return }
        for setting in settings where isStatic(declaredAt: recording.declaration, in: setting.paths)
        {
            strict.setStrict(setting.isStrict)
        }
    }

    /// Whether the mock declared at `declaration` reads as a `static` member of one of the types
    /// at `paths`, or of their holders of static wrappers.
    private static func isStatic(declaredAt declaration: SourceLocation, in paths: [[String]])
        -> Bool
    {
        guard let declaration = MockName(declaredAt: declaration).declaration,
            declaration.isStatic
        else { return false }
        return paths.contains { NoMoreCalls.isOwner(declaration.owner, of: $0) }
    }
}
