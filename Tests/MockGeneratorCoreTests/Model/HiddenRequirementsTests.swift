import Foundation
import Testing

@testable import MockGeneratorCore

/// The requirements a graph leaves out, whose names start with `_`, read from the protocol's
/// source.
@Suite struct HiddenRequirementsTests {
    @Test func requirementsWhoseNamesStartWithAnUnderscoreAreReadFromTheSource() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Channel.swift")
        try """
        public protocol Channel {
            var name: String { get }
            var _core: ChannelCore { get } // the pipeline's
            func _flush(
                promise: Int
            ) -> Bool
            nonisolated func _close()
        }
        struct After { var _other: Int }
        """.write(to: file, atomically: true, encoding: .utf8)
        var sources: [String: [String]] = [:]
        let location = SymbolGraph.Location(
            uri: file.absoluteString, position: .init(line: 0, character: 7))
        let found = HiddenRequirements.of(protocolAt: location, sources: &sources)
        #expect(
            found.map(\.text) == [
                "var _core: ChannelCore { get }", "func _flush(promise: Int) -> Bool",
                "nonisolated func _close()",
            ])
        #expect(found.map(\.location?.position.line) == [2, 3, 6])
        #expect(
            HiddenRequirements.line(
                at: .init(uri: file.absoluteString, position: .init(line: 1, character: 0)),
                sources: &sources) == "    var name: String { get }")
        let missing = SymbolGraph.Location(
            uri: "file:///nowhere.swift", position: .init(line: 0, character: 0))
        #expect(HiddenRequirements.of(protocolAt: missing, sources: &sources).isEmpty)
    }

    @Test func associatedTypesWhoseNamesStartWithAnUnderscoreAreReadFromTheSource() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Reader.swift")
        try """
        public protocol Reader {
            associatedtype _Body: Sendable
            typealias Body = _Body
            associatedtype Page
            var body: Body { get }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        var sources: [String: [String]] = [:]
        let location = SymbolGraph.Location(
            uri: file.absoluteString, position: .init(line: 0, character: 7))
        let found = HiddenRequirements.of(protocolAt: location, sources: &sources)
        #expect(found.map(\.text) == ["associatedtype _Body: Sendable"])
        #expect(found.map(\.location?.position.line) == [1])
    }

    @Test func aToolchainProtocolsRequirementNoDefaultMeetsIsKnownWithoutASource() {
        let found = HiddenRequirements.of(toolchainProtocol: "Swift.FixedWidthInteger")
        #expect(found.map(\.text) == ["init(_truncatingBits bits: UInt)"])
        #expect(found.allSatisfy { $0.location == nil })
        #expect(HiddenRequirements.of(toolchainProtocol: "Shop.FixedWidthInteger").isEmpty)
    }
}
