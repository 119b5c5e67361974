extension StubbableMock {
    /// Answers every later call with `value`.
    ///
    /// It replaces the current loader, so ``Mockable/resetLoader()`` undoes it. Rules and queued
    /// answers still take precedence.
    ///
    /// ```swift
    /// files.$fileExistsMock.returns(true)
    /// ```
    public func returns(_ value: Value) {
        _state.stub(returning: value, loader: Self._loader(returning: value))
    }

    /// Answers every later call by running `body` with its context.
    ///
    /// It replaces the current loader, as assigning the wrapped property does, so
    /// ``Mockable/resetLoader()`` undoes it. Rules and queued answers still take precedence. It
    /// is the way to answer a `static let` mock, which has no wrapped property to assign, with
    /// code:
    ///
    /// ```swift
    /// files.$fileExistsMock.then { path in path.hasPrefix("/tmp") }
    /// MockClock.nowMock.then { _ in Date(timeIntervalSince1970: 0) }
    /// ```
    /// - Parameter body: A closure of the mock's loader type, run for each call.
    public func then(_ body: Loader) {
        _state.currentLoader = body
    }

    /// Queues `value` as the answer to one call.
    ///
    /// Queued answers are used first in, first out, before the current loader; once they run out,
    /// the mock falls back to its current loader.
    ///
    /// ```swift
    /// $nextMock.returnsOnce(1)
    /// $nextMock.returnsOnce(2)
    /// // next() answers 1, then 2, then what the current loader answers
    /// ```
    public func returnsOnce(_ value: Value) {
        _state.enqueue(Self._loader(returning: value))
    }

    /// Runs `effect` with the context of every later call, before the call is answered, whatever
    /// answers it; effects added one after another all run, in the order they were added.
    ///
    /// ```swift
    /// $saveMock.perform { document in saved.append(document.title) }
    /// $saveMock.perform { _ in progress.advance() }
    /// ```
    ///
    /// An effect for some calls only tests the context itself. ``resetStubs()`` and ``reset()``
    /// remove the effects; ``Mockable/resetLoader()`` keeps them.
    /// - Parameter effect: Runs with each call's context, outside the mock's lock, so it may call
    ///   the mock.
    public func perform(_ effect: @escaping (Context) -> Void) {
        _state.addEffect(effect)
    }

    /// Starts a rule for the calls whose context satisfies `predicate`.
    ///
    /// ```swift
    /// $fileExistsMock.when { $0.hasPrefix("/tmp") }.returns(true)
    /// ```
    ///
    /// The latest rule that matches a call answers it, before queued answers and the current
    /// loader.
    /// - Parameter predicate: Decides which calls the rule answers.
    /// - Returns: The rule, to finish with `returns(_:)`, `throws(_:)` or `then(_:)`.
    public func when(_ predicate: @escaping (Context) -> Bool) -> StubRule<Self> {
        StubRule(mock: self, matcher: PredicateMatcher(predicate))
    }

    /// Removes every recorded call; loaders, rules and queued answers stay.
    public func resetUsage() {
        usage.removeAll()
    }

    /// Removes every rule, queued answer and side effect, and makes the default loader answer
    /// again; the recorded calls stay, for the verifications still to come.
    ///
    /// ```swift
    /// $fetchMock.returns(3)
    /// _ = fetchMock(1)
    /// $fetchMock.resetStubs()
    /// $fetchMock.verifyCalled(.once)     // the call made while stubbed is still recorded
    /// ```
    ///
    /// ``Mockable/resetLoader()`` keeps the rules and queued answers; ``reset()`` removes the
    /// calls too.
    public func resetStubs() {
        _state.resetStubs()
    }

    /// Returns the mock to its declared state: no recorded call, no rule, no queued answer, and
    /// the default loader answering.
    public func reset() {
        _state.reset()
    }
}

extension StubbableMock where Context: Equatable {
    /// Starts a rule for the calls with `context`.
    ///
    /// ```swift
    /// $fileExistsMock.when("/tmp").returns(true)
    /// ```
    /// - Parameter context: The context the rule answers.
    /// - Returns: The rule, to finish with `returns(_:)`, `throws(_:)` or `then(_:)`.
    public func when(_ context: Context) -> StubRule<Self> {
        StubRule(mock: self, matcher: EqualContextMatcher(context))
    }
}

extension ThrowingStubbableMock {
    /// Throws `error` from every later call.
    ///
    /// It replaces the current loader, so ``Mockable/resetLoader()`` undoes it.
    ///
    /// ```swift
    /// files.$removeItemMock.throws(CocoaError(.fileNoSuchFile))
    /// ```
    public func `throws`(_ error: any Error) {
        _state.currentLoader = Self._loader(throwing: error)
    }

    /// Queues `error` as the answer to one call; see ``StubbableMock/returnsOnce(_:)``.
    public func throwsOnce(_ error: any Error) {
        _state.enqueue(Self._loader(throwing: error))
    }
}
