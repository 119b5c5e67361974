import Foundation

@testable import MockGeneratorCore

/// The symbol graphs of the generator's fixtures, `MockGeneratorFixtures` and the module it
/// imports, extracted as the plugin extracts them: by `swift-symbolgraph-extract`, from the
/// modules the build made beside the tests, at the internal access level.
enum FixtureGraphs {
    /// Why the graphs cannot be made.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The graphs, made once.
    static func graphs() throws -> [SymbolGraph] {
        try cached.get()
    }

    private static let cached = Result { () throws -> [SymbolGraph] in try extract() }

    private static func extract() throws -> [SymbolGraph] {
        let places = ([Bundle.main] + Bundle.allBundles).flatMap { bundle in
            [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()]
        }
        guard
            let modules = places.map({ $0.appendingPathComponent("Modules") }).first(where: {
                FileManager.default.fileExists(
                    atPath: $0.appendingPathComponent("MockGeneratorFixtures.swiftmodule").path)
            })
        else { throw Unavailable(description: "MockGeneratorFixtures is not built") }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let tool = path.split(separator: ":").map({
                URL(fileURLWithPath: String($0)).appendingPathComponent("swift-symbolgraph-extract")
            }).first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw Unavailable(description: "no swift-symbolgraph-extract on PATH") }
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        for module in ["MockGeneratorFixtures", "MockGeneratorFixturesBase"] {
            let process = Process()
            process.executableURL = tool
            process.arguments = [
                "-module-name", module, "-I", modules.path, "-minimum-access-level", "internal",
                "-skip-synthesized-members", "-output-dir", output.path,
            ]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Unavailable(description: "swift-symbolgraph-extract failed on \(module)")
            }
        }
        return try readGraphs(at: [output.path])
    }

    /// The plan of the mock of `name`, a protocol or (with `isClass`) a class of the fixtures,
    /// made less of as `degradations` say.
    static func plan(
        of name: String, isClass: Bool = false, degradations: [MemberID: Degradation] = [:]
    ) throws -> MockPlan {
        let graphs = try graphs()
        let catalog = SymbolCatalog(graphs: graphs)
        let entries =
            isClass
            ? catalog.classes(in: "MockGeneratorFixtures")
            : catalog.protocols(in: "MockGeneratorFixtures")
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw Unavailable(description: "no \(name) in the fixtures")
        }
        let generator = MockGenerator(graphs: graphs, module: "MockGeneratorFixtures")
        return try generator.plan(
            of: entry, in: catalog, header: MockGenerator.header(module: "MockGeneratorFixtures"),
            degradations: degradations
        ).plan
    }

    /// The checked-in mock `fileName` of the fixtures, which the plugin writes.
    static func checkedInMock(_ fileName: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MockGeneratorFixturesTests/Mocks/\(fileName)")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
