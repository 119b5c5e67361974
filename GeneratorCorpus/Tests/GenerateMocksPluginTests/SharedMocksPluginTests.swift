import Foundation
import Testing

/// `swift package generate-mocks` and `check-mocks` on a copy of Tests/SharedMocksApp, whose
/// `CoreMocks` is a mocks library: a library target that depends on `Core` and on `Mocking`.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct SharedMocksPluginTests {
    static let prepared = Result { try PluginFixture.prepareSharedMocksApp() }

    let fixture: PluginFixture

    init() throws {
        fixture = try Self.prepared.get()
        try fixture.remove("Sources/CoreMocks/Mocks")
        try fixture.remove("Tests/FeatureATests/Mocks")
    }

    @Test func writesPublicMocksOfTheAPIIntoTheMocksLibraryAndChecksThemThere() throws {
        let run = try fixture.generateMocks(["--target", "CoreMocks", "--module", "Core"])

        #expect(run.status == 0, "\(run)")
        // RouteCache, internal, is not of Core's API.
        #expect(
            fixture.swiftFiles(in: "Sources/CoreMocks/Mocks/Core") == [
                "MockFareFormatter.swift", "MockTripService.swift",
            ])
        let mock = try #require(fixture.file("Sources/CoreMocks/Mocks/Core/MockTripService.swift"))
        #expect(mock.contains("\nimport Core\n"))
        #expect(!mock.contains("@testable"))
        #expect(mock.contains("\npublic final class MockTripService: TripService"))
        #expect(mock.contains("\n    public init() {}\n"))
        #expect(mock.contains("@AsyncThrowingMock public var quoteMock:"))
        // Checked as CoreMocks compiles it.
        #expect(!run.errors.contains("not checked with the compiler"), "\(run)")
        let selection = fixture.file("Sources/CoreMocks/Mocks/.generate-mocks")
        #expect(selection?.contains("module Core\n    folder Core\n") == true)

        let check = try fixture.checkMocks(["--target", "CoreMocks"])

        #expect(check.status == 0, "\(check)")
        #expect(check.output.contains("mocks in Sources/CoreMocks/Mocks/Core are up to date"))
    }

    @Test func anotherLibraryTargetsMocksStillGoToItsTestTarget() throws {
        let run = try fixture.generateMocks(["--target", "FeatureA", "--module", "Core"])

        #expect(run.status == 0, "\(run)")
        #expect(
            fixture.swiftFiles(in: "Tests/FeatureATests/Mocks/Core") == [
                "MockFareFormatter.swift", "MockRouteCache.swift", "MockTripService.swift",
            ])
        let mock = fixture.file("Tests/FeatureATests/Mocks/Core/MockRouteCache.swift")
        #expect(mock?.contains("\n@testable import Core\n") == true)
        #expect(mock?.contains("\nfinal class MockRouteCache: RouteCache {") == true)
    }

    @Test func aMocksLibraryThatDoesNotDependOnTheModuleIsAnError() throws {
        let run = try fixture.generateMocks(["--target", "CoreMocks", "--module", "FeatureA"])

        #expect(run.status != 0)
        #expect(
            run.errors.contains(
                "CoreMocks does not depend on FeatureA, so mocks that import it would not "
                    + "compile there; add the product that contains FeatureA to the "
                    + "dependencies of CoreMocks"),
            "\(run)")
        #expect(fixture.swiftFiles(in: "Sources/CoreMocks/Mocks/FeatureA") == [])
    }

    @Test func anInternalProtocolNamedIsAWarningAndTheOthersAreWritten() throws {
        let run = try fixture.generateMocks([
            "--target", "CoreMocks", "--module", "Core", "--protocol", "RouteCache",
            "--protocol", "TripService",
        ])

        #expect(run.status == 0, "\(run)")
        #expect(
            run.errors.contains(
                "cannot mock RouteCache: it is internal, and a mocks library's mocks are public "
                    + "(--access public), so they conform only to its module's API; make it "
                    + "public, or generate its mock into a test target, whose @testable import "
                    + "sees it; no file written (MockRouteCache.swift)"),
            "\(run)")
        #expect(fixture.swiftFiles(in: "Sources/CoreMocks/Mocks/Core") == ["MockTripService.swift"])
        // The refused protocol is not kept in the selection file, to be refused on every run.
        let selection = try #require(fixture.file("Sources/CoreMocks/Mocks/.generate-mocks"))
        #expect(selection.contains("protocol TripService"), "\(selection)")
        #expect(!selection.contains("RouteCache"), "\(selection)")
        let again = try fixture.generateMocks(["--target", "CoreMocks"])
        #expect(again.status == 0, "\(again)")
        #expect(!again.errors.contains("RouteCache"), "\(again)")
    }
}
