import Foundation
import Testing

@testable import Mocking

@Suite struct JSONValueDecoderTests {
    @Test func offersTheKeysOfAnObject() throws {
        let value = JSONValue.object(canonicalizing: [
            .init(key: "b", value: .number("2")), .init(key: "a", value: .null),
            .init(key: "other", value: .string("x")),
        ])
        let keys = try JSONValueDecoder.decode(KeyLister.self, from: value)
        #expect(keys.allKeys == ["a", "b"])
        #expect(keys.containsB && !keys.containsC)
        #expect(keys.aIsNil)
    }

    @Test func findsEachMemberOfALargeObject() throws {
        let dictionary = Dictionary(uniqueKeysWithValues: (0..<200).map { ("key\($0)", $0) })
        let value = try JSONValueEncoder.encode(dictionary)
        #expect(try JSONValueDecoder.decode([String: Int].self, from: value) == dictionary)
    }

    @Test func givesASuperDecoderNullForAMissingKey() throws {
        let decoded = try JSONValueDecoder.decode(SuperReader.self, from: .object([]))
        #expect(decoded.superIsNil)
    }

    @Test func walksAnArrayAsJSONDecoder() throws {
        let value = JSONValue.array([.null, .number("1"), .array([.string("x")])])
        let walk = try JSONValueDecoder.decode(ArrayWalker.self, from: value)
        #expect(walk.steps == ["count 3", "nil", "not nil", "1", "x", "at end", "end error"])
    }

    @Test func givesEachValueItsCodingPath() throws {
        let value = try JSONValueEncoder.encode(["a": [0, 0]])
        let paths = try JSONValueDecoder.decode([String: [PathReader]].self, from: value)
        #expect(paths["a"]?.map(\.path) == [["a", "Index 0"], ["a", "Index 1"]])
    }

    private struct KeyLister: Decodable {
        var allKeys: [String]
        var containsB: Bool
        var containsC: Bool
        var aIsNil: Bool

        enum CodingKeys: String, CodingKey {
            case a
            case b
            case c
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            allKeys = container.allKeys.map(\.stringValue)
            containsB = container.contains(.b)
            containsC = container.contains(.c)
            aIsNil = try container.decodeNil(forKey: .a)
        }
    }

    private struct SuperReader: Decodable {
        var superIsNil: Bool

        enum CodingKeys: CodingKey {
            case base
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            superIsNil = try container.superDecoder().singleValueContainer().decodeNil()
        }
    }

    private struct ArrayWalker: Decodable {
        var steps: [String] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            steps.append("count \(container.count ?? -1)")
            steps.append(try container.decodeNil() ? "nil" : "not nil")
            steps.append(try container.decodeNil() ? "nil" : "not nil")
            steps.append(String(try container.decode(Int.self)))
            var nested = try container.nestedUnkeyedContainer()
            steps.append(try nested.decode(String.self))
            steps.append(container.isAtEnd ? "at end" : "not at end")
            do {
                _ = try container.decode(Int.self)
            } catch DecodingError.valueNotFound(_, let context)
                where context.debugDescription == "Unkeyed container is at end."
            {
                steps.append("end error")
            }
        }
    }

    private struct PathReader: Decodable {
        var path: [String]

        init(from decoder: any Decoder) throws {
            path = decoder.codingPath.map(\.stringValue)
            _ = try decoder.singleValueContainer().decode(Int.self)
        }
    }
}
