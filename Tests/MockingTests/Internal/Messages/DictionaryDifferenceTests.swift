import Testing

@testable import Mocking

/// The keys a failure message lists for two dictionaries that differ.
@Suite struct DictionaryDifferenceTests {
    @Test func dictionariesThatDifferListTheKeys() {
        let difference = DictionaryDifference(
            expected: ["tea": 2, "bread": 1, "milk": 1], actual: ["tea": 3, "bread": 1, "jam": 4])
        #expect(
            difference?.lines == [
                #"["jam"]: not expected, but got 4"#, #"["milk"]: expected 1, but it is missing"#,
                #"["tea"]: expected 2, but got 3"#,
            ])
        #expect(DictionaryDifference(expected: ["a": 1], actual: ["a": 1]) == nil)
        #expect(DictionaryDifference(expected: [1, 2], actual: [1, 3]) == nil)
        let many = Dictionary(uniqueKeysWithValues: (0..<15).map { ($0, $0) })
        #expect(
            DictionaryDifference(expected: many, actual: [:])?.lines.last == "… and 5 more keys")
    }
}
