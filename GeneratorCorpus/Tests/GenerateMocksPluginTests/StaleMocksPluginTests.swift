import Foundation
import Testing

/// Never a stale or unchecked mock: after a change a build would see, but none of the mocks'
/// files shows (a condition or a setting in the manifest, a deleted source file, an edit to the
/// file a source's link leads to, a target added since the last build), `check-mocks` fails with the diff, and one `generate-mocks` leaves a
/// target that builds. Each test changes the copy of PluginFixture and restores it.
extension GenerateMocksPluginTests {
    /// A protocol with a requirement only a compile condition declares.
    private static let clock = """

        /// Tells the time.
        public protocol Clock {
            func now() -> Int
            #if FAST
            func tick() -> Int
            #endif
        }

        """

    private static let shopTarget =
        #".target(name: "Shop", dependencies: [.product(name: "Logging", package: "swift-log")]),"#

    private func buildsShopTests() throws -> Bool {
        let build = try fixture.swift(["build", "--target", "ShopTests"])
        #expect(build.status == 0, "\(build)")
        return build.status == 0
    }

    @Test func aConditionAddedInTheManifestReachesTheCheckAndTheMocks() throws {
        defer {
            try? fixture.restore("Package.swift")
            try? fixture.restore("Sources/Shop/Shop.swift")
            try? fixture.restore("Tests/ShopTests/ClockTests.swift")
        }
        let shop = try #require(fixture.file("Sources/Shop/Shop.swift"))
        try fixture.write(shop + Self.clock, to: "Sources/Shop/Shop.swift")
        #expect(try fixture.generateMocks(["--target", "Shop"]).status == 0)
        let mock = "Tests/ShopTests/Mocks/MockClock.swift"
        #expect(fixture.file(mock)?.contains("func tick()") == false)

        try fixture.edit(
            "Package.swift", replacing: Self.shopTarget,
            with: Self.shopTarget.replacingOccurrences(
                of: "]),", with: #"], swiftSettings: [.define("FAST")]),"#))
        let check = try fixture.checkMocks()
        #expect(check.status == 1, "\(check)")
        #expect(check.errors.contains("MockClock.swift differs"), "\(check)")
        #expect(check.output.contains("+    func tick() -> Int {"), "\(check)")

        #expect(try fixture.generateMocks([]).status == 0)
        #expect(fixture.file(mock)?.contains("func tick() -> Int {") == true)
        try fixture.write(
            "import Testing\n\n@Test func ticks() { #expect(MockClock().tick() == 0) }\n",
            to: "Tests/ShopTests/ClockTests.swift")
        #expect(try buildsShopTests())
        #expect(try fixture.checkMocks().status == 0)
    }

    @Test func aDeletedSourceFileTakesItsProtocolsMockAway() throws {
        defer { try? fixture.restore("Sources/Shop/Timer.swift") }
        try fixture.write(
            "/// Fires.\npublic protocol Timer {\n    func fire()\n}\n",
            to: "Sources/Shop/Timer.swift")
        #expect(try fixture.generateMocks(["--target", "Shop"]).status == 0)
        #expect(fixture.swiftFiles(in: "Tests/ShopTests/Mocks").contains("MockTimer.swift"))
        #expect(try buildsShopTests())

        try FileManager.default.removeItem(
            at: fixture.directory.appendingPathComponent("Sources/Shop/Timer.swift"))
        let check = try fixture.checkMocks()
        #expect(check.status == 1, "\(check)")
        #expect(
            check.errors.contains(
                "MockTimer.swift mocks a protocol that no longer exists or is not selected"),
            "\(check)")

        let run = try fixture.generateMocks([])
        #expect(run.status == 0, "\(run)")
        #expect(!fixture.swiftFiles(in: "Tests/ShopTests/Mocks").contains("MockTimer.swift"))
        #expect(try buildsShopTests())
    }

    @Test func anEditToTheFileASourceLinkLeadsToReachesTheCheckAndTheMocks() throws {
        defer {
            try? fixture.restore("Sources/Shop/Timer.swift")
            try? fixture.remove("Shared")
        }
        // Sources/Shop/Timer.swift is a link to a file shared by several packages.
        try fixture.write(
            "/// Fires.\npublic protocol Timer {\n    func fire()\n}\n", to: "Shared/Timer.swift")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.directory.appendingPathComponent("Sources/Shop/Timer.swift").path,
            withDestinationPath: "../../Shared/Timer.swift")
        #expect(try fixture.generateMocks(["--target", "Shop"]).status == 0)
        let mock = "Tests/ShopTests/Mocks/MockTimer.swift"
        #expect(fixture.file(mock)?.contains("func fire()") == true)

        try fixture.write(
            "/// Fires.\npublic protocol Timer {\n    func fire()\n    func cancel()\n}\n",
            to: "Shared/Timer.swift")
        let check = try fixture.checkMocks()
        #expect(check.status == 1, "\(check)")
        #expect(check.errors.contains("MockTimer.swift differs"), "\(check)")
        #expect(try fixture.generateMocks([]).status == 0)
        #expect(fixture.file(mock)?.contains("func cancel()") == true)
        #expect(try buildsShopTests())

        try fixture.restore("Sources/Shop/Timer.swift")
        #expect(try fixture.generateMocks([]).status == 0)
        #expect(!fixture.swiftFiles(in: "Tests/ShopTests/Mocks").contains("MockTimer.swift"))
    }

