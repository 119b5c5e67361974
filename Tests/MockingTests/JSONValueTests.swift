import Foundation
import Testing

@testable import Mocking

@Suite struct JSONValueTests {
    @Test func sortsMembersByTheUTF8BytesOfTheirKeys() {
        let keys = ["b", "a10", "é", "B", "a2", "", "a"]
        let object = JSONValue.object(canonicalizing: keys.map { .init(key: $0, value: .null) })
        #expect(memberKeys(object) == ["", "B", "a", "a10", "a2", "b", "é"])
    }

    @Test(arguments: [3, 40])
    func keepsTheLastMemberOfEachKey(memberCount: Int) {
        let members = (0..<memberCount).map {
            JSONValue.Member(key: "k\($0 % 3)", value: .number($0))
        }
        let object = JSONValue.object(canonicalizing: members)
        let lastOfEachKey = (memberCount - 3..<memberCount).map { index in
            JSONValue.Member(key: "k\(index % 3)", value: .number(index))
        }
        #expect(object == .object(canonicalizing: lastOfEachKey))
        #expect(memberKeys(object) == ["k0", "k1", "k2"])
    }

    @Test func writesNumbersAsJSONEncoder() throws {
        #expect(try JSONValue.number(1.0, at: []) == .number("1"))
        #expect(try JSONValue.number(-0.0, at: []) == .number("-0"))
        #expect(try JSONValue.number(1e16, at: []) == .number("1e+16"))
        #expect(try JSONValue.number(Float(0.1), at: []) == .number("0.1"))
        #expect(JSONValue.number(UInt8.max) == .number("255"))
    }

    @Test(arguments: [
        "0", "-1", "42", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "-9223372036854775809", "18446744073709551615", "-0", "1.0", "1e2", "1E2", "0.5",
        "-2.5e-07", "1e+16",
    ])
    func keepsTheTextOfEachNumber(text: String) {
        let number = JSONNumber(text: text)
        #expect(number.text == text)
        #expect((number.integer != nil) == (Int64(text).map(String.init) == text))
    }

    @Test func equalsANumberExactlyWhenItsTextIsEqual() {
        let numbers = [
            JSONNumber(0), JSONNumber(text: "0"), JSONNumber(text: "-0"), JSONNumber(text: "0.0"),
            JSONNumber(Int64.min), JSONNumber(text: "-9223372036854775808"), JSONNumber(UInt64.max),
            JSONNumber(text: "18446744073709551615"), JSONNumber(UInt64(Int64.max) + 1),
            JSONNumber(text: "9223372036854775808"), JSONNumber(UInt8(200)), JSONNumber(200),
            JSONNumber(text: "2e2"),
        ]
        for lhs in numbers {
            for rhs in numbers {
                #expect((lhs == rhs) == (lhs.text == rhs.text), "\(lhs.text) and \(rhs.text)")
                if lhs == rhs {
                    #expect(lhs.hashValue == rhs.hashValue)
                }
            }
        }
    }

    @Test func throwsForANonFiniteNumberAtItsCodingPath() throws {
        let error = #expect(throws: EncodingError.self) {
            try JSONValue.number(Double.nan, at: [JSONCodingKey.name("ratio")])
        }
        guard case .invalidValue(_, let context)? = error else {
            Issue.record("Expected invalidValue, but got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["ratio"])
        #expect(context.debugDescription == "Unable to encode Double.nan directly in JSON.")
    }

    @Test func equalsAValueWithTheSameSerialization() {
        let values: [JSONValue] = [
            .null, .bool(true), .bool(false), .number("1"), .string("1"), .string("é"),
            .string("e\u{301}"), .array([]), .array([.null]), .object([]),
            .object([.init(key: "a", value: .null)]), .object([.init(key: "b", value: .null)]),
        ]
        for lhs in values {
            for rhs in values {
                let sameData =
                    JSONValueSerializer.data(for: lhs) == JSONValueSerializer.data(for: rhs)
                #expect((lhs == rhs) == sameData, "\(lhs) and \(rhs)")
                if lhs == rhs {
                    #expect(lhs.hashValue == rhs.hashValue)
                }
            }
        }
    }

    @Test func writesWhatJSONEncoderWrites() throws {
        let value = JSONValue.object(canonicalizing: [
            .init(key: "s", value: .string("a/b\"c\\d\u{0}\u{8}\u{c}\n\r\t\u{1f}é")),
            .init(key: "n", value: .array([.number("1"), .number("-2.5e-07"), .null])),
            .init(key: "b", value: .bool(false)),
        ])
        let expected = try sortedKeysEncoder().encode(
            Sample(s: "a/b\"c\\d\u{0}\u{8}\u{c}\n\r\t\u{1f}é", n: [1, -2.5e-7, nil], b: false))
        #expect(JSONValueSerializer.data(for: value) == expected)
        #expect(
            String(decoding: expected, as: UTF8.self)
                == #"{"b":false,"n":[1,-2.5e-07,null],"s":"a\/b\"c\\d\u0000\b\f\n\r\t\u001fé"}"#)
    }

    private struct Sample: Encodable {
        var s: String
        var n: [Double?]
        var b: Bool
    }

    private func memberKeys(_ value: JSONValue) -> [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.key)
    }

    private func sortedKeysEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension JSONValue {
    /// The number written as `text`, such as `.number("1e+16")`, for the tests' expected values.
    static func number(_ text: String) -> JSONValue {
        .number(JSONNumber(text: text))
    }
}
