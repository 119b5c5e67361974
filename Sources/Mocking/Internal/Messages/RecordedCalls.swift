/// The calls, gets or sets that a failed count verification lists, whatever kind of wrapper
/// recorded them: each with its sequence number and what describes it, the tests that made them,
/// and the call nearest to what the verification looked for, when it names one.
///
/// Each kind of wrapper builds one from its own histories: a mock from its calls
/// (``init(history:of:callingTests:closest:)``), a property from its gets and sets, a generic mock
/// from the calls of every specialization. ``CountVerification`` reads nothing else.
struct RecordedCalls {
    /// One call, get or set, described only when a message shows it.
    struct Call {
        /// When the call started, in the process-wide order of calls.
        let sequenceNumber: Int
        /// What the list shows for it, such as `fetchMock(1) → "a"` or `set true`.
        let describe: () -> String
    }

    /// What the items are: `calls` or `accesses`.
    let noun: String
    /// The calls, oldest first.
    let calls: [Call]
    /// The tests that made them, each with its first call.
    let callingTests: [CallingTests.Caller]
    /// The position in ``calls`` of the call nearest to what the verification looked for, and
    /// the lines that show it (``FailureMessage/closestCall(_:of:)``); `nil` when none is named.
    var closest: (index: Int, text: String)?

    /// Creates a list of `calls` of `noun`, made by `callingTests`.
    init(
        noun: String, calls: [Call], callingTests: [CallingTests.Caller],
        closest: (index: Int, text: String)? = nil
    ) {
        self.noun = noun
        self.calls = calls
        self.callingTests = callingTests
        self.closest = closest
    }

    /// The calls of `history`, each as code with its result: `fetchMock(1) → "a"`.
    init<Context, Value>(
        history: [MockUsage<Context, Value>.Entry], of name: MockName,
        callingTests: [CallingTests.Caller], closest: ClosestCall<Context>? = nil
    ) {
        let calls = history.map { entry in
            Call(sequenceNumber: entry.sequenceNumber) {
                describeCall(to: name.callee, with: entry.context) + describeResult(entry.result)
            }
        }
        self.init(
            noun: "calls", calls: calls, callingTests: callingTests,
            closest: closest.map { ($0.position - 1, FailureMessage.closestCall($0, of: name)) })
    }

    /// The list as a message shows it under its first line, cut as ``CallListing`` cuts it,
    /// keeping the closest call.
    func listing(of name: MockName) -> CallListing {
        CallListing(noun: noun, name: "\(name)", count: calls.count, keeping: closest?.index) {
            calls[$0].describe()
        }
    }

    /// The note of the tests that share the mock, when several made the calls.
    func sharedByTests(of name: MockName) -> String? {
        FailureMessage.sharedByTests(
            callingTests.sharing(amongCallsNumbered: calls.map(\.sequenceNumber)), of: name)
    }
}
