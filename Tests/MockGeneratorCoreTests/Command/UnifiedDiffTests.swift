import Testing

@testable import MockGeneratorCore

@Suite struct UnifiedDiffTests {
    private let path = "Tests/RideKitTests/Mocks/MockRideAPI.swift"

    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func aChangedLineComesWithThreeLinesOfContext() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff(path: path, old: old, new: new).lines == [
                "--- a/\(path)",
                "+++ b/\(path)",
                "@@ -2,7 +2,7 @@",
                " line 2",
                " line 3",
                " line 4",
                "-line 5",
                "+line five",
                " line 6",
                " line 7",
                " line 8",
            ])
    }

    @Test func distantChangesAreHunksOfTheirOwnAndCloseOnesOneHunk() {
        let old = numbered(1...20)
        var new = old.replacingOccurrences(of: "line 2\n", with: "")
        new = new.replacingOccurrences(of: "line 18\n", with: "line 18\nline 18b\n")
        #expect(
            UnifiedDiff(path: path, old: old, new: new).lines == [
                "--- a/\(path)",
                "+++ b/\(path)",
                "@@ -1,5 +1,4 @@",
                " line 1",
                "-line 2",
                " line 3",
                " line 4",
                " line 5",
                "@@ -16,5 +15,6 @@",
                " line 16",
                " line 17",
                " line 18",
                "+line 18b",
                " line 19",
                " line 20",
            ])
        let close = old.replacingOccurrences(of: "line 5\n", with: "")
            .replacingOccurrences(of: "line 10\n", with: "")
        let lines = UnifiedDiff(path: path, old: old, new: close).lines
        #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -2,12 +2,10 @@"])
    }

    @Test func aMissingFileIsDiffedFromNothingAndARemovedOneToNothing() {
        #expect(
            UnifiedDiff(path: path, old: nil, new: "a\nb\n").lines == [
                "--- /dev/null", "+++ b/\(path)", "@@ -0,0 +1,2 @@", "+a", "+b",
            ])
        #expect(
            UnifiedDiff(path: path, old: "a\n", new: nil).lines == [
                "--- a/\(path)", "+++ /dev/null", "@@ -1 +0,0 @@", "-a",
            ])
    }

    @Test func theSameTextHasNoDiff() {
        #expect(UnifiedDiff(path: path, old: "a\nb\n", new: "a\nb\n").lines == [])
    }

    @Test func anAbsolutePathIsWrittenAsItIs() {
        let lines = UnifiedDiff(path: "/tmp/MockA.swift", old: "a\n", new: "b\n").lines
        #expect(Array(lines.prefix(2)) == ["--- /tmp/MockA.swift", "+++ /tmp/MockA.swift"])
    }

    @Test func replacingEveryLineRemovesThenInserts() {
        #expect(
            UnifiedDiff(path: "f", old: "a\nb\n", new: "c\n").lines == [
                "--- a/f", "+++ b/f", "@@ -1,2 +1 @@", "-a", "-b", "+c",
            ])
    }
}
