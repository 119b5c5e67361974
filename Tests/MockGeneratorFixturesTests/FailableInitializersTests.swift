import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Protocols whose only `init()` is failable, asynchronous or throwing (`Draft`, `Document`):
/// their spies start from it, fail when it fails, and forward every member.
@Suite struct FailableInitializersTests {
    /// A draft held in a value.
    struct LiveDraft: Draft {
        var title = "Notes"
        var words = ["one", "two"]

        init?() {}
        func word(at index: Int) -> String? { words.indices.contains(index) ? words[index] : nil }
    }

    /// A document of a fixed length.
    struct LiveDocument: Document {
        init?() async throws {}
        func pageCount() async -> Int { 12 }
    }

    /// An error a document's initializer throws.
    struct Unreadable: Error {}

    @Test func theMockStubsItsInitializerAndMembers() async throws {
        let draft = try #require(MockDraft())
        draft.$wordMock.when(0).returns("first")
        draft.title = "Plan"
        #expect(draft.word(at: 0) == "first")
        draft.$title.verifySet(.once, to: "Plan")
        MockDraft.initMock.verifyCalled(.once)

        MockDraft.initMock.returns(false)
        #expect(MockDraft() == nil)

        MockDocument.initMock.throws(Unreadable())
        await #expect(throws: Unreadable.self) { try await MockDocument() }
        MockDocument.initMock.returns(true)
        let document = try #require(try await MockDocument())
        document.$pageCountMock.returns(3)
        #expect(await document.pageCount() == 3)
    }

    @Test func theSpyStartsFromTheFailableInitializerAndForwards() async throws {
        let live = try #require(LiveDraft())
        let draft = try #require(MockDraft(forwardingTo: live))
        #expect(draft.title == "Notes")
        draft.title = "Plan"
        #expect(draft.title == "Plan")
        #expect(draft.word(at: 1) == "two")
        #expect(draft.word(at: 5) == nil)
        draft.$wordMock.verifyCalled(.exactly(2))
        MockDraft.initMock.verifyCalled(.once)

        MockDraft.initMock.returns(false)
        #expect(MockDraft(forwardingTo: live) == nil)

        let liveDocument = try #require(try await LiveDocument())
        let document = try #require(try await MockDocument(forwardingTo: liveDocument))
        #expect(await document.pageCount() == 12)
        MockDocument.initMock.throws(Unreadable())
        await #expect(throws: Unreadable.self) {
            try await MockDocument(forwardingTo: liveDocument)
        }
    }

    /// Numbers given from the end.
    struct Numbers: NumberSource {
        var values: [Int]
        mutating func next() -> Int? { values.popLast() }
    }

    @Test func aRecordsInitializersAnswerTheirInoutArgumentsAndMayFail() throws {
        var count = 3
        #expect(MockRecord(count: &count) != nil)
        #expect(count == 3)
        MockRecord.initCountMock.returns((7, false))
        #expect(MockRecord(count: &count) == nil)
        #expect(count == 7)
        MockRecord.initCountMock.verifyCalled(.exactly(2))

        var source = Numbers(values: [1, 2])
        let initializer = MockRecord.initTagSourceMock.for(
            (Int, Numbers).self, returning: (Numbers, Bool).self)
        initializer.returns((Numbers(values: [5]), false))
        #expect(try MockRecord(tag: 1, source: &source) == nil)
        #expect(source.values == [5])
        initializer.returns((Numbers(values: []), true))
        #expect(try MockRecord(tag: 2, source: &source) != nil)
        #expect(source.values.isEmpty)
        initializer.verifyCalled(.exactly(2))

        #expect(MockRecord(when: { false }) != nil)
        MockRecord.initWhenMock.returns({ isReady in isReady() })
        #expect(MockRecord(when: { false }) == nil)
        #expect(MockRecord(when: { true }) != nil)
        MockRecord.initWhenMock.verifyCalled(.exactly(3))
    }
}
