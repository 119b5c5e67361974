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
    /// The sequence numbers of the calls the verification counted, in order.
    var counted: [Int] = []
    /// The sequence numbers of the calls that broke the count's upper bound, which the list marks:
    /// the counted calls after as many as the bound allows.
    var offending: Set<Int> = []

    /// Creates a list of `calls` of `noun`, made by `callingTests`, of which the verification
    /// counted those numbered `counted`.
    init(
        noun: String, calls: [Call], callingTests: [CallingTests.Caller],
        closest: (index: Int, text: String)? = nil, counted: [Int] = []
    ) {
        self.noun = noun
        self.calls = calls
        self.callingTests = callingTests
        self.closest = closest
        self.counted = counted
    }

    /// The calls of `history`, each as code with its result: `fetchMock(1) → "a"`; the
    /// verification counted those numbered `counted`.
    init<Context, Value>(
        history: [MockUsage<Context, Value>.Entry], of name: MockName,
        callingTests: [CallingTests.Caller], closest: ClosestCall<Context>? = nil,
        counted: [Int] = []
    ) {
        let calls = history.map { entry in
            Call(sequenceNumber: entry.sequenceNumber) {
                describeCall(to: name.callee, with: entry.context) + describeResult(entry.result)
            }
        }
        self.init(
            noun: "calls", calls: calls, callingTests: callingTests,
            closest: closest.map { ($0.position - 1, FailureMessage.closestCall($0, of: name)) },
            counted: counted)
    }

    /// The list as a message shows it under its first line, cut as ``CallListing`` cuts it,
    /// keeping the closest call, or the first call that broke the upper bound; each call that
    /// broke it is marked `← unexpected`.
    func listing(of name: MockName) -> CallListing {
        let firstOffending = calls.firstIndex { offending.contains($0.sequenceNumber) }
        return CallListing(
            noun: noun, name: "\(name)", count: calls.count,
            keeping: closest?.index ?? firstOffending
        ) { index in
            let call = calls[index]
            return call.describe()
                + (offending.contains(call.sequenceNumber) ? " ← unexpected" : "")
        }
    }

    /// The note of the tests that share the mock, when several made the calls.
    func sharedByTests(of name: MockName) -> String? {
        FailureMessage.sharedByTests(
            callingTests.sharing(amongCallsNumbered: calls.map(\.sequenceNumber)), of: name)
    }
}
