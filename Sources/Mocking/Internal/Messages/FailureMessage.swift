/// The words of every issue the library records.
///
/// Each kind of failure has one function here, which receives what the failure found and returns
/// the message: "Expected …, but …." followed by the lines that explain it. Whatever a message
/// shows is written by the same few helpers, so that a change to how messages read is made once,
/// for all of them:
///
/// - the mock's name: `mockName(declaredAt:)`, in MockName.swift;
/// - values, types, calls and results: `describe(_:)`, `describe(type:)`,
///   `describeCall(to:with:)` and `describeResult(_:)`, in Describing.swift;
/// - what a matcher looks for, and how a call misses it: ``Expectation`` and
///   ``ArgumentMismatch``, worded by ``phrase(_:_:)`` and ``closestCall(_:of:)``;
/// - the recorded calls or accesses, cut after `listedCallLimit`: ``CallListing``.
///
/// The engines that find failures (Internal/Verification, the strict and unimplemented paths of
/// the wrappers) call these functions and pass the text to `reportIssue(_:at:)`.
enum FailureMessage {
    /// What a count verification counts: calls of a mock, or gets or sets of a property.
    enum Access {
        case call
        case get
        case set

        /// The word after "to be" and "was": `called`, `read`, `set`.
        var participle: String {
            switch self {
            case .call: "called"
            case .get: "read"
            case .set: "set"
            }
        }

        /// What a ``CallCount`` counts, for the message of an invalid one.
        var countNoun: String {
            self == .call ? "call count" : "count"
        }
    }

    /// A verification found `count` matching calls, gets or sets, which `expected` does not
    /// accept.
    ///
    /// "Expected fetchMock to be called exactly once with 3, but it was called 2 times with 3.",
    /// then the closest call, when one is given, then the history.
    /// - Parameters:
    ///   - name: The mock's name.
    ///   - access: What was counted.
    ///   - expected: The count the verification wanted.
    ///   - expectation: What the counted calls had to match.
    ///   - count: How many matched.
    ///   - timeout: How long the verification waited, if it did.
    ///   - closestCall: The nearest call, from ``closestCall(_:of:)``, when none matched.
    ///   - history: The recorded calls or accesses.
    static func wrongCount(
        of name: String, _ access: Access, expected: CallCount, expectation: Expectation = .anyCall,
        count: Int, within timeout: Duration? = nil, closestCall: String? = nil,
        history: CallListing
    ) -> String {
        let verb = access.participle
        let looksFor = phrase(expectation, access)
        let deadline = timeout.map { " within \($0)" } ?? ""
        let wanted =
            expected == .never
            ? "never to be \(verb)\(looksFor)" : "to be \(verb) \(expected)\(looksFor)\(deadline)"
        let actual =
            count == 0
            ? "it was never \(verb)\(looksFor)" : "it was \(verb) \(times(count))\(looksFor)"
        let lines = ["Expected \(name) \(wanted), but \(actual)."] + [closestCall].compactMap { $0 }
        return (lines + [history.text]).joined(separator: "\n")
    }

    /// A verification was given a count it cannot check, such as `.exactly(-1)`.
    static func invalidCount(_ count: CallCount, of name: String, _ access: Access) -> String {
        "Expected a valid \(access.countNoun) for \(name), but \(count.invalidity ?? "\(count)")."
    }

    /// Why `count` cannot be checked: it holds the negative count `negative`.
    static func negativeCount(_ negative: Int, in count: CallCount) -> String {
        "\(count.code) has the negative count \(negative); counts start at 0"
    }

    /// What a verification looks for, as it follows "called", "read" or "set": ` with 3`,
    /// ` to true`, ` with ("a", any)`, ` matching the predicate`, or nothing.
    static func phrase(_ expectation: Expectation, _ access: Access) -> String {
        switch expectation {
        case .anyCall: ""
        case .context(let context): access == .set ? " to \(context)" : " with \(context)"
        case .arguments(let arguments): " with (\(arguments.joined(separator: ", ")))"
        case .predicate: " matching the predicate"
        case .input(let input): " with \(input) among its inputs"
        }
    }

