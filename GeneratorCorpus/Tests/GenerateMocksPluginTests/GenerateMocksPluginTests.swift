import Foundation
import Testing

/// `swift package generate-mocks`, run for real on a copy of PluginFixture: a package `Shop`
/// whose target depends on swift-log, with two test targets, `ShopTests` (which also depends on
/// swift-metrics' `CoreMetrics`) and `CheckoutTests`.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct GenerateMocksPluginTests {
    static let prepared = Result { try PluginFixture.prepare() }

    let fixture: PluginFixture

    init() throws {
        fixture = try Self.prepared.get()
        try fixture.removeMocks()
    }

    @Test func writesTheMocksOfATargetsProtocolsToItsTestTarget() throws {
        let run = try fixture.generateMocks(["--target", "Shop"])

        #expect(run.status == 0, "\(run)")
        #expect(
            fixture.swiftFiles(in: "Tests/ShopTests/Mocks") == [
                "MockAuditLogHandler.swift", "MockPaymentService.swift", "MockTicketing.swift",
            ])
        let header = fixture.file("Tests/ShopTests/Mocks/MockPaymentService.swift")?
            .split(separator: "\n").first
        #expect(header?.contains("generate-mocks --target Shop`") == true)
    }

    @Test func readsTheGraphsOfOtherPackagesForInheritedProtocols() throws {
        // AuditLogHandler inherits swift-log's LogHandler, which inherits the public
        // `_SwiftLogSendableLogHandler`: only an internal-level graph of Logging lists it.
        let run = try fixture.generateMocks(["--target", "Shop", "--protocol", "AuditLogHandler"])

        #expect(run.status == 0, "\(run)")
        let mock = try #require(fixture.file("Tests/ShopTests/Mocks/MockAuditLogHandler.swift"))
        #expect(mock.contains("import Logging"))
        #expect(mock.contains("func flush()"))
        #expect(mock.contains("var logLevel: Logger.Level"))
    }

    @Test func passesTheGeneratorsWarningsOnAsWarnings() throws {
        let run = try fixture.generateMocks(["--target", "Shop", "--protocol", "Ticketing"])

        #expect(run.status == 0, "\(run)")
        let warnings = run.errors.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(
            warnings.contains { $0.contains("MockTicketing.swift") && $0.contains("redeem(_:)") },
            "\(run)")
    }

    @Test func passesTheGeneratorsErrorsOnAsTheyAre() throws {
        let run = try fixture.generateMocks(["--target", "Shop", "--protocol", "Refunds"])

        #expect(run.status != 0)
        #expect(run.errors.contains("error: no protocol named Refunds in module Shop"), "\(run)")
        #expect(!run.errors.contains("mock-generator failed"), "\(run)")
    }

    @Test func writesADependencysMocksToTheOneTestTargetThatDependsOnIt() throws {
        let run = try fixture.generateMocks(["--module", "CoreMetrics"])

        #expect(run.status == 0, "\(run)")
        let files = fixture.swiftFiles(in: "Tests/ShopTests/Mocks/CoreMetrics")
        #expect(files.contains("MockCounterHandler.swift"), "\(run)")
        #expect(files.contains("MockMetricsFactory.swift"), "\(run)")
        let mock = try #require(
            fixture.file("Tests/ShopTests/Mocks/CoreMetrics/MockCounterHandler.swift"))
        #expect(mock.contains("import CoreMetrics\n"))
        #expect(!mock.contains("@testable"))
    }

    @Test func writesAProductsModulesToTheTestTargetNamed() throws {
        let run = try fixture.generateMocks([
            "--target", "CheckoutTests", "--product", "Logging", "--protocol", "LogHandler",
        ])

        #expect(run.status == 0, "\(run)")
        #expect(
            fixture.swiftFiles(in: "Tests/CheckoutTests/Mocks/Logging") == ["MockLogHandler.swift"])
        let mock = try #require(
            fixture.file("Tests/CheckoutTests/Mocks/Logging/MockLogHandler.swift"))
        #expect(mock.contains("import Logging\n"))
    }

    @Test func writesTheMocksOfALibraryTargetsDependencyToItsTestTarget() throws {
        let run = try fixture.generateMocks(["--target", "Shop", "--module", "Logging"])

        #expect(run.status == 0, "\(run)")
        #expect(
            fixture.swiftFiles(in: "Tests/ShopTests/Mocks/Logging").contains("MockLogHandler.swift")
        )
    }

    @Test func keepsTheMocksOfEachModuleApart() throws {
        _ = try fixture.generateMocks(["--target", "Shop"])
        _ = try fixture.generateMocks(["--module", "CoreMetrics"])
        let again = try fixture.generateMocks(["--target", "Shop"])

        #expect(again.status == 0, "\(again)")
        #expect(
            fixture.swiftFiles(in: "Tests/ShopTests/Mocks").contains("MockPaymentService.swift"))
        #expect(
            fixture.swiftFiles(in: "Tests/ShopTests/Mocks/CoreMetrics").contains(
                "MockCounterHandler.swift"))
    }

    @Test func asksWhichTestTargetWhenSeveralDependOnTheModule() throws {
        let run = try fixture.generateMocks(["--module", "Logging"])

        #expect(run.status != 0)
        #expect(
            run.errors.contains(
                "several test targets depend on Logging: CheckoutTests, ShopTests; name one with "
                    + "--target"),
            "\(run)")
    }

    @Test func refusesATestTargetThatDoesNotDependOnTheModule() throws {
        let run = try fixture.generateMocks([
            "--target", "CheckoutTests", "--module", "CoreMetrics",
        ])

        #expect(run.status != 0)
        #expect(
            run.errors.contains("CheckoutTests does not depend on CoreMetrics"), "\(run)")
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.directory.appendingPathComponent("Tests/CheckoutTests/Mocks").path))
    }

    @Test func namesTheModulesItKnowsWhenOneIsUnknown() throws {
        let run = try fixture.generateMocks(["--module", "Logger"])

        #expect(run.status != 0)
        #expect(
            run.errors.contains(
                "no library module named Logger in the package or its dependencies"),
            "\(run)")
        #expect(run.errors.contains("CoreMetrics, "), "\(run)")
        #expect(run.errors.contains("Logging, "), "\(run)")
    }

    #if os(Linux)
    @Test func namesTheSignalThatStoppedTheGenerator() throws {
        // A preloaded library that makes the generator, and no other process, crash as it starts:
        // SwiftPM names the plugin's build of it mock-generator-tool.
        let library = try Self.crashingLibrary()
        let run = try fixture.generateMocks(
            ["--target", "Shop"], environment: ["LD_PRELOAD": library])

        #expect(run.status != 0)
        #expect(
            run.errors.contains(
                "error: mock-generator crashed with signal 11 (SIGSEGV, Segmentation fault) while "
                    + "mocking module Shop"),
            "\(run)")
        #expect(run.errors.contains("Run it alone to reproduce: "), "\(run)")
    }

    #endif

    @Test func generatedMocksOfEveryKindCompileInTheirTestTargets() throws {
        #expect(try fixture.generateMocks(["--target", "Shop"]).status == 0)
        #expect(try fixture.generateMocks(["--module", "CoreMetrics"]).status == 0)
        #expect(
            try fixture.generateMocks([
                "--target", "CheckoutTests", "--module", "Logging", "--protocol", "LogHandler",
            ]).status == 0)

        let build = try fixture.swift(["build", "--build-tests"])

        #expect(build.status == 0, "\(build)")
    }

    #if os(Linux)
    /// Compiles a shared library whose constructor makes a process whose name starts with
    /// mock-generator write to address 0, which the Swift runtime's backtracer reports before the
    /// process ends with SIGSEGV.
    private static func crashingLibrary() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("crash.c")
        let library = folder.appendingPathComponent("libcrash.so")
        try """
        #define _GNU_SOURCE
        #include <errno.h>
        #include <string.h>

        __attribute__((constructor)) static void crash(void) {
            if (strncmp(program_invocation_short_name, "mock-generator", 14) == 0) {
                *(volatile int *)0 = 0;
            }
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-shared", "-fPIC", "-o", library.path, source.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "cc could not build \(source.path)")
        return library.path
    }
    #endif
}
