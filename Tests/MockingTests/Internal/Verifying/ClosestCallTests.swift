import Testing

@testable import Mocking

private struct Address: Equatable {
    var street: String
    var number: Int
}

@Suite struct ClosestCallTests {
    /// The position of the closest call to `expected` among calls with `recorded`.
    private func closest<Value: Equatable>(to expected: Value, among recorded: [Value]) -> Int? {
        let usage = MockUsage<Value, Void>()
        for value in recorded { usage.addResult(context: value, value: ()) }
        return usage.closestCall(in: usage.history, to: EqualContextMatcher(expected))?.position
    }

    @Test func theNearestStringIsTheFewestEditsAway() {
        #expect(closest(to: "event-99", among: ["zzz", "event-98", "event-1"]) == 2)
        #expect(closest(to: "ann", among: ["bo", "anne", "ann "]) == 2)
    }

    @Test func theNearestNumberIsTheSmallestDifferenceAway() {
        #expect(closest(to: 100, among: [3, 250, 98, 103]) == 3)
        #expect(closest(to: 1.5, among: [-1.5, 1.25, 2.0]) == 2)
    }

    @Test func theNearestStructDiffersInTheFewestAndNearestProperties() {
        let wanted = Address(street: "Main Street", number: 12)
        let recorded = [
            Address(street: "Elm Road", number: 12), Address(street: "Main Street", number: 40),
            Address(street: "Main Street", number: 13),
        ]
        #expect(closest(to: wanted, among: recorded) == 3)
    }

    @Test func theNearestCollectionHasTheFewestDifferentElements() {
        #expect(closest(to: [1, 2, 3], among: [[9, 9, 9], [1, 2], [1, 2, 4]]) == 3)
        #expect(closest(to: ["a": 1, "b": 2], among: [["c": 1], ["a": 1, "b": 3]]) == 2)
    }

    @Test func fewerDifferingArgumentsWinThenTheNearestThenTheEarliest() {
        let usage = MockUsage<(String, Int), Void>()
        for context in [("zzz", 7), ("ann", 9), ("anne", 7), ("ann", 8), ("ann", 8)] {
            usage.addResult(context: context, value: ())
        }
        let found = usage.closestCall(in: usage.history, to: TupleMatcher("ann", 7))
        #expect(found?.position == 4)
        #expect(found?.mismatches.map(\.position) == [2])
    }

    @Test func aPredicateMeasuresNothingSoTheEarliestWins() {
        let usage = MockUsage<(String, Int), Void>()
        for context in [("a", 1), ("b", 2)] { usage.addResult(context: context, value: ()) }
        let matcher = ArgElements2(Arg<String>.matching { $0 == "c" }, .value(2))
        #expect(usage.closestCall(in: usage.history, to: matcher)?.position == 2)
        #expect(usage.closestCall(in: usage.history, to: PredicateMatcher { _ in false }) == nil)
    }

    @Test func theSearchStopsMeasuringOnceItsBudgetIsSpent() {
        // Each comparison of two long strings draws a full table of edits from the budget.
        let length = ValueDistance.maximumLength
        let perCall = length * length + 2
        let affordable = ValueDistance.budget / perCall
        let far = String(repeating: "a", count: length)
        let expected = String(repeating: "b", count: length)
        let near = String(repeating: "b", count: length - 1) + "a"
        var recorded = (0..<(affordable + 10)).map { _ in far }
        recorded.append(near)
        // The nearest call lies beyond the budget: the nearest measured, the first, wins.
        #expect(closest(to: expected, among: recorded) == 1)
        #expect(closest(to: expected, among: [far, near]) == 2)
    }

    @Test func distancesRunFromZeroToOne() {
        var budget = ValueDistance.budget
        #expect(ValueDistance.between("abc", "abc", budget: &budget) == 0)
        #expect(ValueDistance.between(Optional(1) as Any, Int?.none as Any, budget: &budget) == 1)
        #expect(ValueDistance.between(3, "3", budget: &budget) == 1)
        let near = ValueDistance.between("event-99", "event-98", budget: &budget)
        let far = ValueDistance.between("event-99", "zzz", budget: &budget)
        #expect(near > 0 && near < far && far < 1)
        #expect(ValueDistance.editDistance("kitten", "sitting") == 3)
    }
}
