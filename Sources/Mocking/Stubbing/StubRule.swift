/// A rule that answers the calls it matches, started with `when` on a mock's projection.
///
/// Finish it with one answer:
///
/// ```swift
/// $userMock.when(42).returns(User(name: "Ann"))
/// $userMock.when(0).throws(APIError.notFound)
/// $userMock.when { $0 < 0 }.then { id in User(name: "#\(id)") }
/// $userMock.when(7).callsRealImplementation()
/// ```
///
/// or with answers used once each, in order, and optionally a last one for every call after them:
///
/// ```swift
/// $nextMock.when(.any).returnsOnce(1).returnsOnce(2).returns(3)   // 1, 2, 3, 3, …
/// ```
///
/// A rule takes effect once finished. When several rules match a call, the latest one answers;
/// a rule whose answers used once are used up, and that has no last answer, no longer matches.
public struct StubRule<Mock: StubbableMock> {
    @usableFromInline typealias State = _MockState<Mock.Context, Mock.Value, Mock.Loader>

    @usableFromInline let install: (Mock.Loader?, State.Special?) -> Void
    /// The answers used once of the rule this one continues, once `returnsOnce(_:)` started it.
    @usableFromInline let answers: State.RuleAnswers?

    @inlinable
    init<Matcher: ContextMatching>(mock: Mock, matcher: Matcher)
    where Matcher.Context == Mock.Context {
        install = { loader, special in
            let state = mock._state
            state.addRule(matcher, loader: loader ?? state.defaultLoader, special: special)
        }
        answers = nil
    }

    init(continuing rule: StubRule, answers: State.RuleAnswers) {
        install = rule.install
        self.answers = answers
    }

    /// Answers the matching calls with `value`.
    public func returns(_ value: Mock.Value) {
        then(Mock._loader(returning: value))
    }

    /// Answers the matching calls by running `body` with their context.
    ///
    /// - Parameter body: A closure of the mock's loader type.
    public func then(_ body: Mock.Loader) {
        finish(.loader(body))
    }

    /// Answers the matching calls with the real implementation, as if nothing were stubbed: a
    /// spy's live instance (`forward(to:)`, `init(forwardingTo:)`), a class mock's superclass, or
    /// else the loader the mock was declared with, which a mock declared without one answers with
    /// its default value.
    ///
    /// ```swift
    /// counter.$countMock.when(.any).returnsOnce(5).callsRealImplementation()
    /// // count() answers 5, then what the class's count() answers
    /// ```
    ///
    /// Rules answer before queued answers and the current loader, so such a rule with a matcher
    /// of every call makes the real implementation answer them all until a later rule matches.
    public func callsRealImplementation() {
        finish(.realImplementation)
    }

    /// Answers the next matching call with `value`, and returns the rule to give the calls after
    /// it their answers: more used once, then optionally one for every later call.
    ///
    /// ```swift
    /// $nextMock.when(.any).returnsOnce(1).returnsOnce(2)   // 1, 2, then as if the rule were not
    /// ```
    @discardableResult
    public func returnsOnce(_ value: Mock.Value) -> StubRule {
        once(Mock._loader(returning: value))
    }

    func once(_ loader: Mock.Loader) -> StubRule {
        if let answers {
            answers.append(loader)
            return self
        }
        let answers = State.RuleAnswers(once: [loader])
        install(nil, .queued(answers))
        return StubRule(continuing: self, answers: answers)
    }

    func finish(_ match: State.RuleMatch) {
        if let answers {
            answers.answerLast(match)
            return
        }
        switch match {
        case .loader(let loader): install(loader, nil)
        case .realImplementation: install(nil, .realImplementation)
        }
    }
}

extension StubRule where Mock: ThrowingStubbableMock {
    /// Throws `error` from the matching calls.
    public func `throws`(_ error: any Error) {
        then(Mock._loader(throwing: error))
    }

    /// Throws `error` from the next matching call; see ``returnsOnce(_:)``.
    @discardableResult
    public func throwsOnce(_ error: any Error) -> StubRule {
        once(Mock._loader(throwing: error))
    }
}
