import Foundation
import Testing

@testable import MockGeneratorCore

@Suite struct TypeCheckerTests {
    /// The compilation SwiftPM plans for a test target, as `description.json` holds it.
    private static let swiftPMArguments = [
        "-module-name", "ShopTests", "-I", "/p/.build/debug/Modules", "-target",
        "x86_64-unknown-linux-gnu", "-incremental", "-enable-batch-mode", "-serialize-diagnostics",
        "-index-store-path", "/p/.build/debug/index/store", "-Onone", "-enable-testing",
        "-Xfrontend", "-enable-cross-import-overlays", "-j2", "-DSWIFT_PACKAGE", "-DDEBUG",
        "-module-cache-path", "/p/.build/debug/ModuleCache", "-parseable-output",
        "-parse-as-library", "-swift-version", "6", "-g", "-Xcc", "-fPIC", "-Xcc", "-g",
        "-package-name", "p",
        "-output-file-map", "/p/map.json", "/p/Tests/ShopTests/A.swift",
    ]

    @Test func keepsWhatBearsOnTypeCheckingAndTheModuleName() {
        let checker = TypeChecker(
            compiler: URL(fileURLWithPath: "/usr/bin/swiftc"), arguments: Self.swiftPMArguments,
            moduleName: "Checked")
        #expect(checker.moduleName == "ShopTests")
        #expect(
            checker.arguments == [
                "-I", "/p/.build/debug/Modules", "-target", "x86_64-unknown-linux-gnu",
                "-enable-testing", "-Xfrontend", "-enable-cross-import-overlays",
                "-DSWIFT_PACKAGE", "-DDEBUG", "-module-cache-path", "/p/.build/debug/ModuleCache",
                "-swift-version", "6", "-Xcc", "-fPIC", "-Xcc", "-g", "-package-name", "p",
            ])
    }

    @Test func itsIdentityForAFileHoldsTheModuleFilesTheFileImports() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent(
            "TypeCheckerTests-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let emitted = root.appendingPathComponent("emitted")
        let built = root.appendingPathComponent("Modules")
        try manager.createDirectory(
            at: built.appendingPathComponent("Mocking.swiftmodule"),
            withIntermediateDirectories: true)
        try manager.createDirectory(at: emitted, withIntermediateDirectories: true)
        try Data("built".utf8).write(to: built.appendingPathComponent("Shop.swiftmodule"))
        try Data("x".utf8).write(
            to: built.appendingPathComponent("Mocking.swiftmodule/x86_64.swiftmodule"))
        let checker = TypeChecker(
            compiler: URL(fileURLWithPath: "/usr/bin/swiftc"),
            arguments: ["-I", emitted.path, "-I", built.path], moduleName: "Checked")

        let before = checker.identity(importing: ["Mocking", "Shop", "Foundation"])
        #expect(before.hasPrefix(checker.identity + "\n"))
        #expect(before.contains(built.path + "/Mocking.swiftmodule/x86_64.swiftmodule 1 "))
        #expect(before.contains(built.path + "/Shop.swiftmodule 5 "))
        #expect(!before.contains("Foundation"))
        #expect(checker.identity(importing: []) == checker.identity)

        // A module file emitted since, in the folder searched first, is the one the check
        // loads, and a new one.
        try Data("emitted".utf8).write(to: emitted.appendingPathComponent("Shop.swiftmodule"))
        let after = checker.identity(importing: ["Mocking", "Shop", "Foundation"])
        #expect(after.contains(emitted.path + "/Shop.swiftmodule 7 "))
        #expect(!after.contains(built.path + "/Shop.swiftmodule"))
    }

    @Test func findsTheCompilerOnThePath() throws {
        let compiler = try #require(
            TypeChecker.compilerOnPath(ProcessInfo.processInfo.environment["PATH"]))
        #expect(compiler.lastPathComponent == "swiftc")
        #expect(TypeChecker.compilerOnPath("/nonexistent:/also/not") == nil)
        #expect(TypeChecker.compilerOnPath(nil) == nil)
    }

    @Test func saysNothingOfFilesThatCompile() throws {
        let fixture = try ShopModule()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let outcome = try fixture.checker.check([
            (
                "MockClock.swift",
                "import Shop\n\nfinal class MockClock: Clock {\n    func now() -> Int { 0 }\n}\n"
            )
        ])
        #expect(outcome == .diagnostics([:]))
    }

    @Test func givesEachFileItsErrorsByLine() throws {
        let fixture = try ShopModule()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let outcome = try fixture.checker.check([
            (
                "MockClock.swift",
                "import Shop\n\nfinal class MockClock: Clock {\n    func now() -> Int { \"zero\" }\n}\n"
            ),
            ("MockOther.swift", "import Shop\n\nlet fine = 1\n"),
        ])
        guard case .diagnostics(let byFile) = outcome else {
            Issue.record("expected diagnostics, got \(outcome)")
            return
        }
        #expect(Set(byFile.keys) == ["MockClock.swift"])
        let errors = byFile["MockClock.swift", default: []].filter { $0.severity == .error }
        #expect(errors.map(\.line) == [4])
        #expect(errors.first?.message.contains("'String'") == true)
    }

    /// A value sent across actors is rejected after type checking, by the checks Swift makes
    /// on SIL: a mock with such an error breaks a build as a type error does.
    @Test func findsTheErrorsSwiftFindsAfterTypeChecking() throws {
        let fixture = try ShopModule(swiftVersion: "6")
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let outcome = try fixture.checker.check([
            (
                "MockSending.swift",
                """
                import Shop

                final class Box { var value = 0 }

                @MainActor func hand(_ box: Box) async {
                    await keep(box)
                }

                nonisolated func keep(_ box: Box) async { box.value += 1 }

                """
            )
        ])
        guard case .diagnostics(let byFile) = outcome else {
            Issue.record("expected diagnostics, got \(outcome)")
            return
        }
        let errors = byFile["MockSending.swift", default: []].filter { $0.severity == .error }
        #expect(errors.map(\.line) == [6])
        #expect(errors.first?.message.contains("sending 'box' risks causing data races") == true)
    }

    @Test func aModuleItCannotFindMakesTheCheckUnavailable() throws {
        let fixture = try ShopModule()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        #expect(throws: TypeChecker.Unavailable(reason: "no such module 'Mocking'")) {
            try fixture.checker.check([("MockClock.swift", "import Mocking\nimport Shop\n")])
        }
    }

    @Test func aCompilerThatCannotRunMakesTheCheckUnavailable() throws {
        let checker = TypeChecker(
            compiler: URL(fileURLWithPath: "/nonexistent/swiftc"), arguments: [], moduleName: "M")
        do {
            _ = try checker.check([("MockA.swift", "let a = 1\n")])
            Issue.record("expected the check to be unavailable")
        } catch {
            #expect(error.reason.hasPrefix("cannot run /nonexistent/swiftc"))
        }
    }
}

/// A module `Shop` declaring `protocol Clock { func now() -> Int }`, built in a temporary
/// folder, and a checker that imports it.
struct ShopModule {
    let folder: URL
    let checker: TypeChecker

    init(swiftVersion: String? = nil) throws {
        let compiler = try #require(
            TypeChecker.compilerOnPath(ProcessInfo.processInfo.environment["PATH"]))
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("TypeCheckerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("Clock.swift")
        try Data("public protocol Clock { func now() -> Int }\n".utf8).write(to: source)
        let process = Process()
        process.executableURL = compiler
        process.arguments = [
            "-emit-module", "-parse-as-library", "-module-name", "Shop", "-emit-module-path",
            folder.appendingPathComponent("Shop.swiftmodule").path, source.path,
        ]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        checker = TypeChecker(
            compiler: compiler,
            arguments: ["-I", folder.path] + (swiftVersion.map { ["-swift-version", $0] } ?? []),
            moduleName: "ShopTests")
    }
}
