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
    // NB: all mutable state is inside `behavior`, which is only accessed while holding its lock.
    // The lock is shared with `usage`, so one lock guards the whole state.
    @usableFromInline let behavior: Locked<Behavior>
    /// The lock of `behavior` and `usage`, held here too: read through `behavior`, the call path
    /// retained and released it on every call.
    @usableFromInline let lock: Lock
    /// The history of the calls this state answered.
    @usableFromInline let usage: MockUsage<Context, Value>
    /// The recorded calls of `usage`, held here too for the same reason as `lock`.
    @usableFromInline let history: Locked<UsageState<Context, Value>>
    /// Whether the mock was declared `strict: true`, which ``reset()`` restores.
    let isDeclaredStrict: Bool
    @usableFromInline let declaration: SourceLocation

    /// The rules added by `when`: the calls each matches and the loader that answers them.
    ///
    /// Finding the latest matching rule is one call of `latestMatch`. While every rule has the same
    /// type of matcher, as when all come from `when(_:_:)` with values, it is one loop specialized
    /// for that type; otherwise it calls each rule's test in turn.
    @usableFromInline
    struct Rules {
        @usableFromInline var loaders: [Loader] = []
        /// What each rule answers instead of its loader, oldest first; empty while every rule
        /// answers with its loader, so that the common search reads nothing more.
        @usableFromInline var specials: [Special?] = []
        /// Finds the latest rule that matches a context.
        @usableFromInline var finder: RuleFinder?
        /// Each rule's test, oldest first.
        @usableFromInline var tests: [(Context) -> Bool] = []
        /// What runs with each call's context before it is answered, oldest first: the side
        /// effects `perform(_:)` adds. The finder holds them too, so that a call reads them
        /// with the rules.
        @usableFromInline var effects: [(Context) -> Void] = []
        /// The matchers, as an array of their one type, while all rules share it.
        @usableFromInline var matchersOfOneType: Any?

        @usableFromInline
        init() {}

        @inlinable
        var isEmpty: Bool { loaders.isEmpty }

        /// Adds a rule answering with `loader`, or as `special` says; inlinable, so that its test
        /// and the loop over rules are specialized.
        @inlinable
        mutating func add<Matcher: ContextMatching>(
            _ matcher: Matcher, loader: Loader, special: Special? = nil
        ) where Matcher.Context == Context {
            if special != nil || !specials.isEmpty {
                if specials.isEmpty { specials = Array(repeating: nil, count: loaders.count) }
                specials.append(special)
            }
            loaders.append(loader)
            tests.append { matcher.matches($0) }
            if loaders.count == 1 {
                matchersOfOneType = [matcher]
            } else if let matchers = matchersOfOneType as? [Matcher] {
                matchersOfOneType = matchers + [matcher]
            } else {
                matchersOfOneType = nil
            }
            if let matchers = matchersOfOneType as? [Matcher] {
                func latest(_ context: Context, before end: Int) -> Int {
                    var index = end
                    while index > matchers.startIndex {
                        index -= 1
                        if matchers[index].matches(context) { return index }
                    }
                    return -1
                }
                finder = RuleFinder(
                    loaders, specials, effects,
                    latestMatch: { latest($0, before: matchers.endIndex) },
                    latestMatchBefore: latest)
            } else {
                let tests = self.tests
                func latest(_ context: Context, before end: Int) -> Int {
                    var index = end
                    while index > tests.startIndex {
                        index -= 1
                        if tests[index](context) { return index }
                    }
                    return -1
                }
                finder = RuleFinder(
                    loaders, specials, effects, latestMatch: { latest($0, before: tests.endIndex) },
                    latestMatchBefore: latest)
            }
        }

        /// Adds a side effect, keeping the rules' search.
        mutating func addEffect(_ effect: @escaping (Context) -> Void) {
            effects.append(effect)
            finder = RuleFinder(
                loaders, specials, effects, latestMatch: finder?.latestMatch ?? { _ in -1 },
                latestMatchBefore: finder?.latestMatchBefore ?? { _, _ in -1 })
        }
    }

    /// What a rule answers instead of its loader.
    @usableFromInline
    enum Special {
        /// The real implementation: a spy's live instance, a class mock's superclass, or else the
        /// loader the mock was declared with.
        case realImplementation
        /// Answers used once each, first in, first out, then the rule's last answer if it has one.
        case queued(RuleAnswers)
    }

    /// How the rule that matched a call answers it.
    @usableFromInline
    enum RuleMatch {
        case loader(Loader)
        case realImplementation
    }

    /// The answers of one rule used once each, in order, and the one that answers every call once
    /// they are used up; without it, a rule whose answers are used up no longer matches.
    @usableFromInline
    final class RuleAnswers: @unchecked Sendable {
        // NB: only read and written while holding `lock`.
        let lock = Lock()
        var once: [Loader]
        var last: RuleMatch?

        init(once: [Loader]) {
            self.once = once
        }

        /// Takes the next answer, or the last one, or `nil` once all are used up.
        @usableFromInline
        func claim() -> RuleMatch? {
            lock.withLock { once.isEmpty ? last : .loader(once.removeFirst()) }
        }

        func append(_ loader: Loader) {
            lock.withLock { once.append(loader) }
        }

        func answerLast(_ match: RuleMatch) {
            lock.withLock { last = match }
        }
    }

    /// The rules at one moment, and the search for the latest that matches a call, in an object:
    /// a closure returned through the lock in a tuple would be converted, and allocate, on every
    /// call.
    @usableFromInline
    final class RuleFinder {
        @usableFromInline let loaders: [Loader]
        @usableFromInline let specials: [Special?]
        /// The side effects, which run before a call is answered.
        @usableFromInline let effects: [(Context) -> Void]
        /// Whether `effects` holds any, read without touching the array.
        @usableFromInline let hasEffects: Bool
        /// Whether every rule answers with its loader, as `specials` is then empty.
        @usableFromInline let answersByLoaders: Bool
        /// The index of the latest rule that matches a context, or -1.
        @usableFromInline let latestMatch: (Context) -> Int
        /// The index of the latest rule before the given index that matches a context, or -1.
        @usableFromInline let latestMatchBefore: (Context, Int) -> Int

        @inlinable
        init(
            _ loaders: [Loader], _ specials: [Special?], _ effects: [(Context) -> Void],
            latestMatch: @escaping (Context) -> Int,
            latestMatchBefore: @escaping (Context, Int) -> Int
        ) {
            self.loaders = loaders
            self.specials = specials
            self.effects = effects
            hasEffects = !effects.isEmpty
            answersByLoaders = specials.isEmpty
            self.latestMatch = latestMatch
            self.latestMatchBefore = latestMatchBefore
        }

        /// Runs the side effects with `context`.
        @inlinable
        func runEffects(_ context: Context) {
            for effect in effects { effect(context) }
        }

        /// The loader of the latest rule that matches `context`, if any, while every rule
        /// answers with its loader.
        @inlinable
        func loader(matching context: Context) -> Loader? {
            let index = latestMatch(context)
            return index >= 0 ? loaders[index] : nil
        }

        /// How the latest rule that matches `context` answers it, if any does: a rule whose
        /// answers used once are used up, with no last answer, is passed over.
        @inlinable
        func match(_ context: Context) -> RuleMatch? {
            var end = loaders.count
            while true {
                let index = latestMatchBefore(context, end)
                if index < 0 { return nil }
                if specials.isEmpty { return .loader(loaders[index]) }
                switch specials[index] {
                case nil:
                    return .loader(loaders[index])
                case .realImplementation:
                    return .realImplementation
                case .queued(let answers):
                    if let match = answers.claim() { return match }
                    end = index
                }
            }
        }
    }

    @usableFromInline
    struct Behavior {
        @usableFromInline var defaultLoader: Loader
        @usableFromInline var currentLoader: Loader
        /// The value `currentLoader` answers, when a test stubbed it with one (`returns(_:)`) or
        /// it is the default loader of a mock declared without a closure (`defaultValue`): a
        /// call it answers is recorded while the lock is held to read it, without a loader.
        @usableFromInline var stubbedValue: Value?
        /// Whether `currentLoader` was set by a test rather than being the default loader.
        @usableFromInline var isStubbed = false
        // NB: `rules` and `queuedAnswers` change only through the methods below, which keep
        // `hasOverrides`. Observers would keep it too, but make every read copy the whole
        // property: five retains and releases a call answered by a rule.
        @usableFromInline var rules = Rules()
        @usableFromInline var queuedAnswers: [Loader] = []
        /// Whether rules, queued answers or side effects exist: every call reads this one flag
        /// to choose its path.
        @usableFromInline var hasOverrides = false
        /// The value `defaultLoader` answers, for a mock declared without a closure, such as `0`
        /// or `()`: while the default loader answers, `stubbedValue` holds it, so that calls are
        /// answered and recorded as a stubbed value's are, under one acquisition of the lock.
        var defaultValue: Value?
        /// Whether a call that only the default loader answers records a test issue: declared
        /// with `strict: true`, or made so by `setStrict(_:of:)`.
        @usableFromInline var isStrict: Bool
        /// Whether the default loader answers, rather than failing every call as the loader of a
        /// mock declared ``MockDefault/unimplemented`` does, which reports the call itself.
        @usableFromInline var defaultLoaderAnswers: Bool
        /// Whether a test replaced the declared default loader, as `forward(to:)` does to make a
        /// spy: its answers are then planned, and a strict mock does not report them.
        @usableFromInline var defaultIsPlanned = false

        init(defaultLoader: Loader, defaultValue: Value?, isStrict: Bool, answers: Bool) {
            self.defaultLoader = defaultLoader
            currentLoader = defaultLoader
            self.defaultValue = defaultValue
            self.isStrict = isStrict
            defaultLoaderAnswers = answers
            stubbedValue = isStrict ? nil : defaultValue
        }

        mutating func updateHasOverrides() {
            hasOverrides = !rules.isEmpty || !queuedAnswers.isEmpty || !rules.effects.isEmpty
        }

        /// Adds a rule; inlinable, so that its test is specialized for the matcher.
        @inlinable
        mutating func addRule<Matcher: ContextMatching>(
            _ matcher: Matcher, loader: Loader, special: Special?
        ) where Matcher.Context == Context {
            rules.add(matcher, loader: loader, special: special)
            hasOverrides = true
        }

        mutating func enqueue(_ loader: Loader) {
            queuedAnswers.append(loader)
            hasOverrides = true
        }

        /// Takes the oldest queued answer, if any.
        @usableFromInline
        mutating func dequeue() -> Loader? {
            guard !queuedAnswers.isEmpty else { return nil }
            let loader = queuedAnswers.removeFirst()
            updateHasOverrides()
            return loader
        }

        mutating func addEffect(_ effect: @escaping (Context) -> Void) {
            rules.addEffect(effect)
            hasOverrides = true
        }

        /// Whether a call that the current loader answers is reported: the mock is strict, no
        /// test stubbed it nor replaced its default loader, and that loader answers calls.
        @inlinable
        var reportsUnstubbedCalls: Bool {
            isStrict && !isStubbed && !defaultIsPlanned && defaultLoaderAnswers
        }

        /// What the default loader answers under the lock, `defaultValue`, unless the mock is
        /// strict: a strict mock's calls go through the path that reports them.
        var valueOfDefaultLoader: Value? { isStrict ? nil : defaultValue }

        /// Removes every rule, queued answer and side effect, and restores the default loader.
        mutating func removeOverrides() {
            rules = Rules()
            queuedAnswers.removeAll()
            hasOverrides = false
            currentLoader = defaultLoader
            stubbedValue = valueOfDefaultLoader
            isStubbed = false
        }

        /// Makes calls that only the default loader answers record a test issue, or not.
        mutating func setStrict(_ isStrict: Bool) {
            self.isStrict = isStrict
            if !isStubbed { stubbedValue = valueOfDefaultLoader }
        }
    }

    /// Creates the state of a mock declared at `declaration`, behind `lock`, which other states
    /// may share, as a property's getter and setter do.
    ///
    /// - Parameters:
    ///   - defaultValue: What `defaultLoader` answers, when it answers one value: calls the
    ///     default loader would answer are then answered with it under the lock, while the mock
    ///     is not strict.
    ///   - answers: Whether `defaultLoader` answers calls; `false` for one that fails each call
    ///     itself, as a mock declared ``MockDefault/unimplemented`` does, which strictness then
    ///     leaves to it.
    init(
        defaultLoader: Loader, defaultValue: Value? = nil, isStrict: Bool, answers: Bool = true,
        declaration: SourceLocation, lock: Lock = Lock()
    ) {
        self.lock = lock
        behavior = Locked(
            Behavior(
                defaultLoader: defaultLoader, defaultValue: defaultValue, isStrict: isStrict,
                answers: answers),
            lock: lock)
        usage = MockUsage(lock: lock, declaration: declaration)
        history = usage.storage
        isDeclaredStrict = isStrict
        self.declaration = declaration
    }

    /// The scoped states of a mock declared with `defaultLoader`, which answers `defaultValue`
    /// if given.
    static func scoped(
        _ scope: MockScope, defaultLoader: Loader, defaultValue: Value? = nil, isStrict: Bool,
        answers: Bool = true, declaration: SourceLocation
    ) -> ScopedState<_MockState> {
        ScopedState(scope) {
            _MockState(
                defaultLoader: defaultLoader, defaultValue: defaultValue, isStrict: isStrict,
                answers: answers, declaration: declaration)
        }
    }

    /// The scoped states of a mock declared without a closure, answering `value` by default:
    /// `Value.defaultValue`, nothing, or `.success(())`. A class's default is made again for each
    /// call, as its objects are not shared between calls.
    static func scoped(
        _ scope: MockScope, answering value: @escaping () -> Value, loader: Loader, isStrict: Bool,
        declaration: SourceLocation
    ) -> ScopedState<_MockState> {
        scoped(
            scope, defaultLoader: loader, defaultValue: Value.self is AnyClass ? nil : value(),
            isStrict: isStrict, declaration: declaration)
    }

    /// How a call is answered: by a stubbed value, the call already recorded, or by a loader.
    @usableFromInline
    enum Answer {
        /// The stubbed value answers the call, which is recorded.
        case value(Value)
        /// The loader answers the call; the caller records it with `sequenceNumber` once it
        /// returns or throws.
        case loader(Loader, sequenceNumber: Int)
    }

    /// Answers a call with `context` by its stubbed value, recording the call, or picks the loader
    /// that answers it, and draws the call's sequence number.
    ///
    /// Precedence: the latest matching rule, then the oldest queued answer, then the current
    /// loader or its stubbed value. A strict mock reports a call that only its default loader
    /// answers.
    ///
    /// A call answered by a stubbed value takes the lock once: the number is drawn, the value read
    /// and the call recorded in one critical section, as no code of the test runs in between.
    ///
    /// Always inlined into the wrapper's answer, as ``MockUsage/record(_:_:sequenceNumber:)`` is:
    /// left to the optimizer, a call forwarded to a stubbed mock took 304 instructions rather than
    /// 293; inlined without `record`, a call answered by a loader took 311 rather than 270
    /// (`bash Benchmarks/profile.sh --table`).
    @inlinable @inline(__always)
    func answer(for context: Context) -> Answer {
        // Locked and unlocked by hand, so that each path releases the lock as soon as it has read
        // what it needs, and nothing is packed to leave a critical section.
        lock.lock()
        let sequenceNumber = nextSequenceNumber()
        // Stored properties only: a computed one would copy the whole state to read it.
        if _slowPath(behavior.withLockHeld({ $0.hasOverrides })) {
            let (rules, hasQueuedAnswers, current) = behavior.withLockHeld { behavior in
                (
                    behavior.rules.finder, !behavior.queuedAnswers.isEmpty,
                    (behavior.currentLoader, behavior.reportsUnstubbedCalls)
                )
            }
            lock.unlock()
            let loader = overridingLoader(
                for: context, rules: rules, hasQueuedAnswers: hasQueuedAnswers, current: current)
            return .loader(loader, sequenceNumber: sequenceNumber)
        }
        if let value = behavior.withLockHeld({ $0.stubbedValue }) {
            // The history shares the lock: the call is recorded where its number is drawn, so no
            // recorded call started after it.
            let hasWaiters = history.withLockHeld { history in
                history.appendInOrder(context, .success(value), sequenceNumber)
                return !history.waiters.isEmpty
            }
            lock.unlock()
            if _slowPath(hasWaiters) {
                usage.wakeSatisfiedWaiters()
            }
            return .value(value)
        }
        let (loader, isUnstubbed) = behavior.withLockHeld {
            ($0.currentLoader, $0.reportsUnstubbedCalls)
        }
        lock.unlock()
        if _slowPath(isUnstubbed) {
            reportUnstubbedCall(with: context)
        }
        return .loader(loader, sequenceNumber: sequenceNumber)
    }

    /// The slow path of ``answer(for:)``, taken while rules or queued answers exist.
    ///
    /// Rules are evaluated outside the lock, so a rule may call the mock itself. Inlinable so that
    /// it is specialized for the mock's types: unspecialized, each rule costs metadata lookups. Never
    /// inlined, so that the common path stays small enough to be.
    @inlinable @inline(never)
    func overridingLoader(
        for context: Context, rules: RuleFinder?, hasQueuedAnswers: Bool,
        current: (loader: Loader, isUnstubbed: Bool)
    ) -> Loader {
        if rules?.hasEffects == true { rules?.runEffects(context) }
        // While every rule answers with its loader, the search is the loop alone; through
        // optional chaining, which borrows `rules`: bound to a constant, its closure was retained
        // around the search.
        switch rules?.answersByLoaders {
        case true?:
            if let loader = rules?.loader(matching: context) { return loader }
        case false?:
            if let rules, let loader = specialRuleLoader(for: context, rules: rules) {
                return loader
            }
        case nil:
            break
        }
        var (loader, isUnstubbed) = current
        if hasQueuedAnswers {
            (loader, isUnstubbed) = behavior.withLock { behavior in
                if let queued = behavior.dequeue() {
                    return (queued, false)
                }
                return (behavior.currentLoader, behavior.reportsUnstubbedCalls)
            }
        }
        if isUnstubbed {
            reportUnstubbedCall(with: context)
        }
        return loader
    }

    /// The loader of the latest rule that matches `context` where some rules answer with the
    /// real implementation or with answers used once; apart, so that the search of the others
    /// stays as small as it was.
    @inlinable @inline(never)
    func specialRuleLoader(for context: Context, rules: RuleFinder) -> Loader? {
        switch rules.match(context) {
        case .loader(let loader): loader
        case .realImplementation: behavior.withLock { $0.defaultLoader }
        case nil: nil
        }
    }

    /// Records a test issue for a call to a strict mock that nothing stubbed.
    @usableFromInline
    func reportUnstubbedCall(with context: Context) {
        let name = MockName(declaredAt: declaration)
        reportIssue(
            FailureMessage.unstubbedStrictCall(
                describeCall(to: name.callee, with: context), of: name,
                isDeclaredStrict: isDeclaredStrict),
            at: declaration)
    }

    /// Whether a call that only the default loader answers records a test issue.
    var isStrict: Bool {
        behavior.withLock { $0.isStrict }
    }

    /// ``isStrict``, for a caller that holds the lock.
    var isStrictWhileLocked: Bool {
        behavior.withLockHeld { $0.isStrict }
    }

    /// Makes a call that only the default loader answers record a test issue, or not, until
    /// ``reset()`` restores the strictness the mock was declared with.
    func setStrict(_ isStrict: Bool) {
        behavior.withLock { $0.setStrict(isStrict) }
    }

    @usableFromInline var defaultLoader: Loader {
        get { behavior.withLock { $0.defaultLoader } }
        set {
            behavior.withLock { behavior in
                behavior.defaultLoader = newValue
                behavior.currentLoader = newValue
                behavior.defaultValue = nil
                behavior.stubbedValue = nil
                behavior.isStubbed = false
                behavior.defaultLoaderAnswers = true
                behavior.defaultIsPlanned = true
            }
        }
    }

    var currentLoader: Loader {
        get { behavior.withLock { $0.currentLoader } }
        set {
            behavior.withLock { behavior in
                behavior.currentLoader = newValue
                behavior.stubbedValue = nil
                behavior.isStubbed = true
            }
        }
    }

    /// Makes `value` answer every later call; `loader` answers it too, for ``currentLoader``.
    func stub(returning value: Value, loader: Loader) {
        behavior.withLock { behavior in
            behavior.currentLoader = loader
            behavior.stubbedValue = value
            behavior.isStubbed = true
        }
    }

    /// Whether a test gave this state an answer: a stubbed loader, a rule or a queued answer.
    var isStubbed: Bool {
        behavior.withLock { $0.isStubbed || $0.hasOverrides }
    }

    func resetLoader() {
        behavior.withLock { behavior in
            behavior.currentLoader = behavior.defaultLoader
            behavior.stubbedValue = behavior.valueOfDefaultLoader
            behavior.isStubbed = false
        }
    }

    /// Removes every rule, queued answer and side effect, and restores the default loader; the
    /// calls stay.
    func resetStubs() {
        behavior.withLock { $0.removeOverrides() }
    }

    /// Removes every rule, queued answer and recorded call, and restores the default loader and
    /// the declared strictness, in one acquisition of the lock, so that no call sees the behavior
    /// reset and the history not.
    func reset() {
        lock.withLock { resetWhileLocked() }
    }

    /// Does what ``reset()`` does, for a caller that holds the lock, as a property resetting its
    /// value, its getter and its setter in one step does.
    func resetWhileLocked() {
        behavior.withLockHeld { behavior in
            behavior.isStrict = isDeclaredStrict
            behavior.removeOverrides()
        }
        history.withLockHeld { $0.removeAll() }
    }

    /// Answers a call with `context` by what `answer` gives, run while the lock is held, and
    /// records the call in the same step; or returns `nil`, recording nothing, when a test gave
    /// the mock an answer (a stub, a rule, a queued answer) or `answer` gives none.
    ///
    /// A property's default get and set go this way, so that reading or writing its value and
    /// numbering the access are one step: no get is numbered before the set whose value it read.
    func answerByDefault(_ context: Context, _ answer: () -> Value?) -> Value? {
        lock.lock()
        guard behavior.withLockHeld({ !$0.isStubbed && !$0.hasOverrides }), let value = answer()
        else {
            lock.unlock()
            return nil
        }
        let sequenceNumber = nextSequenceNumber()
        let hasWaiters = history.withLockHeld { history in
            history.appendInOrder(context, .success(value), sequenceNumber)
            return !history.waiters.isEmpty
        }
        lock.unlock()
        if hasWaiters {
            usage.wakeSatisfiedWaiters()
        }
        return value
    }

    /// Adds a rule; inlinable, so that the rule's test is specialized for the matcher.
    @inlinable
    func addRule<Matcher: ContextMatching>(
        _ matcher: Matcher, loader: Loader, special: Special? = nil
    ) where Matcher.Context == Context {
        behavior.withLock { $0.addRule(matcher, loader: loader, special: special) }
    }

    func enqueue(_ loader: Loader) {
        behavior.withLock { $0.enqueue(loader) }
    }

    func addEffect(_ effect: @escaping (Context) -> Void) {
        behavior.withLock { $0.addEffect(effect) }
    }
}
