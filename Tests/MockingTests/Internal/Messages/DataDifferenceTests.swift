import Foundation
import Testing

@testable import Mocking

/// Where a failure message says two `Data` values differ.
@Suite struct DataDifferenceTests {
    @Test func dataOfOneLengthShowsTheFirstDifferenceInHexAndText() {
        let difference = DataDifference(
            expected: Data("hello!".utf8), actual: Data("helLo!".utf8))
        #expect(
            difference.map { [$0.summary] + $0.lines } == [
                "6 bytes each, first different at offset 3: expected 0x6C, but got 0x4C",
                #"expected: 68 65 6C 6C 6F 21 "hello!""#,
                #"got:      68 65 6C 4C 6F 21 "helLo!""#,
            ])
    }

    @Test func dataThatEndsFirstSaysSo() {
        #expect(
            DataDifference(expected: Data("hello".utf8), actual: Data("hell".utf8)).map({
                [$0.summary] + $0.lines
            }) == [
                "expected 5 bytes, but got 4; first different at offset 4: expected 0x6F, but the data ends",
                #"expected: 68 65 6C 6C 6F "hello""#,
                #"got:      68 65 6C 6C "hell""#,
            ])
        #expect(
            DataDifference(expected: Data(), actual: Data([0])).map({ [$0.summary] + $0.lines })
                == [
                    "expected 0 bytes, but got 1; first different at offset 0: expected the data to end, but got 0x00",
                    "expected: (no bytes)",
                    "got:      00",
                ])
    }

    @Test func theExcerptIsBoundedForAnySize() throws {
        var expected = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        var actual = expected
        actual[500_000] = UInt8(ascii: "b")
        expected[499_999] = UInt8(ascii: "c")
        actual[499_999] = UInt8(ascii: "c")
        let lines = try #require(
            DataDifference(expected: expected, actual: actual).map { [$0.summary] + $0.lines })
        #expect(
            lines == [
                "1000000 bytes each, first different at offset 500000: expected 0x61, but got 0x62",
                #"expected: … 61 61 61 61 61 61 61 63 61 61 61 61 61 61 61 61 … "aaaaaaacaaaaaaaa""#,
                #"got:      … 61 61 61 61 61 61 61 63 62 61 61 61 61 61 61 61 … "aaaaaaacbaaaaaaa""#,
            ])
    }

    @Test func binaryDataHasNoTextAndCutCharactersAreLeftOut() {
        #expect(
            DataDifference(expected: Data([0, 1, 2, 0xFF]), actual: Data([0, 1, 3, 0xFF])).map({
                [$0.summary] + $0.lines
            })
                == [
                    "4 bytes each, first different at offset 2: expected 0x02, but got 0x03",
                    "expected: 00 01 02 FF",
                    "got:      00 01 03 FF",
                ])
        // "€" is E2 82 AC: the excerpts cut one at their start, and one at their end.
        #expect(
            DataDifference(expected: Data("€€€€y".utf8), actual: Data("€€€€z".utf8)).map({
                [$0.summary] + $0.lines
            }) == [
                "13 bytes each, first different at offset 12: expected 0x79, but got 0x7A",
                #"expected: … 82 AC E2 82 AC E2 82 AC 79 "€€y""#,
                #"got:      … 82 AC E2 82 AC E2 82 AC 7A "€€z""#,
            ])
        #expect(
            DataDifference(expected: Data("y€€€€".utf8), actual: Data("z€€€€".utf8)).map({
                [$0.summary] + $0.lines
            }) == [
                "13 bytes each, first different at offset 0: expected 0x79, but got 0x7A",
                #"expected: 79 E2 82 AC E2 82 AC E2 … "y€€""#,
                #"got:      7A E2 82 AC E2 82 AC E2 … "z€€""#,
            ])
    }

    @Test func equalDataAndOtherValuesHaveNoDifference() {
        #expect(DataDifference(expected: Data([1]), actual: Data([1])) == nil)
        #expect(DataDifference(expected: [1], actual: [2]) == nil)
    }
}
