/// The verification engine: every `wasCalled(with:)` and `verifyCalled` of ``Mockable`` ends
/// here, with a matcher that says which calls count.
extension MockUsage {
    /// Returns whether any recorded call has a context that `matcher` accepts.
    @inlinable
    func containsCall<Matcher: ContextMatching>(matching matcher: Matcher) -> Bool
    where Matcher.Context == Context {
        recordedContexts.contains { matcher.matches($0) }
    }

    /// Checks that `expected` calls match `matcher`, and records an issue at `location` if not.
    ///
    /// Inlinable, so that the scan is specialized for the matcher and the context.
    @inlinable
    func verify<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, at location: SourceLocation
    ) -> Bool where Matcher.Context == Context {
        let matching = recordedContexts.count { matcher.matches($0) }
        if expected.contains(matching) && expected.isValid { return true }
        return verifiedAgain(expected, matching: matcher, within: nil, at: location)
    }

    /// Waits up to `timeout` for `expected` calls to match `matcher`, and records an issue at
    /// `location`, with the calls so far, if they do not.
    @inlinable
    func verify<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, within timeout: Duration,
        at location: SourceLocation
    ) async -> Bool where Matcher.Context == Context {
        if expected.isValid {
            let satisfied = await waitUntil(timeout: timeout) { contexts in
                expected.contains(contexts.count { matcher.matches($0) })
            }
            if satisfied { return true }
        }
        let matching = recordedContexts.count { matcher.matches($0) }
        if expected.contains(matching) && expected.isValid { return true }
        return verifiedAgain(expected, matching: matcher, within: timeout, at: location)
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
        let count = history.count { matcher.matches($0.context) }
        if expected.contains(count) && expected.isValid { return true }
        reportFailedVerification(
            expected, matching: matcher, count: count, in: history, within: timeout, at: location)
        return false
    }

    /// Records the issue of a verification that found `count` calls matching `matcher` in
    /// `history`, against `expected`, within `timeout` if it waited.
    func reportFailedVerification<Matcher: ContextMatching>(
        _ expected: CallCount, matching matcher: Matcher, count: Int, in history: [Entry],
        within timeout: Duration?, at location: SourceLocation
    ) where Matcher.Context == Context {
        // Only a failure needs the name, which is read from the declaration's source file.
        let name = MockName(declaredAt: declaration)
        guard expected.isValid else {
            reportIssue(FailureMessage.invalidCount(expected, of: name, .call), at: location)
            return
        }
        let closest = count == 0 ? closestCall(in: history, to: matcher) : nil
        let message = FailureMessage.wrongCount(
            of: name, .call, expected: expected, expectation: matcher.expectation, count: count,
            within: timeout,
            sharedByTests: FailureMessage.sharedByTests(
                callingTests.sharing(amongCallsNumbered: history.map(\.sequenceNumber)), of: name),
            closestCall: closest.map { FailureMessage.closestCall($0, of: name) },
            history: CallListing(calls: history, of: name, keeping: closest.map { $0.position - 1 })
        )
        reportIssue(message, at: location)
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
