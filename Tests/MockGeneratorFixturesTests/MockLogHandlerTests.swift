import Testing

@testable import MockGeneratorFixtures

@Suite struct MockLogHandlerTests {
    @Test func unnamedParametersAreForwarded() {
        let handler = MockLogHandler()
        handler[metadataKey: "request"] = "42"
        handler.$subscriptSetMock.verifyCalled(.once, with: "request", "42")
        handler.$subscriptMock.when("request").returns("42")
        #expect(handler[metadataKey: "request"] == "42")
        handler.log("started", 3)
        handler.$logMock.verifyCalled(.once, with: "started", 3)
    }

    @Test func aTypeAliasOfADictionaryDefaultsToAnEmptyOne() {
        let handler = MockLogHandler()
        #expect(handler.metadata.isEmpty)
        handler.metadata = ["user": "ann"]
        #expect(handler.metadata == ["user": "ann"])
    }

    @Test func closuresThroughTypeAliasesArePassedOrRecorded() {
        let handler = MockLogHandler()
        var flushed: [String] = []
        handler.$flushMock.returns { handler in handler("now") }
        handler.flush { flushed.append($0) }
        #expect(flushed == ["now"])
        handler.onFlush { _ in }
        handler.finish { _ in }
        handler.$onFlushMock.verifyCalled(.once)
        handler.$finishMock.verifyCalled(.once)
    }
}
