import Foundation
import Testing

@testable import Mocking

@Suite struct JSONValueParserTests {
    @Test func readsBackWhatTheSerializerWrites() throws {
        let value = JSONValue.object(canonicalizing: [
            .init(key: "text", value: .string("a/b\"\\\u{0}\u{1f}\n😀é\u{FEFF}")),
            .init(
                key: "numbers", value: .array([.number("0"), .number("-1.5e+16"), .number("1E-3")])),
            .init(key: "flags", value: .array([.bool(true), .bool(false), .null])),
            .init(key: "empty", value: .object([])),
        ])
        let data = JSONValueSerializer.data(for: value)
        #expect(try JSONValueParser.value(from: data, at: []) == value)
    }

    @Test func readsJSONWithWhitespaceEscapesAndUnsortedKeys() throws {
        let text = #" { "b" : [ 1 , "\u00e9\ud83d\ude00\/" ] ,"a":{ }, "b": true }  "#
        let value = try JSONValueParser.value(from: Data(text.utf8), at: [])
        let expected = JSONValue.object(canonicalizing: [
            .init(key: "a", value: .object([])), .init(key: "b", value: .bool(true)),
        ])
        #expect(value == expected)
        let nested = try JSONValueParser.value(
            from: Data(#"["\u00e9\ud83d\ude00\/"]"#.utf8), at: [])
        #expect(nested == .array([.string("é😀/")]))
    }

    @Test(arguments: [
        "", "{", "[1,]", "[1 2]", "01", "1.", "-", "1e", "tru", "\"a", "\"\u{1}\"", #""\x""#,
        #""\ud800""#, #""\udc00""#, "{\"a\" 1}", "{1:2}", "[] []", "nul",
    ])
    func rejectsTextThatIsNotJSON(_ text: String) throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONValueParser.value(from: Data(text.utf8), at: [JSONCodingKey.name("data")])
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("Expected dataCorrupted, but got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["data"])
        #expect(context.debugDescription.hasPrefix("The given data was not valid JSON"))
    }

    @Test func rejectsAStringThatIsNotUTF8() {
        #expect(throws: DecodingError.self) {
            try JSONValueParser.value(from: Data([0x22, 0xFF, 0x22]), at: [])
        }
    }

    @Test func rejectsContainersNestedTooDeeply() throws {
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: DecodingError.self) {
            try JSONValueParser.value(from: Data(deep.utf8), at: [])
        }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONValueParser.value(from: Data(allowed.utf8), at: []) }
    }
}
