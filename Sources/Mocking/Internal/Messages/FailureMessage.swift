/// The words of every issue the library records.
///
/// Each kind of failure has one function here, which receives what the failure found and returns
/// the message: "Expected …, but …." followed by the lines that explain it. Whatever a message
/// shows is written by the same few helpers, so that a change to how messages read is made once,
/// for all of them:
///
/// - the mock's name, with the type that holds it: ``MockName``, in MockName.swift;
/// - values, types, calls and results: `describe(_:)`, `describe(type:)`,
///   `describeCall(to:with:)` and `describeResult(_:)`, in Describing.swift, how two
///   dictionaries differ, in DictionaryDifference.swift, where two `Data` values first differ,
///   ``DataDifference``, which elements of two collections differ, ``ElementDifference``, and
///   which properties of two structs or objects differ, ``PropertyDifference``;
/// - what a matcher looks for, and how a call misses it: ``Expectation`` and
///   ``ArgumentMismatch``, worded by ``phrase(_:_:)`` and ``closestCall(_:of:)``;
/// - the recorded calls or accesses, cut to their first and last few: ``CallListing``;
/// - the tests that share a mock: ``sharedByTests(_:of:)``.
///
/// The engines that find failures (Internal/Verifying, the strict and unimplemented paths of
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

        /// What is counted, one of them: `call`, `get`, `set`.
        var noun: String {
            switch self {
            case .call: "call"
            case .get: "get"
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
    /// "Expected MockStore.fetchMock to be called exactly once with 3, but 2 calls matched.", then
    /// the note of the tests that share the mock, when several called it, then the
    /// closest call, when one is given, then the history.
    /// - Parameters:
    ///   - name: The mock's name.
    ///   - access: What was counted.
    ///   - expected: The count the verification wanted.
    ///   - expectation: What the counted calls had to match.
    ///   - count: How many matched.
    ///   - timeout: How long the verification waited, if it did.
    ///   - sharedByTests: The note of ``sharedByTests(_:of:)``, if any.
    ///   - closestCall: The nearest call, from ``closestCall(_:of:)``, when none matched.
    ///   - history: The recorded calls or accesses.
    static func wrongCount(
        of name: MockName, _ access: Access, expected: CallCount,
        expectation: Expectation = .anyCall, count: Int, within timeout: Duration? = nil,
        sharedByTests: String? = nil, closestCall: String? = nil, history: CallListing
    ) -> String {
        let verb = access.participle
        let looksFor = phrase(expectation, access)
        let wanted = expectedCount(expected, access, expectation, within: timeout)
        // What the calls had to match is said once: the closest call and the history show them.
        let actual =
            looksFor.isEmpty
            ? (count == 0 ? "it was never \(verb)" : "it was \(verb) \(times(count))")
            : count == 0
                ? "no \(access.noun) matched"
                : "\(count) \(access.noun)\(count == 1 ? "" : "s") matched"
        let lines =
            ["Expected \(name) \(wanted), but \(actual)."]
            + [sharedByTests, closestCall].compactMap { $0 }
        return (lines + [history.text]).joined(separator: "\n")
    }

    /// A waiting verification of a count with an upper bound, such as `.never` or `.once`, was
    /// cancelled before its window was over, so a later call might still have broken it.
    ///
    /// "Expected Feed.refreshMock never to be called within 0.6 seconds, but the task waiting
    /// for the 0.6 seconds to pass was cancelled first; a count with an upper bound holds only
    /// once the whole time has passed."
    static func cancelledWindow(
        of name: MockName, expected: CallCount, expectation: Expectation, within timeout: Duration
    ) -> String {
        let wanted = expectedCount(expected, .call, expectation, within: timeout)
        return """
            Expected \(name) \(wanted), but the task waiting for the \(timeout) \
            to pass was cancelled first; a count with an upper bound holds only once the whole \
            time has passed.
            """
    }

    /// What a count verification expected, as it follows the mock's name: `never to be called
    /// with 3 within 1.0 seconds`, `to be read exactly 2 times`.
    private static func expectedCount(
        _ expected: CallCount, _ access: Access, _ expectation: Expectation,
        within timeout: Duration?
    ) -> String {
        let verb = access.participle
        let looksFor = phrase(expectation, access)
        let deadline = timeout.map { " within \($0)" } ?? ""
        return expected == .never
            ? "never to be \(verb)\(looksFor)\(deadline)"
            : "to be \(verb) \(expected)\(looksFor)\(deadline)"
    }

    /// A test that shares a mock, as the note of ``sharedByTests(_:of:)`` names it.
    struct SharingTest {
        /// The test's name, such as `publishes()`, if its framework tells it.
        let name: String?
        /// Its first call as the message refers to it, `call 3` or `#12`, if it made one.
        let firstCall: String?
        /// Whether it runs the verification that failed.
        let isVerifying: Bool
    }

    /// The note of a mock that several tests share, as tests running in parallel share a mock in
    /// a `static let`: which tests, from which call on, and how to keep them apart.
    ///
    /// "MockClock.nowMock is shared by 2 tests: a() from call 1, and this test, b(), from call 3.
    /// Declare it with scope: .test to give each test its own calls and stubs."
    /// - Parameters:
    ///   - tests: The tests, in the order of their first calls; the one running the verification
    ///     is among them, whether or not it called.
    ///   - name: The mock's name.
    /// - Returns: The note, or `nil` for fewer than two tests.
    static func sharedByTests(_ tests: [SharingTest], of name: MockName) -> String? {
        guard tests.count > 1 else { return nil }
        let named = tests.prefix(3).map { test in
            let name = test.name ?? "a test"
            let who = test.isVerifying ? "this test, \(name)" : name
            guard let firstCall = test.firstCall else { return who }
            return test.isVerifying ? "\(who), from \(firstCall)" : "\(who) from \(firstCall)"
        }
        let shown =
            tests.count > 3
            ? named.joined(separator: ", ") + ", and \(tests.count - 3) more"
            : named.dropLast().joined(separator: ", ") + ", and " + (named.last ?? "")
        return """
            \(name) is shared by \(tests.count) tests: \(shown). Declare it with scope: .test to give \
            each test its own calls and stubs.
            """
    }

    /// A verification was given a count it cannot check, such as `.exactly(-1)`.
    static func invalidCount(_ count: CallCount, of name: MockName, _ access: Access) -> String {
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

    /// The recorded call nearest to what a verification looked for, and how it differs; two
    /// dictionaries also show the keys that differ (``DictionaryDifference``), two `Data` values
    /// where they first differ (``DataDifference``), and in place of the whole values, two
    /// collections the elements that differ (``ElementDifference``) and two structs or objects of
    /// one type the properties that differ (``PropertyDifference``):
    ///
    /// ```
    /// Closest call: 2. addMock("Ann", 3)
    ///   argument 2: expected 4, but got 3
    /// Closest call: 1. moveMock("ann", Point(lat: 59.9, lon: 11.1))
    ///   argument 2 .lon: expected 11.2, but got 11.1
    /// Closest call: 1. tagMock(["a", "bob", "cy"])
    ///   expected 2 elements, but got 3
    ///     [1]: expected "b", but got "bob"
    ///     [2]: not expected, but got "cy"
    /// ```
    static func closestCall<Context>(_ closest: ClosestCall<Context>, of name: MockName) -> String {
        let call = describeCall(to: name.callee, with: closest.context)
        var lines = ["Closest call: \(closest.position). \(call)"]
        for mismatch in closest.mismatches {
            if case .value(let expected) = mismatch.expected,
                let difference = PropertyDifference(expected: expected, actual: mismatch.actual)
            {
                let argument = mismatch.position.map { "argument \($0) " } ?? ""
                lines += difference.properties.flatMap { property in
                    [
                        "  \(argument)\(property.path): "
                            + (property.summary
                                ?? "expected \(property.expected), but got \(property.actual)")
                    ] + property.detail.map { "    " + $0 }
                }
                if difference.more > 0 {
                    lines.append("  … and \(difference.more) more properties")
                }
                continue
            }
            let position = mismatch.position.map { "argument \($0): " } ?? ""
            if case .value(let expected) = mismatch.expected,
                let bytes = DataDifference(expected: expected, actual: mismatch.actual)
            {
                lines.append("  \(position)\(bytes.summary)")
                lines += bytes.lines.map { "    " + $0 }
                continue
            }
            if case .value(let expected) = mismatch.expected,
                let elements = ElementDifference(expected: expected, actual: mismatch.actual)
            {
                lines.append("  \(position)\(elements.summary)")
                lines += elements.lines.map { "    " + $0 }
                continue
            }
            lines.append(
                "  \(position)expected \(mismatch.expectedDescription), but got "
                    + mismatch.actualDescription)
            guard case .value(let expected) = mismatch.expected else { continue }
            if let keys = DictionaryDifference(expected: expected, actual: mismatch.actual) {
                lines += keys.lines.map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A verification of an `EquatableTuple<CodableInput>` mock was given a value that cannot be
    /// encoded, so it cannot be looked for.
    static func unencodableValue(
        _ value: some Any, lookedForIn name: MockName, error: any Error
    ) -> String {
        "Expected a value to look for in the calls to \(name), but \(describe(value)) cannot be "
            + "encoded: \(error)"
    }

    /// The calls to `mocks` were not in the order given, as `failure` says: a step found no call
    /// after the calls the steps before it took, or, with `allowingOtherCalls` false, the next
    /// call to the mocks was one to another mock than the step's.
    ///
    /// The message says which step failed, then lists the calls to every mock in the order they
    /// started, cut as ``CallListing`` cuts, keeping the call the failed step had to follow, or
    /// the call that came in its place. Two instances of one declaration read
    /// `MockAnalytics[1].trackMock` and `MockAnalytics[2].trackMock`, numbered in the order the
    /// steps name them.
    static func wrongOrder(
        of mocks: [CallSummary], _ failure: CallOrder.Failure, allowingOtherCalls: Bool
    ) -> String {
        let names = mocks.map(\.name).numberingInstances(by: mocks.map(\.identity))
        /// Step `step`'s call numbered `sequenceNumber` as code, `MockStore.fetchMock(2)`.
        func call(_ sequenceNumber: Int, ofStep step: Int) -> String {
            let call = mocks[step].calls.first { $0.sequenceNumber == sequenceNumber }
            return call.map { describeCall(to: "\(names[step])", with: $0.context) }
                ?? names[step].description
        }
        let strictly = allowingOtherCalls ? "" : ", with no other call to them in between"
        var message =
            "Expected \(names.map(\.description).joined(separator: ", then ")) to be called in this "
            + "order\(strictly), but "
        var kept: Int?
        switch failure {
        case .unmatched(let step, _) where step == 0 || mocks[step].calls.isEmpty:
            message += "\(names[step]) was never called."
        case .unmatched(let step, let matched):
            let previous = matched[step - 1]
            message +=
                "no call to \(names[step]) came after \(call(previous, ofStep: step - 1)) "
                + "(#\(previous))."
            kept = previous
        case .intruded(let step, let matched, let sequenceNumber, let mock):
            let previous = matched[step - 1]
            message +=
                "\(call(sequenceNumber, ofStep: mock)) (#\(sequenceNumber)) came after "
                + "\(call(previous, ofStep: step - 1)) (#\(previous)), where a call to "
                + "\(names[step]) was expected."
            kept = sequenceNumber
        }
        var notes = timeline(of: zip(mocks, names).map { $0 }, keeping: kept)
        var seen = Set<ObjectIdentifier>()
        for (mock, name) in zip(mocks, names) where seen.insert(mock.identity).inserted {
            let tests = mock.callingTests.sharing { "#\($0)" }
            if let note = sharedByTests(tests, of: name) { notes.insert(note, at: 0) }
        }
        return ([message] + notes).joined(separator: "\n")
    }

    /// Every call to the mocks, each mock once however often it was named, ordered by when the
    /// calls started, `  #5 MockStore.fetchMock(2)`, cut as ``CallListing`` cuts, keeping the
    /// call numbered `kept`.
    private static func timeline(of mocks: [(CallSummary, MockName)], keeping kept: Int?)
        -> [String]
    {
        var seen = Set<ObjectIdentifier>()
        let calls = mocks.filter { seen.insert($0.0.identity).inserted }
            .flatMap { mock, name in
                mock.calls.map { (sequenceNumber: $0.sequenceNumber, name: name, call: $0) }
            }
            .sorted { $0.sequenceNumber < $1.sequenceNumber }
        guard !calls.isEmpty else { return ["None of the mocks recorded a call."] }
        let lines = CallListing.lines(
            count: calls.count, keeping: calls.firstIndex { $0.sequenceNumber == kept },
            noun: "calls"
        ) { index in
            let call = calls[index]
            return "#\(call.sequenceNumber) "
                + describeCall(to: "\(call.name)", with: call.call.context)
        }
        return ["Recorded calls in order:"] + lines
    }

    /// The mocks of `subject` recorded `calls`, which no passing verification matched, where
    /// `verifyNoMoreCalls(of:)` expected none:
    ///
    /// ```
    /// Expected every call to MockStore to be verified, but 2 calls were not:
    ///   #12 MockStore.fetchMock(2) → "b"
    ///   #15 MockStore.isOpen set true
    /// ```
    ///
    /// The calls are in the order they started, cut as ``CallListing`` cuts them. A line says how
    /// many calls it leaves out as a failed verification listed them already. When every call is
    /// a set of a property that came before any other call, as a test's arrangement does,
    /// `arrangements` holds how the test arranges each value without recording a set, and a line
    /// names them: "The set came before any other call, as a test's arrangement does: arrange it
    /// with $isOpen.value = true, which records no set."
    static func unverifiedCalls(
        to subject: String, _ calls: [RecordedCalls.Call], reportedAlready: Int = 0,
        arrangements: [String]? = nil
    ) -> String {
        let were = calls.count == 1 ? "1 call was" : "\(calls.count) calls were"
        var lines = [
            numbered(
                calls, under: "Expected every call to \(subject) to be verified, but \(were) not:")
        ]
        if let arrangements, !arrangements.isEmpty {
            let shown = arrangements.prefix(3)
            let spellings =
                shown.count == 1
                ? shown[0]
                : shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
            let more = arrangements.count > 3 ? ", and \(arrangements.count - 3) more" : ""
            lines.append(
                arrangements.count == 1
                    ? "The set came before any other call, as a test's arrangement does: arrange "
                        + "it with \(spellings), which records no set."
                    : "The sets came before any other call, as a test's arrangement does: arrange "
                        + "them with \(spellings)\(more), which record no set.")
        }
        lines += leftOut(reportedAlready)
        return lines.joined(separator: "\n")
    }

    /// The mocks of `subject` recorded `calls`, where `verifyNoCalls(of:)` expected none:
    /// "Expected no call to MockStore, but it received 2 calls:", then the calls, and how many
    /// it leaves out as a failed verification listed them already.
    static func unexpectedCalls(
        to subject: String, _ calls: [RecordedCalls.Call], reportedAlready: Int = 0
    ) -> String {
        let received = calls.count == 1 ? "1 call" : "\(calls.count) calls"
        let list = numbered(
            calls, under: "Expected no call to \(subject), but it received \(received):")
        return ([list] + leftOut(reportedAlready)).joined(separator: "\n")
    }

    /// The line that says how many calls a list leaves out, `count`, as a failed verification
    /// listed them already: one mistake makes one issue.
    private static func leftOut(_ count: Int) -> [String] {
        switch count {
        case 0: []
        case 1: ["Leaving out 1 call that a failed verification listed already."]
        default: ["Leaving out \(count) calls that a failed verification listed already."]
        }
    }

    /// `header`, then each call with its sequence number, `  #12 MockStore.fetchMock(2) → "b"`,
    /// cut as ``CallListing`` cuts a list.
    private static func numbered(_ calls: [RecordedCalls.Call], under header: String) -> String {
        let lines = CallListing.lines(count: calls.count, keeping: nil, noun: "calls") { index in
            "#\(calls[index].sequenceNumber) \(calls[index].describe())"
        }
        return ([header] + lines).joined(separator: "\n")
    }

    /// A function that reads the mocks of an object, such as `verifyNoMoreCalls(of:)`, was given
    /// `subject`, an object that holds no mock, nor any static mock declared with `scope: .test`
    /// that was made; `call` writes the call with another argument, `verifyNoMoreCalls(of: files)`.
    static func noMocks(in subject: String, call: (_ argument: String) -> String) -> String {
        """
        Expected an object that holds mocks, but \(subject) stores no mock wrapper and no static \
        mock of its type declared with scope: .test was made. Pass the mock object, as in \
        \(call("files")), or a mock's projection, as in \(call("files.$fileExistsMock")).
        """
    }

    /// How to make a mock declared strict relaxed: by its declaration, or, for a generated one,
    /// by the selection file its generator read.
    private static func undeclaringStrictness(of name: MockName) -> String {
        name.declaration?.isGenerated == true
            ? ", or generate it without `mocks strict` in its selection file."
            : ", or declare it without strict: true."
    }

    /// A strict mock answered `call` with its default loader, as no test stubbed it.
    ///
    /// "Expected every call to the strict mock MockStore.fetchMock to be stubbed, but
    /// fetchMock(3) was answered by its default loader. Stub it with returns(_:), when(_:) or an
    /// assigned closure, or declare it without strict: true." A mock that `setStrict(_:of:)` made
    /// strict, rather than its declaration, ends with ": setStrict(_:of:) made it strict." instead.
    static func unstubbedStrictCall(
        _ call: String, of name: MockName, isDeclaredStrict: Bool = true
    ) -> String {
        let why =
            isDeclaredStrict
            ? undeclaringStrictness(of: name) : ": setStrict(_:of:) made it strict."
        return """
            Expected every call to \(name.called("strict mock")) to be stubbed, but \(call) was \
            answered by its default loader. Stub it with \(stubbingAPI(of: name))\(why)
            """
    }

    /// A get of the strict property `name` was answered by the value it was declared with,
    /// `value`, before any stub or set gave it one.
    ///
    /// "Expected every get of the strict property MockSettings.isEnabled to be answered by a stub
    /// or a value set first, but it was read before either and answered false. Set it with
    /// $isEnabled.value = … while arranging the test, or stub it with $isEnabled.returns(_:)."
    static func unstubbedStrictGet(of name: MockName, answering value: String) -> String {
        """
        Expected every get of \(name.called("strict property")) to be answered by a stub or a \
        value set first, but it was read before either and answered \(value). Set it with \
        \(name.projection).value = … while arranging the test, or stub it with \
        \(name.projection).returns(_:).
        """
    }

    /// A mock declared ``MockDefault/unimplemented`` received `call` before any stub.
    static func unimplemented(_ call: String, of name: MockName) -> String {
        "Expected \(name) to be stubbed before it is called, as it has no default answer, but "
            + "\(call) was not. Stub it with \(stubbingAPI(of: name))."
    }

    /// How a test stubs the mock `name`: `returns(_:)`, `when(_:)`, and for a wrapped property,
    /// an assigned closure.
    private static func stubbingAPI(of name: MockName) -> String {
        name.isWrapped
            ? "returns(_:), when(_:) or an assigned closure" : "returns(_:) or when(_:)"
    }

    /// A property declared without a value was read before a set or a stub gave it one.
    static func unsetProperty(_ name: MockName) -> String {
        """
        Expected \(name) to be set or stubbed before it is read, as it has no initial value, \
        but it was read. Set it, or stub it with \(name.projection).returns(_:).
        """
    }

    /// A specialization of the generic mock `name` was called without a stub: `call`, a call of
    /// the specialization `signature`, which takes `context` and returns `value`.
    ///
    /// When other specializations have stubs, `stubbed` lists them: the test stubbed the wrong
    /// type. Otherwise the specialization answers nothing, being ``MockDefault/unimplemented``,
    /// or the mock is strict.
    /// - Returns: The message, which names the stub to write:
    ///   `$loadMock.for(String.self, returning: User.self).returns(_:)`.
    static func unstubbedSpecialization(
        of name: MockName, call: String, signature: String, context: Any.Type, value: Any.Type,
        stubbed: [String], isStrict: Bool, isDeclaredStrict: Bool = true
    ) -> String {
        let why =
            !stubbed.isEmpty
            ? "it is stubbed only for \(stubbed.joined(separator: ", "))"
            : isStrict ? "\(call) was answered by its default value" : "\(call) has no answer"
        let stub =
            value == Void.self
            ? "\(name.projection).for(\(describeMetatype(context)))"
            : "\(name.projection).for(\(describeMetatype(context)), returning: "
                + "\(describeMetatype(value)))"
        let strict =
            !isStrict || !stubbed.isEmpty
            ? "."
            : isDeclaredStrict
                ? undeclaringStrictness(of: name) : ": setStrict(_:of:) made it strict."
        return """
            Expected a stub of \(name) for \(signature), but \(why). Stub it with \
            \(stub).returns(_:)\(strict)
            """
    }

    /// The answer to `call`, a call of a `rethrows` member written with the mock's full name,
    /// such as `MockWorker.runMock()`, threw `error` itself rather than passing on what the
    /// closure it runs threw.
    static func rethrowingAnswerThrew(_ call: String, error: any Error) -> String {
        """
        Expected the answer to \(call) to throw only what the closure it runs throws, as the \
        member rethrows, but it threw \(describe(error)).
        """
    }
}
