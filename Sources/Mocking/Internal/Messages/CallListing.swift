/// The numbered list of what a mock recorded, as a failure message shows it under its first
/// line:
///
/// ```
/// Recorded calls to MockStore.fetchMock (2):
///   1. fetchMock(1) → "a"
///   2. fetchMock(2) → threw NotFound()
/// ```
///
/// A long list shows its first and last ``shownAtEachEnd`` items, and the one item it keeps, such
/// as the closest call, wherever it is; a line counts each run of items left out:
///
/// ```
///   10. fetchMock(10) → "j"
///   … 479 more calls
///   490. fetchMock(490) → "x"
///   … 500 more calls
///   991. fetchMock(991) → "y"
/// ```
///
/// Items are described only when shown, so a history of a million calls costs twenty-one
/// descriptions. Every list of a message is cut this way: calls, a property's accesses, the calls
/// of a generic mock, and the timeline of an order verification.
struct CallListing {
    /// How many items a cut list shows at its start and at its end.
    static let shownAtEachEnd = 10

    /// What the items are: `calls` or `accesses`.
    let noun: String
    /// The name of the mock or property that recorded them.
    let name: String
    /// How many items there are.
    let count: Int
    /// The index of the item shown even where the list is cut, such as the closest call.
    let kept: Int?
    /// Describes the item at an index, oldest first.
    let item: (Int) -> String

    /// A list of `items`, already described.
    init(noun: String, name: String, items: [String]) {
        self.init(noun: noun, name: name, count: items.count, keeping: nil) { items[$0] }
    }

    /// A list of `count` items, each described by `item` when shown.
    init(
        noun: String, name: String, count: Int, keeping kept: Int?, item: @escaping (Int) -> String
    ) {
        self.noun = noun
        self.name = name
        self.count = count
        self.kept = kept
        self.item = item
    }

    /// The list as the message shows it, or a line saying that nothing was recorded.
    var text: String {
        guard count > 0 else { return "\(name) recorded no \(noun)." }
        let lines = Self.lines(count: count, keeping: kept, noun: noun) { "\($0 + 1). \(item($0))" }
        return (["Recorded \(noun) to \(name) (\(count)):"] + lines).joined(separator: "\n")
    }

    /// The lines of a list of `count` items, indented, each written by `line`: all of them, or
    /// when there are more than twice ``shownAtEachEnd``, the first and last ones and the item at
    /// `kept`, with a line such as `… 32 more calls` for each run left out.
    static func lines(
        count: Int, keeping kept: Int?, noun: String, _ line: (Int) -> String
    ) -> [String] {
        var shown = Set(0..<min(count, shownAtEachEnd))
        shown.formUnion(max(0, count - shownAtEachEnd)..<count)
        if let kept, kept >= 0, kept < count { shown.insert(kept) }
        var lines: [String] = []
        var next = 0
        for index in shown.sorted() {
            if index > next { lines.append("  … \(index - next) more \(noun)") }
            lines.append("  " + line(index))
            next = index + 1
        }
        return lines
    }
}
