import Testing

@testable import MockGeneratorCore

@Suite struct DocCommentMarkersTests {
    private func markers(_ lines: String...) -> DocCommentMarkers {
        DocCommentMarkers(SymbolGraph.DocComment(lines: lines.map { .init(text: $0) }))
    }

    @Test func readsEachMarkerAsAWord() {
        #expect(markers("Books rides.", "@mockable") == DocCommentMarkers(optsIn: true))
        #expect(markers("@mockable(history: book = true)").optsIn)
        #expect(markers("Not mocked: @nomock, tests use TestClock.").optsOut)
        #expect(!markers("@mockableThing").optsIn)
        #expect(!markers("Write `@mockable` to opt in.").optsIn)
        #expect(!markers("@nomocking").optsOut)
        #expect(DocCommentMarkers(nil) == DocCommentMarkers())
    }

    @Test func aCommentMaySayBoth() {
        let both = markers("@mockable", "@nomock")
        #expect(both.optsIn && both.optsOut)
    }
}
