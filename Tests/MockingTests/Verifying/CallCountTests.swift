import Testing

@testable import Mocking

@Suite struct CallCountTests {
    @Test(arguments: [
        (CallCount.never, [0], [1, 2]),
        (.once, [1], [0, 2]),
        (.atLeastOnce, [1, 2, 9], [0]),
        (.exactly(2), [2], [0, 1, 3]),
        (.atLeast(2), [2, 3], [0, 1]),
        (.atMost(2), [0, 1, 2], [3]),
        (.between(2...4), [2, 3, 4], [0, 1, 5]),
    ])
    func containsTheCountsItDescribes(count: CallCount, accepted: [Int], rejected: [Int]) {
        for number in accepted { #expect(count.contains(number)) }
        for number in rejected { #expect(!count.contains(number)) }
    }

    @Test func anIntegerLiteralMeansExactly() {
        let count: CallCount = 3
        #expect(count == .exactly(3))
    }

    @Test func descriptionsReadAsEnglish() {
        #expect(CallCount.never.description == "never")
        #expect(CallCount.once.description == "exactly once")
        #expect(CallCount.atLeastOnce.description == "at least once")
        #expect(CallCount.exactly(1).description == "exactly 1 time")
        #expect(CallCount.atLeast(2).description == "at least 2 times")
        #expect(CallCount.atMost(3).description == "at most 3 times")
        #expect(CallCount.between(2...4).description == "between 2 and 4 times")
    }

    @Test func negativeCountsAreInvalid() {
        #expect(CallCount.exactly(-1).invalidity != nil)
        #expect(CallCount.atLeast(-2).invalidity?.contains("-2") == true)
        #expect(CallCount.atMost(0).invalidity == nil)
        #expect(CallCount.once.invalidity == nil)
        #expect(CallCount.between(-1...2).invalidity?.contains("-1...2") == true)
        #expect(CallCount.between(0...0).invalidity == nil)
    }
}
