/// The elements at which two arrays or other collections differ, as the closest call of a failure
/// message shows them in place of both whole collections: the changed elements, the elements only
/// the call had and those it lacked, by index, as Swift Testing shows the difference of two
/// collections for `#expect`:
///
/// ```
///   argument 1: expected 2 elements, but got 3
///     [1]: expected "bo", but got "bob"
///     [2]: not expected, but got "cy"
/// ```
///
/// An element the call lacks is named at its index in the expected collection, any other at its
/// index in the call's. Two structs or objects of one type at the same place name the properties
/// that differ, as ``PropertyDifference`` does: `[1] .name: expected "bo", but got "bob"`.
/// Elements are compared by their descriptions, over the first ``maximumElements`` of each
/// collection, and at most ``maximumLines`` lines are listed, then how many more differences
/// there are.
struct ElementDifference {
    /// The most elements of each collection compared.
    static let maximumElements = 1_000
    /// The most lines listed.
    static let maximumLines = 10

    /// What replaces the whole collections on the argument's line: `expected 2 elements, but got
    /// 3`, or `expected 3 elements, and got 3 that differ`.
    let summary: String
    /// One line per difference, in the order of the indices, then the count of those not listed.
    let lines: [String]

    /// A change at one place of the collections, by index in each.
    private enum Change {
        case changed(expected: Int, actual: Int)
        case inserted(actual: Int)
        case removed(expected: Int)
    }

    /// The differences between `expected` and `actual`, or `nil` unless both are collections
    /// whose elements differ in their descriptions.
    init?(expected: Any, actual: Any) {
        let wantedMirror = Mirror(reflecting: expected)
        let gotMirror = Mirror(reflecting: actual)
        guard wantedMirror.displayStyle == .collection, gotMirror.displayStyle == .collection
        else { return nil }
        let wanted = wantedMirror.children.prefix(Self.maximumElements).map(\.value)
        let got = gotMirror.children.prefix(Self.maximumElements).map(\.value)
        let changes = Self.changes(
            from: wanted.map { describe($0) }, to: got.map { describe($0) })
        guard !changes.isEmpty else { return nil }
        let wantedCount = wantedMirror.children.count
        let gotCount = gotMirror.children.count
        summary =
            wantedCount == gotCount
            ? "expected \(Self.elements(wantedCount)), and got \(gotCount) that differ"
            : "expected \(Self.elements(wantedCount)), but got \(gotCount)"
        var lines = changes.flatMap { change in Self.lines(for: change, wanted, got) }
        let more = lines.count - Self.maximumLines
        if more > 0 {
            lines = Array(lines.prefix(Self.maximumLines)) + ["… and \(more) more differences"]
        }
        if max(wantedCount, gotCount) > Self.maximumElements {
            lines.append(
                "… elements after the first \(Self.maximumElements) are not compared")
        }
        self.lines = lines
    }

    /// `1 element`, `2 elements`.
    private static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    /// The lines of one change.
    private static func lines(for change: Change, _ wanted: [Any], _ got: [Any]) -> [String] {
        switch change {
        case .changed(let expected, let actual):
            if let difference = PropertyDifference(expected: wanted[expected], actual: got[actual])
            {
                return difference.properties.map { property in
                    "[\(actual)] \(property.path): expected \(property.expected), but got "
                        + property.actual
                } + (difference.more > 0 ? ["[\(actual)] … and \(difference.more) more"] : [])
            }
            return [
                "[\(actual)]: expected \(describe(wanted[expected])), but got "
                    + describe(got[actual])
            ]
        case .inserted(let actual):
            return ["[\(actual)]: not expected, but got \(describe(got[actual]))"]
        case .removed(let expected):
            return ["[\(expected)]: expected \(describe(wanted[expected])), but it is missing"]
        }
    }

    /// The changes that turn `wanted` into `got`, in order: each run of removed elements paired,
    /// one by one, with the run of inserted elements at the same place, as changed elements.
    private static func changes(from wanted: [String], to got: [String]) -> [Change] {
        let difference = got.difference(from: wanted)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var changes: [Change] = []
        var (expected, actual) = (0, 0)
        while expected < wanted.count || actual < got.count {
            var removals: [Int] = []
            while expected < wanted.count, removed.contains(expected) {
                removals.append(expected)
                expected += 1
            }
            var insertions: [Int] = []
            while actual < got.count, inserted.contains(actual) {
                insertions.append(actual)
                actual += 1
            }
            let paired = min(removals.count, insertions.count)
            changes += (0..<paired).map { .changed(expected: removals[$0], actual: insertions[$0]) }
            changes += removals.dropFirst(paired).map { .removed(expected: $0) }
            changes += insertions.dropFirst(paired).map { .inserted(actual: $0) }
            if removals.isEmpty && insertions.isEmpty {
                // An element both have: the difference keeps it in place.
                expected += 1
                actual += 1
            }
        }
        return changes
    }
}
