/// The verification engine: every `wasCalled(with:)` and `verifyCalled` of ``Mockable`` ends
/// here, with a matcher that says which calls count.
extension MockUsage {
    /// Returns whether any recorded call has a context that `matcher` accepts.
    @inlinable
    func containsCall<Matcher: ContextMatching>(matching matcher: Matcher) -> Bool
    where Matcher.Context == Context {
        recordedContexts.contains { matcher.matches($0) }
    }

    /// Checks that `expected` calls match `matcher`, and records an issue at `location` if not;
    /// when they do, marks them as verified, for `verifyNoMoreCalls(of:)`.
    ///
    /// Inlinable, so that the scan is specialized for the matcher and the context.
    @inlinable
    func verify<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, at location: SourceLocation
    ) -> Bool where Matcher.Context == Context {
        verifyNow(expected, matching: matcher, within: nil, at: location)
    }

    /// Checks that `expected` calls match `matcher` once calls from other tasks have had
    /// `timeout` to arrive, and records an issue at `location`, with the calls so far, if not.
    ///
    /// A count without an upper bound (`.atLeastOnce`, `.atLeast(n)`) holds as soon as enough
    /// calls arrived: the verification returns then. A count with one (`.never`, `.once`,
    /// `.exactly(n)`, `.atMost(n)`, `.between(_:)`) may still be broken by a later call, so the
    /// verification waits out the whole of `timeout`, and fails as soon as the calls exceed the
    /// bound.
    @inlinable
    func verify<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, within timeout: Duration,
        at location: SourceLocation
    ) async -> Bool where Matcher.Context == Context {
        if expected.isValid {
            if let upperBound = expected.upperBound {
                let exceeded = await waitUntil(timeout: timeout) { contexts in
                    contexts.count { matcher.matches($0) } > upperBound
                }
                if !exceeded && Task.isCancelled {
                    reportCancelledWindow(
                        expected, matching: matcher, within: timeout, at: location)
                    return false
                }
            } else {
                _ = await waitUntil(timeout: timeout) { contexts in
                    expected.contains(contexts.count { matcher.matches($0) })
                }
            }
        }
        return verifyNow(expected, matching: matcher, within: timeout, at: location)
    }

    /// Counts the calls that match `matcher` in one snapshot of the history, marks them as
    /// verified if `expected` accepts their number, and otherwise takes the failing path, which
    /// names `timeout` if the verification waited.
    @inlinable
    func verifyNow<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, within timeout: Duration?,
        at location: SourceLocation
    ) -> Bool where Matcher.Context == Context {
        let (contexts, outcomes) = recordedSnapshot
        let matching = contexts.count { matcher.matches($0) }
        if expected.contains(matching) && expected.isValid {
            if matching > 0 { markVerified(matching: matcher, in: contexts, outcomes) }
            return true
        }
        return verifiedAgain(expected, matching: matcher, within: timeout, at: location)
    }

    /// Marks the calls of a snapshot, `contexts` and their `outcomes`, that `matcher` accepts as
    /// verified.
    @inlinable
    func markVerified<Matcher: ContextMatching>(
        matching matcher: Matcher, in contexts: [Context],
        _ outcomes: [UsageState<Context, Value>.Outcome]
    ) where Matcher.Context == Context {
        var matched: [Int] = []
        for (context, outcome) in zip(contexts, outcomes) where matcher.matches(context) {
            matched.append(outcome.sequenceNumber)
        }
        markVerified(matched)
    }

    /// The failing path of a verification: counts again in one read of the whole history, as
    /// calls from other tasks may have arrived since the count that failed, and records the
    /// issue with that count and those calls if `expected` still does not hold.
    @usableFromInline
    func verifiedAgain<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, within timeout: Duration?,
        at location: SourceLocation
    ) -> Bool where Matcher.Context == Context {
        let history = recordedCalls
        let matched = history.filter { matcher.matches($0.context) }
        if expected.contains(matched.count) && expected.isValid {
            markVerified(matched.map(\.sequenceNumber))
            return true
        }
        reportFailedVerification(
            expected, matching: matcher, count: matched.count, in: history, within: timeout,
            at: location)
        return false
    }

    /// Records the issue of a waiting verification of `expected` calls matching `matcher`, a
    /// count with an upper bound, whose task was cancelled before `timeout` was over.
    @usableFromInline
    func reportCancelledWindow<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, within timeout: Duration,
        at location: SourceLocation
    ) where Matcher.Context == Context {
        let name = MockName(declaredAt: declaration)
        reportIssue(
            FailureMessage.cancelledWindow(
                of: name, expected: expected, expectation: matcher.expectation, within: timeout),
            at: location)
    }

    /// Records the issue of a verification that found `count` calls matching `matcher` in
    /// `history`, against `expected`, within `timeout` if it waited.
    func reportFailedVerification<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, count: Int, in history: [Entry],
        within timeout: Duration?, at location: SourceLocation
    ) where Matcher.Context == Context {
        let verification = CountVerification(
            expected: expected, access: .call, expectation: matcher.expectation, timeout: timeout)
        let listed = verification.reportFailure(
            count: count, declaredAt: declaration, at: location
        ) { name in
            RecordedCalls(
                history: history, of: name, callingTests: callingTests,
                closest: count == 0 ? closestCall(in: history, to: matcher) : nil,
                counted: history.filter { matcher.matches($0.context) }.map(\.sequenceNumber))
        }
        if listed { markReported(history.map(\.sequenceNumber)) }
    }
}

extension MockUsage where Context == EquatableTuple<CodableInput> {
    /// Checks that `expected` calls hold an input that encodes like `value`, and records an issue
    /// at `location` if not, or if `value` cannot be encoded.
    func verify<Input: Encodable>(
        _ expected: CallCount, holdingEncoded value: Input, at location: SourceLocation
    ) -> Bool {
        do {
            return verify(
                expected, matching: ContainedInputMatcher(try CodableInput(value)), at: location)
        } catch {
            let name = MockName(declaredAt: declaration)
            reportIssue(
                FailureMessage.unencodableValue(value, lookedForIn: name, error: error),
                at: location)
            return false
        }
    }
}
