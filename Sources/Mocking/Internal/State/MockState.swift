/// The loaders, rules and queued answers of one mock, shared by every kind of mock wrapper.
///
/// `Loader` is the wrapper's closure type: `(Context) -> Value`, `(Context) throws -> Value`, or
/// their `async` forms. Every answer, whether a stubbed value, a queued error or a rule's body, is
/// stored as a `Loader`, so one call path serves them all.
///
/// A mock declared with ``MockScope/test`` has one state per test; any other mock has one.
///
/// This type is public only because ``StubbableMock`` requires it; it has no public members.
public final class _MockState<Context, Value, Loader>: @unchecked Sendable {
    // NB: all mutable state is inside `behavior`, which is only accessed while holding `lock`.
    // The lock is shared with `usage`, so one lock guards the whole state.
    @usableFromInline let lock: Lock
    @usableFromInline let behavior: Locked<Behavior>
    /// The history of the calls this state answered.
    @usableFromInline let usage: MockUsage<Context, Value>
    @usableFromInline let isStrict: Bool
    @usableFromInline let declaration: SourceLocation

    /// A rule added by `when`: the calls it matches and the loader that answers them.
    @usableFromInline
    struct Rule {
        @usableFromInline let matches: (Context) -> Bool
        @usableFromInline let loader: Loader

        @inlinable
        init<Matcher: ContextMatching>(_ matcher: Matcher, loader: Loader)
        where Matcher.Context == Context {
            matches = { matcher.matches($0) }
            self.loader = loader
        }
    }

    @usableFromInline
    struct Behavior {
        @usableFromInline var defaultLoader: Loader
        @usableFromInline var currentLoader: Loader
        /// Whether `currentLoader` was set by a test rather than being the default loader.
        @usableFromInline var isStubbed = false
        @usableFromInline var rules: [Rule] = []
        @usableFromInline var queuedAnswers: [Loader] = []

        init(defaultLoader: Loader) {
            self.defaultLoader = defaultLoader
            currentLoader = defaultLoader
        }

        @inlinable
        var hasOverrides: Bool { !rules.isEmpty || !queuedAnswers.isEmpty }

        /// Removes every rule and queued answer, and restores the default loader.
        mutating func removeOverrides() {
            rules.removeAll()
            queuedAnswers.removeAll()
            currentLoader = defaultLoader
            isStubbed = false
        }
    }

    init(defaultLoader: Loader, isStrict: Bool, declaration: SourceLocation) {
        let lock = Lock()
        self.lock = lock
        behavior = Locked(Behavior(defaultLoader: defaultLoader), lock: lock)
        usage = MockUsage(lock: lock, declaration: declaration)
        self.isStrict = isStrict
        self.declaration = declaration
    }

    /// The scoped states of a mock declared with `defaultLoader`.
    static func scoped(
        _ scope: MockScope, defaultLoader: Loader, isStrict: Bool, declaration: SourceLocation
    ) -> ScopedState<_MockState> {
        ScopedState(scope) {
            _MockState(defaultLoader: defaultLoader, isStrict: isStrict, declaration: declaration)
        }
    }

    /// Picks the loader that answers a call with `context`, and draws the call's sequence number.
    ///
    /// Precedence: the latest matching rule, then the oldest queued answer, then the current
    /// loader. A strict mock reports a call that only its default loader answers.
    @inlinable
    func loader(for context: Context) -> (loader: Loader, sequenceNumber: Int) {
        let (loader, sequenceNumber, hasOverrides, isDefault) = behavior.withLock { behavior in
            (
                behavior.currentLoader, nextSequenceNumber(), behavior.hasOverrides,
                !behavior.isStubbed
            )
        }
        if _slowPath(hasOverrides) {
            return (overridingLoader(for: context), sequenceNumber)
        }
        if _slowPath(isDefault && isStrict) {
            reportUnstubbedCall(with: context)
        }
        return (loader, sequenceNumber)
    }

    /// The slow path of ``loader(for:)``, taken while rules or queued answers exist.
    ///
    /// Rules are evaluated outside the lock, so a rule may call the mock itself. Inlinable so that
    /// it is specialized for the mock's types: unspecialized, each rule costs metadata lookups.
    @inlinable
    func overridingLoader(for context: Context) -> Loader {
        let (rules, hasQueuedAnswers, current, isDefault) = behavior.withLock { behavior in
            (
                behavior.rules, !behavior.queuedAnswers.isEmpty, behavior.currentLoader,
                !behavior.isStubbed
            )
        }
        var index = rules.endIndex
        while index > rules.startIndex {
            index -= 1
            if rules[index].matches(context) { return rules[index].loader }
        }
        var (loader, answeredByDefault) = (current, isDefault)
        if hasQueuedAnswers {
            (loader, answeredByDefault) = behavior.withLock { behavior in
                if !behavior.queuedAnswers.isEmpty {
                    return (behavior.queuedAnswers.removeFirst(), false)
                }
                return (behavior.currentLoader, !behavior.isStubbed)
            }
        }
        if answeredByDefault && isStrict {
            reportUnstubbedCall(with: context)
        }
        return loader
    }

    /// Records a test issue for a call to a strict mock that nothing stubbed.
    @usableFromInline
    func reportUnstubbedCall(with context: Context) {
        let name = mockName(declaredAt: declaration)
        reportIssue(
            """
            Expected every call to the strict mock \(name) to be stubbed, but \
            \(describeCall(to: name, with: context)) was answered by its default loader. Stub it \
            with returns(_:), when(_:) or an assigned closure, or declare it without strict: true.
            """,
            at: declaration)
    }

    // MARK: Changing the behavior

    var defaultLoader: Loader {
        get { behavior.withLock { $0.defaultLoader } }
        set {
            behavior.withLock { behavior in
                behavior.defaultLoader = newValue
                behavior.currentLoader = newValue
                behavior.isStubbed = false
            }
        }
    }

    var currentLoader: Loader {
        get { behavior.withLock { $0.currentLoader } }
        set {
            behavior.withLock { behavior in
                behavior.currentLoader = newValue
                behavior.isStubbed = true
            }
        }
    }

    /// Whether a test gave this state an answer: a stubbed loader, a rule or a queued answer.
    var isStubbed: Bool {
        behavior.withLock { $0.isStubbed || $0.hasOverrides }
    }

    func resetLoader() {
        behavior.withLock { behavior in
            behavior.currentLoader = behavior.defaultLoader
            behavior.isStubbed = false
        }
    }

    /// Adds a rule; inlinable, so that the rule's test is specialized for the matcher.
    @inlinable
    func addRule<Matcher: ContextMatching>(_ matcher: Matcher, loader: Loader)
    where Matcher.Context == Context {
        let rule = Rule(matcher, loader: loader)
        behavior.withLock { $0.rules.append(rule) }
    }

    func enqueue(_ loader: Loader) {
        behavior.withLock { $0.queuedAnswers.append(loader) }
    }
}
