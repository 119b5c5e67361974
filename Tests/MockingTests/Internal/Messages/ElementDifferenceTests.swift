import Testing

@testable import Mocking

/// The elements a failure message lists for two collections that differ.
@Suite struct ElementDifferenceTests {
    private struct Line: Equatable {
        var sku: String
        var quantity: Int
    }

    @Test func collectionsOfDifferentLengthsListWhatChangedAndWhatIsExtra() {
        let difference = ElementDifference(expected: ["ann", "bo"], actual: ["ann", "bob", "cy"])
        #expect(difference?.summary == "expected 2 elements, but got 3")
        #expect(
            difference?.lines == [
                #"[1]: expected "bo", but got "bob""#, #"[2]: not expected, but got "cy""#,
            ])
    }

    @Test func aMissingElementIsNamedAtItsExpectedIndex() {
        let difference = ElementDifference(expected: [1, 2, 3, 4], actual: [1, 3, 4])
        #expect(difference?.summary == "expected 4 elements, but got 3")
        #expect(difference?.lines == ["[1]: expected 2, but it is missing"])
        #expect(
            ElementDifference(expected: [1], actual: [0, 1])?.lines == [
                "[0]: not expected, but got 0"
            ])
    }

    @Test func collectionsOfOneLengthListTheElementsThatDiffer() {
        let difference = ElementDifference(expected: [1, 2, 3, 4, 5], actual: [1, 9, 3, 5, 6])
        #expect(difference?.summary == "expected 5 elements, and got 5 that differ")
        #expect(
            difference?.lines == [
                "[1]: expected 2, but got 9", "[3]: expected 4, but it is missing",
                "[4]: not expected, but got 6",
            ])
    }

    @Test func structsAtOnePlaceNameTheirProperties() {
        let difference = ElementDifference(
            expected: [Line(sku: "tea", quantity: 1), Line(sku: "jam", quantity: 2)],
            actual: [Line(sku: "tea", quantity: 1), Line(sku: "jam", quantity: 3)])
        #expect(difference?.lines == ["[1] .quantity: expected 2, but got 3"])
    }

    @Test func theListIsBoundedForAnySize() throws {
        let difference = try #require(
            ElementDifference(expected: Array(0..<2_000), actual: Array(0..<2_000).map { -$0 }))
        #expect(difference.lines.count == 12)
        #expect(difference.lines[10] == "… and 989 more differences")
        #expect(difference.lines[11] == "… elements after the first 1000 are not compared")
    }

    @Test func equalCollectionsAndOtherValuesHaveNoDifference() {
        #expect(ElementDifference(expected: [1, 2], actual: [1, 2]) == nil)
        #expect(ElementDifference(expected: "ab", actual: "ac") == nil)
        #expect(ElementDifference(expected: Set([1]), actual: Set([2])) == nil)
    }
}
