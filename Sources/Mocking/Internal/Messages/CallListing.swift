/// The most calls a failure message lists; longer histories end with a count of the rest.
let listedCallLimit = 1_000

/// The numbered list of what a mock recorded, as a failure message shows it under its first
/// line:
///
/// ```
/// Recorded calls to fetchMock (2):
///   1. fetchMock(1) → "a"
///   2. fetchMock(2) → threw NotFound()
/// ```
///
/// It lists at most `listedCallLimit` items.
struct CallListing {
    /// What the items are: `calls` or `accesses`.
    let noun: String
    /// The name of the mock or property that recorded them.
    let name: String
    /// Each item, described, oldest first.
    let items: [String]
    /// Whether a list cut at `listedCallLimit` ends with a count of the items left out.
    let countsTheRest: Bool

    /// The calls of `history`, each as code with its result: `fetchMock(1) → "a"`.
    init<Context, Value>(calls history: [MockUsage<Context, Value>.Entry], of name: String) {
        self.init(
            noun: "calls", name: name,
            items: history.map {
                describeCall(to: name, with: $0.context) + describeResult($0.result)
            },
            countsTheRest: true)
    }

    /// A list of `items`, already described.
    init(noun: String, name: String, items: [String], countsTheRest: Bool) {
        self.noun = noun
        self.name = name
        self.items = items
        self.countsTheRest = countsTheRest
    }

    /// The list as the message shows it, or a line saying that nothing was recorded.
    var text: String {
        guard !items.isEmpty else { return "\(name) recorded no \(noun)." }
        var lines = ["Recorded \(noun) to \(name) (\(items.count)):"]
        for (index, item) in items.prefix(listedCallLimit).enumerated() {
            lines.append("  \(index + 1). \(item)")
        }
        if countsTheRest && items.count > listedCallLimit {
            lines.append("  … and \(items.count - listedCallLimit) more \(noun)")
        }
        return lines.joined(separator: "\n")
    }
}
