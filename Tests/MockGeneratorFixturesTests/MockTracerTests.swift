import Testing

@testable import MockGeneratorFixtures

/// A span a test makes.
private struct Recorded: Span {
    var name: String
}

@Suite struct MockTracerTests {
    @Test func aGenericParameterNamedAfterItsProtocolStillConformsToIt() {
        let tracer = MockTracer<Recorded>()
        tracer.$startSpanMock.returns(Recorded(name: "request"))
        #expect(tracer.startSpan("request").name == "request")
        tracer.$startSpanMock.verifyCalled(.once, with: "request")
    }

    @Test func theModulesOwnTypeIsTheOneUsedBesideFoundation() {
        let linker = MockLinker()
        let url = MockGeneratorFixtures.URL(path: "/a")
        linker.$linkMock.returns(MockGeneratorFixtures.URL(path: "/b"))
        #expect(linker.link(url)?.path == "/b")
        linker.$linkMock.verifyCalled(.once, with: url)
    }
}
