import Foundation
import Testing

/// A copy of GeneratorCorpus/PluginFixture, a small package that depends on `mocking` and on
/// swift-log and swift-metrics, on which the tests run `swift package generate-mocks`.
///
/// The copy lives in GeneratorCorpus/.build/PluginFixture and keeps its own `.build` from one
/// run to the next, so that only the first run builds the generator and the dependencies.
struct PluginFixture: Sendable {
    /// The root of the copy.
    let directory: URL
    /// The package it copies.
    let source: URL

    /// What a command printed, and how it ended.
    struct Run: Sendable, CustomStringConvertible {
        var status: Int32
        var output: String
        var errors: String

        var description: String { "status \(status)\n\(output)\n\(errors)" }
    }

    /// The GeneratorCorpus folder.
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Copies the fixture afresh, keeping the copy's `.build`, and points it at this repository.
    static func prepare() throws -> PluginFixture {
        try prepare(copying: corpus.appendingPathComponent("PluginFixture"), as: "PluginFixture")
    }

    /// Copies the app-shaped package of the repository, `Tests/RideShareApp`, with its mocks
    /// written by hand and generated, the same way.
    static func prepareApp() throws -> PluginFixture {
        try prepare(
            copying: corpus.deletingLastPathComponent().appendingPathComponent(
                "Tests/RideShareApp"),
            as: "RideShareApp")
    }

    /// Copies the package whose mocks live in a mocks module, `Tests/SharedMocksApp`, the same
    /// way.
    static func prepareSharedMocksApp() throws -> PluginFixture {
        try prepare(
            copying: corpus.deletingLastPathComponent().appendingPathComponent(
                "Tests/SharedMocksApp"),
            as: "SharedMocksApp")
    }

    /// Removes the folder at `path`, relative to the copy, if there is one.
    func remove(_ path: String) throws {
        let url = directory.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }

    /// Copies the package at `source` to `.build/<name>` of the corpus, keeping the copy's
    /// `.build`, and points its `path: "../.."` dependency at this repository.
    private static func prepare(copying source: URL, as name: String) throws -> PluginFixture {
        let directory = corpus.appendingPathComponent(".build/\(name)")
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: directory.path) where name != ".build" {
            try manager.removeItem(at: directory.appendingPathComponent(name))
        }
        for name in ["Package.swift", "Sources", "Tests"] {
            try manager.copyItem(
                at: source.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let manifest = directory.appendingPathComponent("Package.swift")
        let repository = corpus.deletingLastPathComponent().path
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: #"path: "\#(repository)""#)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return PluginFixture(directory: directory, source: source)
    }

    /// Copies the file at `path`, relative to the copy, from the package again (`Package.swift`
    /// pointed at this repository), or removes it when the package has none.
    func restore(_ path: String) throws {
        let manager = FileManager.default
        let url = directory.appendingPathComponent(path)
        if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
        let original = source.appendingPathComponent(path)
        guard manager.fileExists(atPath: original.path) else { return }
        var text = try String(contentsOf: original, encoding: .utf8)
        if path == "Package.swift" {
            let repository = Self.corpus.deletingLastPathComponent().path
            text = text.replacingOccurrences(
                of: #"path: "../..""#, with: #"path: "\#(repository)""#)
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Replaces `old`, which the file at `path` must hold, with `new`.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try #require(file(path), "no \(path)")
        try #require(text.contains(old), "\(path) does not hold \(old)")
        try write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    /// Runs `swift package --allow-writing-to-package-directory generate-mocks arguments`.
    func generateMocks(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try swift(
            ["package", "--allow-writing-to-package-directory", "generate-mocks"] + arguments,
            environment: environment)
    }

    /// Runs `swift package check-mocks arguments`, without the permission to write.
    func checkMocks(_ arguments: [String] = []) throws -> Run {
        try swift(["package", "check-mocks"] + arguments)
    }

    /// Writes `text` to the file at `path`, relative to the copy, making its folder.
    func write(_ text: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `swift arguments` in the copy.
    func swift(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("plugin-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("out")
        let errorsURL = scratch.appendingPathComponent("err")
        try Data().write(to: outputURL)
        try Data().write(to: errorsURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorsURL, encoding: .utf8))
    }

    /// Removes every `Mocks` folder of the test targets, their selection files with them, and
    /// the `Hand` folders of mocks written by hand.
    func removeMocks() throws {
        for target in ["ShopTests", "CheckoutTests"] {
            for folder in ["Mocks", "Hand"] {
                let url = directory.appendingPathComponent("Tests/\(target)/\(folder)")
                if FileManager.default.fileExists(atPath: url.path) {
                    try FileManager.default.removeItem(at: url)
                }
            }
        }
    }

    /// The contents of the file at `path`, relative to the copy, or `nil` when there is none.
    func file(_ path: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names of the Swift files in the folder at `path`, sorted.
    func swiftFiles(in path: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent(path).path)
        return (names ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }
}