    /// The recorded call nearest to what a verification looked for, and how it differs:
    ///
    /// ```
    /// Closest call: 2. addMock("Ann", 3)
    ///   argument 2: expected 4, but got 3
    /// ```
    static func closestCall<Context>(_ closest: ClosestCall<Context>, of name: String) -> String {
        let call = describeCall(to: name, with: closest.context)
        let mismatches = closest.mismatches.map { mismatch in
            let position = mismatch.position.map { "argument \($0): " } ?? ""
            return "  \(position)expected \(mismatch.expected), but got \(mismatch.actual)"
        }
        return (["Closest call: \(closest.position). \(call)"] + mismatches)
            .joined(separator: "\n")
    }

    /// A verification of an `EquatableTuple<CodableInput>` mock was given a value that cannot be
    /// encoded, so it cannot be looked for.
    static func unencodableValue(
        _ value: some Any, lookedForIn name: String, error: any Error
    ) -> String {
        "Expected a value to look for in the calls to \(name), but \(describe(value)) cannot be "
            + "encoded: \(error)"
    }

    /// The calls to `mocks` were not in the order given: step `failedStep` found no call after
    /// the calls the steps before it matched, `matchedCalls` (sequence numbers).
    ///
    /// The message says which step failed, then lists the calls to every mock in the order they
    /// started.
    static func wrongOrder(
        of mocks: [CallSummary], failedStep: Int, matchedCalls: [Int]
    ) -> String {
        let names = mocks.map(\.name)
        var message =
            "Expected \(names.joined(separator: ", then ")) to be called in this order, but "
        if failedStep == 0 || mocks[failedStep].calls.isEmpty {
            message += "\(names[failedStep]) was never called."
        } else {
            let previous = mocks[failedStep - 1]
            let sequenceNumber = matchedCalls[failedStep - 1]
            let call = previous.calls.first { $0.sequenceNumber == sequenceNumber }
            message +=
                "no call to \(names[failedStep]) came after "
                + "\(call?.description ?? previous.name) (#\(sequenceNumber))."
        }
        return message + "\n" + timeline(of: mocks)
    }

    /// Every call to the mocks, each mock once however often it was named, ordered by when the
    /// calls started: `  #5 fetchMock(2)`.
    private static func timeline(of mocks: [CallSummary]) -> String {
        var seen = Set<ObjectIdentifier>()
        let calls = mocks.filter { seen.insert($0.identity).inserted }.flatMap(\.calls)
            .sorted { $0.sequenceNumber < $1.sequenceNumber }
        guard !calls.isEmpty else { return "None of the mocks recorded a call." }
        return
            (["Recorded calls in order:"]
            + calls.prefix(listedCallLimit).map { "  #\($0.sequenceNumber) \($0.description)" })
            .joined(separator: "\n")
    }

    /// A strict mock answered `call` with its default loader, as no test stubbed it.
    static func unstubbedStrictCall(_ call: String, of name: String) -> String {
        """
        Expected every call to the strict mock \(name) to be stubbed, but \(call) was answered \
        by its default loader. Stub it with returns(_:), when(_:) or an assigned closure, or \
        declare it without strict: true.
        """
    }

    /// A mock declared ``MockDefault/unimplemented`` received `call` before any stub.
    static func unimplemented(_ call: String, of name: String) -> String {
        "Expected \(name) to be stubbed before it is called, as it has no default answer, but "
            + "\(call) was not. Stub it with returns(_:), when(_:) or an assigned closure."
    }

    /// A property declared without a value was read before a set or a stub gave it one.
    static func unsetProperty(_ name: String) -> String {
        """
        Expected \(name) to be set or stubbed before it is read, as it has no initial value, \
        but it was read.
        """
    }

    /// A generic mock was called for the specialization `signature`, which has no stub, while
    /// the specializations `stubbed` have one: a stub for the wrong type.
    static func unstubbedSpecialization(
        of name: String, signature: String, stubbed: [String]
    ) -> String {
        """
        Expected a stub of \(name) for \(signature), but it is stubbed only for \
        \(stubbed.joined(separator: ", ")). Stub it with $\(name).for(_:returning:).
        """
    }

    /// The answer to `call`, a call of a `rethrows` member, threw `error` itself rather than
    /// passing on what the closure it runs threw.
    static func rethrowingAnswerThrew(_ call: String, error: any Error) -> String {
        """
        Expected the answer to \(call) to throw only what the closure it runs throws, as the \
        member rethrows, but it threw \(describe(error)).
        """
    }
}
