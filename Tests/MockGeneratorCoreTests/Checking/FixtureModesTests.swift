import Foundation
import Testing

@testable import MockGeneratorCore

/// The generator's fixtures (Tests/MockGeneratorFixtures, with the module of the protocols they
/// refine, Tests/MockGeneratorFixturesBase), built in each concurrency mode other than Swift 6,
/// whose mocks `.ci/check-generated-mocks.sh` checks: their graphs extracted as the plugin
/// extracts them, mocked as their selection file says with the compiler check of a target
/// compiled in the same mode, and no mock or member left out, and no spy's forwarding dropped,
/// for a reason of isolation or sending.
@Suite(.serialized) struct FixtureModesTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The classes that the fixtures' selection file mocks.
    private static let classNames = [
        "Router", "Widget", "ViewController", "Store", "Login", "Greeter", "Bookmark",
        "PropertyListEncoder",
        "Checkout.Basket", "Wishlist.Basket",
    ]

    private static func sources(of folder: String) throws -> [String] {
        let directory = root.appendingPathComponent("Tests/\(folder)")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    @Test(arguments: ConcurrencyMode.allCases.filter { $0 != .swift6 })
    func everyFixtureIsMockedWholeInEveryMode(mode: ConcurrencyMode) throws {
        let tools = try CompilerToolchain()
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = mode.arguments + ["-enable-testing"]
        for (module, sources) in [
            ("MockGeneratorFixturesBase", "MockGeneratorFixturesBase"),
            ("MockGeneratorFixtures", "MockGeneratorFixtures"),
        ] {
            try #require(
                try tools.buildModule(
                    module, sources: try Self.sources(of: sources), into: folder,
                    arguments: arguments),
                "\(module) does not build in \(mode)")
        }
        let graphs = folder.appendingPathComponent("graphs")
        for module in ["MockGeneratorFixtures", "MockGeneratorFixturesBase"] {
            try #require(try tools.extractGraph(module, from: folder, into: graphs))
        }
        let checked = ["-I", folder.path, "-I", tools.modules.path] + mode.arguments
        // `Timekeeper` refines `Clock`, known from the standard library's graph, as the plugin
        // extracts it.
        var read = try readGraphs(at: [graphs.path])
        let system = try #require(
            SystemGraphs(
                folder: FileManager.default.temporaryDirectory
                    .appendingPathComponent("mocking-system-graphs"),
                compiler: tools.compiler, compilerArguments: checked))
        read += system.graphs(
            of: SystemGraphs.missingModules(in: read, module: "MockGeneratorFixtures"))
        var generator = MockGenerator(
            graphs: read, module: "MockGeneratorFixtures", classNames: Self.classNames)
        generator.settings = CompilationSettings(arguments: checked)
        generator.typeCheck = TypeCheck(
            checker: TypeChecker(
                compiler: tools.compiler, arguments: checked, moduleName: "FixturesTests"),
            folder: folder.appendingPathComponent("Mocks"))
        let result = try generator.generate()
        #expect(!result.warnings.contains { $0.contains("not checked with the compiler") })
        let rejected = result.warnings.filter { $0.contains("compiler rejected") }
        #expect(rejected.isEmpty, "\(mode): \(rejected)")
        // Every protocol and class of the fixtures has its mock, as in Swift 6.
        #expect(result.files.count == 144, "\(mode): \(result.files.count) mocks")
    }
}
