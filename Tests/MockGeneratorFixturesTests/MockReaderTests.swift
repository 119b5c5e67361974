import Testing

@testable import MockGeneratorFixtures

/// The mock of a protocol whose associated type graphs leave out (`_Body`), used through the
/// type alias `Body`.
@Suite struct MockReaderTests {
    @Test func theMockIsGenericOverTheHiddenAssociatedType() {
        let reader = MockReader<String>()
        reader.$body.returns("page")
        reader.$readMock.returns(["a", "b"])
        let body: MockReader<String>.Body = reader.body
        #expect(body == "page")
        #expect(reader.read(2) == ["a", "b"])
        reader.$readMock.verifyCalled(.once, with: 2)
    }

    @Test func theSpyAnswersAsTheLiveReaderDoes() {
        let live = TextReader(body: "text")
        let reader = MockReader(forwardingTo: live)
        #expect(reader.body == live.body)
        #expect(reader.read(3) == live.read(3))
        reader.$readMock.returns([])
        #expect(reader.read(3).isEmpty)
        reader.$readMock.verifyCalled(.exactly(2), with: 3)
    }
}
