import Foundation
import Testing

@testable import MockGeneratorCore

/// The compiler, the graph extractor beside it, and the folder of the modules the build made:
/// what the tests that build modules, extract their graphs and check their mocks run.
struct CompilerToolchain {
    var compiler: URL
    var extractor: URL
    var modules: URL

    init() throws {
        let environment = ProcessInfo.processInfo.environment
        compiler = try #require(TypeChecker.compilerOnPath(environment["PATH"]))
        extractor = compiler.deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract")
        let places = ([Bundle.main] + Bundle.allBundles).flatMap { bundle in
            [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()]
        }
        modules = try #require(
            places.map { $0.appendingPathComponent("Modules") }.first {
                FileManager.default.fileExists(
                    atPath: $0.appendingPathComponent("Mocking.swiftmodule").path)
            })
    }

    /// Runs `tool`; whether it succeeded.
    func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Builds the module `name` of `sources` into `folder`, with `arguments`; whether it built.
    func buildModule(
        _ name: String, sources: [String], into folder: URL, arguments: [String]
    ) throws -> Bool {
        try run(
            compiler,
            ["-emit-module", "-parse-as-library", "-module-name", name, "-I", folder.path]
                + arguments + [
                    "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                ] + sources)
    }

    /// Extracts the graph of the module `name` of `folder` into `graphs`, as the plugin does.
    func extractGraph(_ name: String, from folder: URL, into graphs: URL) throws -> Bool {
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        return try run(
            extractor,
            [
                "-module-name", name, "-I", folder.path, "-minimum-access-level", "internal",
                "-skip-synthesized-members", "-output-dir", graphs.path,
            ])
    }
}

/// The compiler arguments of a concurrency mode, which a module of protocols and the target
/// receiving its mocks both compile with.
enum ConcurrencyMode: String, CaseIterable, CustomTestStringConvertible {
    case swift6, swift5
    /// `.defaultIsolation(MainActor.self)` alone.
    case defaultIsolation
    /// `NonisolatedNonsendingByDefault` alone.
    case nonsending
    /// `InferIsolatedConformances` alone.
    case inferIsolated
    /// Approachable concurrency, as a new app project starts: the three settings.
    case approachable

    var arguments: [String] {
        let nonsending = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
        let inferIsolated = ["-enable-upcoming-feature", "InferIsolatedConformances"]
        let mainActor = ["-default-isolation", "MainActor"]
        return switch self {
        case .swift6: ["-swift-version", "6"]
        case .swift5: ["-swift-version", "5"]
        case .defaultIsolation: ["-swift-version", "6"] + mainActor
        case .nonsending: ["-swift-version", "6"] + nonsending
        case .inferIsolated: ["-swift-version", "6"] + inferIsolated
        case .approachable: ["-swift-version", "6"] + mainActor + nonsending + inferIsolated
        }
    }

    var testDescription: String { rawValue }
}
