import Testing

@testable import MockGeneratorCore

/// What a mock spells out for the concurrency mode of the target that receives it, and for the
/// isolation the graph gives a protocol.
@Suite struct ConcurrencyModeRenderingTests {
    private static let approachable = CompilationSettings(
        upcomingFeatures: ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"],
        defaultIsolation: "MainActor")

    private func mock(
        _ declaration: String, _ requirements: [String], conformsTo: [String] = [],
        settings: CompilationSettings = CompilationSettings()
    ) throws -> String {
        let shop = shopGraph(declaration, requirements, conformsTo: conformsTo)
        var generator = MockGenerator(
            graphs: [shop.graph], module: nil, protocolNames: [shop.protocolName])
        generator.settings = settings
        let result = try generator.generate()
        let file = try #require(result.files.first, "no file: \(result.warnings)")
        #expect(result.warnings.isEmpty)
        return file.contents
    }

    @Test func anAsyncWrapperSpellsTheCallersIsolationUnlessTheModeMeansIt() throws {
        let requirements = ["func load() async -> Int", "func save(_ value: Int) async throws"]
        let plain = try mock("protocol Store", requirements)
        #expect(
            plain.contains("@AsyncMock var loadMock: nonisolated(nonsending) (()) async -> Int"))
        #expect(
            plain.contains(
                "@AsyncThrowingMock var saveMock: nonisolated(nonsending) (Int) async throws -> Void"
            ))
        let approachable = try mock("protocol Store", requirements, settings: Self.approachable)
        #expect(approachable.contains("@AsyncMock var loadMock: (()) async -> Int"))
        #expect(
            approachable.contains("@AsyncThrowingMock var saveMock: (Int) async throws -> Void"))
    }

    /// A spy's closure that calls a `nonisolated` async member of the live instance is
    /// `@concurrent`, as the member is where async functions do not run on the caller.
    @Test func aSpyForwardsANonisolatedAsyncMemberConcurrently() throws {
        let text = try mock("protocol Store", ["func load() async -> Int", "func count() -> Int"])
        #expect(text.contains("$loadMock.forward { @concurrent _ in await live.load() }"))
        #expect(text.contains("$countMock.forward { _ in live.count() }"))
    }

    /// The graph of a module built with `.defaultIsolation(MainActor.self)` marks the
    /// requirements `@MainActor`, not the protocol: the mock is isolated to the main actor.
    @Test func aProtocolWhoseRequirementsAreAllOnTheMainActorIsMockedOnIt() throws {
        let text = try mock(
            "protocol Locator : Sendable",
            ["@MainActor var region: String { get }", "@MainActor func locate() async -> String"],
            conformsTo: ["s:s8SendableP"])
        #expect(text.contains("@MainActor final class MockLocator: Locator {"))
        #expect(!text.contains("@unchecked Sendable"))
        #expect(text.contains("$region.forward(get: { live.region })"))
        #expect(text.contains("$locateMock.forward { _ in await live.locate() }"))
        // One requirement that is not on the main actor leaves the protocol unisolated.
        let mixed = try mock(
            "protocol Locator : Sendable",
            ["@MainActor var region: String { get }", "func locate() async -> String"],
            conformsTo: ["s:s8SendableP"])
        #expect(mixed.contains("final class MockLocator: Locator, @unchecked Sendable {"))
        #expect(!mixed.contains("@MainActor final class"))
    }

    /// Swift infers `nonisolated` for a type that conforms to a `nonisolated` protocol, and
    /// then rejects the property wrappers of a `Sendable` one: its wrappers are `let`s.
    @Test func aMockOfANonisolatedSendableProtocolHoldsItsWrappersInLets() throws {
        let text = try mock(
            "nonisolated protocol IDGenerator : Sendable",
            ["func next() -> Int", "func reserve(_ count: Int) async -> [Int]"],
            conformsTo: ["s:s8SendableP"])
        #expect(text.contains("final class MockIDGenerator: IDGenerator, @unchecked Sendable {"))
        #expect(text.contains("nonisolated let nextMock = Mock<(), Int>()"))
        #expect(text.contains("nonisolated let reserveMock = AsyncMock<Int, [Int]>()"))
        #expect(text.contains("nextMock.forward { _ in live.next() }"))
        #expect(!text.contains("@Mock"))
    }

    /// Where every declaration is on the main actor by default, a mock of a protocol that is not
    /// (a module built without the setting) says `nonisolated`; a `Sendable` one holds its
    /// wrappers in `let`s, as above.
    @Test func underMainActorDefaultIsolationAMockOfAnUnisolatedProtocolIsNonisolated() throws {
        let feed = try mock(
            "protocol Feed : Sendable", ["func items() -> [Int]"], conformsTo: ["s:s8SendableP"],
            settings: Self.approachable)
        #expect(feed.contains("nonisolated final class MockFeed: Feed, @unchecked Sendable {"))
        #expect(feed.contains("nonisolated let itemsMock = Mock<(), [Int]>()"))
        let sink = try mock(
            "protocol Sink", ["func put(_ value: Int)"], settings: Self.approachable)
        #expect(sink.contains("nonisolated final class MockSink: Sink {"))
        #expect(sink.contains("@Mock var putMock: (Int) -> Void"))
    }

    /// Where conformances of isolated types are inferred isolated, a main-actor mock states its
    /// conformance `nonisolated`: through an inferred isolated conformance to a protocol it
    /// refines, a plain one would cross into main-actor code.
    @Test func aMainActorMockStatesItsConformanceNonisolatedWhereIsolatedOnesAreInferred() throws {
        let screen = try mock(
            "@MainActor protocol Screen", ["func show()"], settings: Self.approachable)
        #expect(screen.contains("@MainActor final class MockScreen: nonisolated Screen {"))
        let plain = try mock("@MainActor protocol Screen", ["func show()"])
        #expect(plain.contains("@MainActor final class MockScreen: Screen {"))
    }
}
