import Foundation
import Testing

@testable import Mocking

@Suite struct JSONValueEncoderTests {
    @Test func givesEachValueItsCodingPath() throws {
        let recorder = PathRecorder()
        _ = try JSONValueEncoder.encode(["a": [recorder, recorder]])
        #expect(recorder.paths == [["a", "Index 0"], ["a", "Index 1"]])
    }

    @Test func reusesAChildEncoderOnlyWhenNothingElseHoldsIt() throws {
        let keeper = EncoderKeeper()
        let value = try JSONValueEncoder.encode([keeper, keeper, keeper])
        #expect(value == .array(Array(repeating: .string("kept"), count: 3)))
        #expect(Set(keeper.encoders.map(ObjectIdentifier.init)).count == 3)
    }

    @Test func keepsTheLastContainerRequested() throws {
        #expect(try JSONValueEncoder.encode(SwitchesContainers()) == .array([.number("2")]))
    }

    @Test func encodesASuperEncoderInAnArrayAtItsPlace() throws {
        let value = try JSONValueEncoder.encode(SuperInArray())
        #expect(
            value
                == .array([
                    .number("1"), .object(canonicalizing: [.init(key: "s", value: .null)]),
                    .number("3"),
                ]))
    }

    @Test func encodesAnEmptyObjectForAChildThatEncodesNothing() throws {
        let value = try JSONValueEncoder.encode(EmptyNested())
        #expect(value == .object([.init(key: "nested", value: .object([]))]))
    }

    /// Records the coding path it is encoded at.
    private final class PathRecorder: Encodable {
        var paths: [[String]] = []

        func encode(to encoder: any Encoder) throws {
            paths.append(encoder.codingPath.map(\.stringValue))
            var container = encoder.singleValueContainer()
            try container.encode(0)
        }
    }

    /// Keeps every encoder it is encoded with.
    private final class EncoderKeeper: Encodable {
        var encoders: [AnyObject] = []

        func encode(to encoder: any Encoder) throws {
            encoders.append(encoder as AnyObject)
            var container = encoder.singleValueContainer()
            try container.encode("kept")
        }
    }

    private struct SwitchesContainers: Encodable {
        enum CodingKeys: CodingKey {
            case a
        }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            try keyed.encode(1, forKey: .a)
            var unkeyed = encoder.unkeyedContainer()
            try unkeyed.encode(2)
        }
    }

    private struct SuperInArray: Encodable {
        enum CodingKeys: CodingKey {
            case s
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            let superEncoder = container.superEncoder()
            try container.encode(3)
            var superContainer = superEncoder.container(keyedBy: CodingKeys.self)
            try superContainer.encodeNil(forKey: .s)
        }
    }

    private struct EmptyNested: Encodable {
        enum CodingKeys: CodingKey {
            case nested
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            _ = container.superEncoder(forKey: .nested)
        }
    }
}
