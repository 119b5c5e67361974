import Testing

@testable import MockGeneratorCore

/// The origin of each line of a rendered mock, on the fixtures' graphs: the map a compiler's
/// error goes back to its member by.
@Suite struct RenderedFileTests {
    @Test func aLineOutOfTheFileHasNoOrigin() {
        let file = RenderedFile(text: "import Mocking\n", origins: [.file])
        #expect(file.lines == ["import Mocking"])
        #expect(file.origin(ofLine: 1) == .file)
        #expect(file.origin(ofLine: 0) == nil)
        #expect(file.origin(ofLine: 2) == nil)
        #expect(file.lines(from: .file) == [1])
    }

    #if os(Linux)
    @Test func everyLineOfAProtocolsMockLeadsToTheFileOrAMembersPart() throws {
        let graphs = try FixtureGraphs.graphs()
        let plan = try FixtureGraphs.plan(of: "WeatherService")
        let file = MockRenderer(plan: plan).render()
        #expect(file.origins.count == file.lines.count)
        let temperature = try #require(
            SymbolCatalog(graphs: graphs).entries.values.first {
                $0.symbol.pathComponents == ["WeatherService", "temperature(in:)"]
            })
        let id = MemberID(mock: "MockWeatherService", requirement: temperature.identifier)
        #expect(
            file.lines(from: .member(id, .declaration)).map { file.lines[$0 - 1] } == [
                "    func temperature(in city: String) async throws -> Double { try await temperatureMock(city) }",
                "    @AsyncThrowingMock var temperatureMock: nonisolated(nonsending) (String) async throws -> Double",
            ])
        #expect(
            file.lines(from: .member(id, .spyForwarding)).map { file.lines[$0 - 1] } == [
                "        $temperatureMock.forward { @concurrent city in try await live.temperature(in: city) }"
            ])
        // The header, the imports, the type's head and the spy's own lines are the file's.
        for (line, origin) in zip(file.lines, file.origins) where origin == .file {
            #expect(
                !line.contains("Mock var") && !line.contains("func ")
                    && !line.contains(".forward"), "\(line)")
        }
    }

    @Test func everyLineOfAClassMockLeadsToTheFileAnOverrideOrItsStubbingInitializers() throws {
        let plan = try FixtureGraphs.plan(of: "Router", isClass: true)
        let file = MockRenderer(plan: plan).render()
        let route = try #require(plan.members.first { $0.signature.name == "route" })
        #expect(
            file.lines(from: .member(route.id, .declaration)).map { file.lines[$0 - 1] } == [
                "    override func route(_ path: String) -> Int { $routeMock(path, default: super.route(path)) }",
                "    @Mock var routeMock: (String) -> Int",
            ])
        let members = Set(plan.members.map(\.id))
        let led = Set(
            file.origins.compactMap { origin -> MemberID? in
                guard case .member(let id, _) = origin else { return nil }
                return id
            })
        let stubbing = StubbingInitializers.id(mock: "MockRouter")
        #expect(led == members.union([stubbing]))
        // `Stubs` and the initializers that take `stubbing:`, which the compiler check can leave
        // out alone.
        let stubbingLines = file.lines(from: .member(stubbing, .declaration)).map {
            file.lines[$0 - 1]
        }
        #expect(stubbingLines.contains("    struct Stubs {"))
        #expect(stubbingLines.contains("        @Mock var routeMock: (String) -> Int"))
        #expect(stubbingLines.contains("        _routeMock = stubs.$routeMock"))
        #expect(
            stubbingLines.contains(
                "    override init(base: Foundation.URL) { super.init(base: base) }"))
        #expect(
            stubbingLines.contains("    required init(name: String) { super.init(name: name) }"))
    }
    #endif
}
