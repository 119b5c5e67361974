import Foundation
import Testing

@testable import MockGeneratorCore

@Suite struct SymbolGraphReaderTests {
    private let path = "Shop.symbols.json"

    @Test func aGraphOfASupportedVersionIsRead() throws {
        let json = #"""
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "x"},
             "module": {"name": "Shop", "platform": {}},
             "symbols": [{"kind": {"identifier": "swift.protocol", "displayName": "Protocol"},
                          "identifier": {"precise": "s:4Shop1PP", "interfaceLanguage": "swift"},
                          "pathComponents": ["P"], "accessLevel": "public",
                          "declarationFragments": [{"kind": "keyword", "spelling": "protocol"}]}],
             "relationships": []}
            """#
        let graph = try SymbolGraphReader.graph(from: Data(json.utf8), path: path)
        #expect(graph.module.name == "Shop")
        #expect(graph.symbols.map(\.pathComponents) == [["P"]])
    }

    @Test func anotherFormatVersionIsRefused() {
        let json = #"{"metadata": {"formatVersion": {"major": 1, "minor": 0, "patch": 0}}}"#
        #expect(
            throws: GraphReadingError.unsupportedFormat(
                path: path, version: .init(major: 1, minor: 0, patch: 0))
        ) {
            try SymbolGraphReader.graph(from: Data(json.utf8), path: path)
        }
    }

    @Test(arguments: [
        ("not json", "Shop.symbols.json is not a symbol graph: not JSON"),
        ("{}", #"Shop.symbols.json is not a symbol graph: missing "metadata" at the top"#),
        (
            #"{"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}}}"#,
            #"Shop.symbols.json is not a symbol graph: missing "module" at the top"#
        ),
        (
            #"{"metadata": {"formatVersion": {"major": "0", "minor": 6, "patch": 0}}}"#,
            "Shop.symbols.json is not a symbol graph: unexpected value at .metadata.formatVersion.major"
        ),
    ])
    func aFileThatIsNotAGraphIsRefused(json: String, message: String) {
        #expect {
            try SymbolGraphReader.graph(from: Data(json.utf8), path: path)
        } throws: { error in
            (error as? GraphReadingError)?.description == message
        }
    }

    @Test func pathsMustExistAndDirectoriesHoldGraphs() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: GraphReadingError.noGraphInDirectory(path: directory.path)) {
            try SymbolGraphReader.graphs(at: [directory.path])
        }
        let missing = directory.appendingPathComponent("missing").path
        #expect(throws: GraphReadingError.noFileOrDirectory(path: missing)) {
            try SymbolGraphReader.graphs(at: [missing])
        }
    }
}

/// A new empty directory under the temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("MockGeneratorCoreTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
