/// The difference between two versions of a text file in the unified format of `diff -u` and
/// `git diff`, with three lines of context: what a CI log shows of a mock that is out of date.
///
/// ```text
/// --- a/Tests/RideKitTests/Mocks/MockRideAPI.swift
/// +++ b/Tests/RideKitTests/Mocks/MockRideAPI.swift
/// @@ -4,3 +4,3 @@
///  final class MockRideAPI: RideAPI {
/// -    func book(_ ride: Ride) async throws { try await bookMock(ride) }
/// +    func book(_ ride: Ride) async throws -> Receipt { try await bookMock(ride) }
/// ```
///
/// The lines that differ come from the standard library's `difference(from:)`.
struct UnifiedDiff {
    /// The path both headers name, relative to the package, so that `git apply` takes the diff.
    var path: String
    /// The text the file has, or `nil` when it does not exist.
    var old: String?
    /// The text it should have, or `nil` when it should not exist.
    var new: String?
    /// The unchanged lines shown around each change.
    var context = 3

    private enum Operation: Equatable {
        case same, removed, inserted
    }

    /// The diff's lines; none when the two texts are the same.
    var lines: [String] {
        let before = Self.lines(of: old)
        let after = Self.lines(of: new)
        let operations = Self.operations(from: before, to: after)
        guard operations.contains(where: { $0.operation != .same }) else { return [] }
        var output = [
            old == nil ? "--- /dev/null" : "--- \(Self.prefixed("a/", path))",
            new == nil ? "+++ /dev/null" : "+++ \(Self.prefixed("b/", path))",
        ]
        for hunk in hunks(of: operations) {
            let slice = operations[hunk]
            let oldCount = slice.filter { $0.operation != .inserted }.count
            let newCount = slice.filter { $0.operation != .removed }.count
            let first = operations[hunk.lowerBound]
            output.append(
                "@@ -\(Self.range(start: first.oldLine, count: oldCount)) "
                    + "+\(Self.range(start: first.newLine, count: newCount)) @@")
            for entry in slice {
                switch entry.operation {
                case .same: output.append(" " + entry.text)
                case .removed: output.append("-" + entry.text)
                case .inserted: output.append("+" + entry.text)
                }
            }
        }
        return output
    }

    /// `a/PATH` for a relative path, as git writes it; an absolute path as it is.
    private static func prefixed(_ prefix: String, _ path: String) -> String {
        path.hasPrefix("/") ? path : prefix + path
    }

    /// A file's lines, without the empty one after its last line break.
    private static func lines(of text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Every line of both texts in order, each with what happened to it and its line numbers
    /// (from 0) in the old and the new text.
    private static func operations(
        from before: [String], to after: [String]
    ) -> [(operation: Operation, text: String, oldLine: Int, newLine: Int)] {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [(operation: Operation, text: String, oldLine: Int, newLine: Int)] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < before.count || newIndex < after.count {
            if oldIndex < before.count, removed.contains(oldIndex) {
                operations.append((.removed, before[oldIndex], oldIndex, newIndex))
                oldIndex += 1
            } else if newIndex < after.count,
                inserted.contains(newIndex) || oldIndex == before.count
            {
                operations.append((.inserted, after[newIndex], oldIndex, newIndex))
                newIndex += 1
            } else {
                operations.append((.same, before[oldIndex], oldIndex, newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return operations
    }

    /// The ranges of `operations` each hunk shows: every change with `context` lines around
    /// it, hunks that would overlap or touch joined into one.
    private func hunks(
        of operations: [(operation: Operation, text: String, oldLine: Int, newLine: Int)]
    ) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, entry) in operations.enumerated() where entry.operation != .same {
            let range = max(0, index - context)..<min(operations.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// `start,count` from 1, as the format writes it: `start` alone for one line, and the line
    /// before the hunk for none.
    private static func range(start: Int, count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }
}
