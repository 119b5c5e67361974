import Foundation
import Testing

@testable import MockGeneratorCore

/// Random modules of protocols (``RandomModule``), built by the compiler, their graphs extracted
/// as the plugin extracts them, mocked with the compiler check, and every mock written compiled
/// again: whatever the generator gets wrong, the check must never let a mock through that breaks
/// the target receiving it.
///
/// CI runs a bounded number of modules; `MOCK_GENERATOR_RANDOM_MODULES=200` runs more, and
/// `MOCK_GENERATOR_RANDOM_MODULE_SEED` starts from another seed. A failure names the seed that
/// makes the module again. Each module is built, and its mocks checked, in Swift 6 and in
/// approachable concurrency.
@Suite(.serialized) struct RandomModuleTests {
    private static let environment = ProcessInfo.processInfo.environment
    static let count = environment["MOCK_GENERATOR_RANDOM_MODULES"].flatMap(Int.init) ?? 8
    static let seed = environment["MOCK_GENERATOR_RANDOM_MODULE_SEED"].flatMap(UInt64.init) ?? 0

    @Test(arguments: [ConcurrencyMode.swift6, .approachable])
    func noMockTheGeneratorWritesFailsToCompile(mode: ConcurrencyMode) throws {
        let tools = try CompilerToolchain()
        var built = 0
        var written = 0
        for index in 0..<Self.count {
            let seed = Self.seed &+ UInt64(index)
            var random = RandomModule(seed: seed)
            let folder = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let source = folder.appendingPathComponent("Random.swift")
            try Data(random.source().utf8).write(to: source)
            // A few random modules are not valid Swift: they are skipped.
            guard
                try tools.buildModule(
                    "Random", sources: [source.path], into: folder, arguments: mode.arguments)
            else { continue }
            built += 1
            let graphs = folder.appendingPathComponent("graphs")
            try #require(try tools.extractGraph("Random", from: folder, into: graphs))
            let arguments = ["-I", folder.path, "-I", tools.modules.path] + mode.arguments
            var generator = MockGenerator(
                graphs: try readGraphs(at: [graphs.path]), module: "Random")
            generator.settings = CompilationSettings(arguments: arguments)
            let mocks = folder.appendingPathComponent("Mocks")
            generator.typeCheck = TypeCheck(
                checker: TypeChecker(
                    compiler: tools.compiler, arguments: arguments, moduleName: "RandomTests"),
                folder: mocks)
            let result = try generator.generate()
            _ = try MockFileWriter(directory: mocks).write(result, removingStale: true)
            #expect(
                !result.warnings.contains { $0.contains("not checked with the compiler") },
                "seed \(seed): \(result.warnings)")
            // No member is degraded for a reason of isolation or sending, in any mode.
            let isolationWarnings = result.warnings.filter { warning in
                ["sending", "actor-isolated", "isolation", "Sendable"].contains {
                    warning.contains($0)
                }
            }
            #expect(
                isolationWarnings.isEmpty, "random module \(seed), \(mode): \(isolationWarnings)")
            written += result.files.count
            // Every mock written, compiled together, as the receiving target compiles them.
            let files = result.files.map { ($0.fileName, $0.contents) }
            let outcome = try TypeChecker(
                compiler: tools.compiler, arguments: arguments, moduleName: "RandomTests"
            ).check(files)
            guard case .diagnostics(let byFile) = outcome else {
                Issue.record("seed \(seed): the compiler crashed on the mocks: \(outcome)")
                continue
            }
            for (file, diagnostics) in byFile {
                for error in diagnostics where error.severity == .error {
                    Issue.record("seed \(seed): \(file):\(error.lineText)")
                }
            }
        }
        // The modules are random, not hopeless: most are valid Swift, and most have mocks.
        #expect(built * 2 > Self.count)
        #expect(written > built)
    }
}