    @Test func theReceivingTargetsNewSettingsReachTheCheckAndTheMocks() throws {
        defer { try? fixture.restore("Package.swift") }
        #expect(try fixture.generateMocks(["--target", "Shop"]).status == 0)
        let mock = "Tests/ShopTests/Mocks/MockAuditLogHandler.swift"
        #expect(fixture.file(mock)?.contains("\nfinal class MockAuditLogHandler") == true)

        // ShopTests now compiles with the main actor as its default isolation.
        try fixture.edit(
            "Package.swift",
            replacing: #".product(name: "CoreMetrics", package: "swift-metrics"),"# + "\n"
                + "            ]),",
            with: #".product(name: "CoreMetrics", package: "swift-metrics"),"# + "\n"
                + "            ],\n"
                + #"            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),"#
        )
        let check = try fixture.checkMocks()
        #expect(check.status == 1, "\(check)")
        #expect(
            check.output.contains(
                "+nonisolated final class MockAuditLogHandler: AuditLogHandler, @unchecked Sendable"
            ),
            "\(check)")

        #expect(try fixture.generateMocks([]).status == 0)
        #expect(
            fixture.file(mock)?.contains("\nnonisolated final class MockAuditLogHandler") == true)
        #expect(try buildsShopTests())
    }

    @Test func aTestTargetAddedSinceTheLastBuildGetsMocksTheCompilerChecked() throws {
        defer {
            try? fixture.restore("Package.swift")
            try? fixture.restore("Tests/ReportsTests")
        }
        #expect(try fixture.generateMocks(["--target", "Shop"]).status == 0)
        try fixture.edit(
            "Package.swift",
            replacing: "        .testTarget(\n            name: \"CheckoutTests\",",
            with: """
                        .testTarget(
                            name: "ReportsTests",
                            dependencies: ["Shop", .product(name: "Mocking", package: "mocking")],
                            swiftSettings: [.swiftLanguageMode(.v5)]),
                        .testTarget(
                            name: "CheckoutTests",
                """)
        try fixture.write(
            "import Testing\n\n@Test func pays() async throws {\n"
                + "    #expect(try await !MockPaymentService().charge(cents: 1, to: \"a\"))\n}\n",
            to: "Tests/ReportsTests/ReportsTests.swift")

        let run = try fixture.generateMocks(["--target", "ReportsTests", "--module", "Shop"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.errors.contains("not checked with the compiler"), "\(run)")
        #expect(!run.errors.contains("cannot be checked"), "\(run)")
        let checks = try FileManager.default.subpathsOfDirectory(
            atPath: fixture.directory.appendingPathComponent(
                ".build/plugins/GenerateMocks/outputs/typecheck"
            ).path)
        #expect(
            checks.contains { $0.contains("ReportsTests") && $0.hasSuffix(".check.json") },
            "\(checks)")
        let build = try fixture.swift(["build", "--target", "ReportsTests"])
        #expect(build.status == 0, "\(build)")
    }
}
