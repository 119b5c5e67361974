import Mocking
import Testing

// A main-actor protocol whose async members take values that are not `Sendable` (a class, a
// non-escaping closure) and a generic parameter: stubbed, verified and spied, with the mocks
// the generator writes and with those written by hand.

@MainActor struct NoteStoreTests {
    @Test func aGeneratedMockIsStubbedAndVerified() async throws {
        let store = MockNoteStore()
        let draft = Note(title: "Draft")
        store.$noteMock.when("Draft").returns(draft)
        store.$countMock.returns(3)
        store.$loadMock.for(String.self, returning: Int.self).returns(7)

        try await store.save(draft)
        #expect(await store.note(titled: "Draft") === draft)
        #expect(await store.note(titled: "Other") == nil)
        #expect(await store.count == 3)
        #expect(try await store.load(Int.self, key: "size") == 7)
        await store.edit(draft) { $0.title = "Edited" }

        store.$saveMock.verifyCalled(.once, with: draft)
        store.$noteMock.verifyCalled(.exactly(2))
        store.$editMock.verifyCalled(.once, with: draft)
        store.$loadMock.verifyCalled(.once)
    }

    /// The stub runs where the call was made, on the main actor: it changes the test's state
    /// and a note that is not `Sendable`, with nothing sent.
    @Test func aStubChangesTheTestsStateOnTheMainActor() async {
        let store = MockNoteStore()
        let draft = Note(title: "Draft")
        var asked: [String] = []
        store.$noteMock.then { title in
            asked.append(title)
            draft.title = title
            return draft
        }
        #expect(await store.note(titled: "Mine") === draft)
        #expect(asked == ["Mine"])
        #expect(draft.title == "Mine")
    }

    @Test func aThrownErrorReachesTheCaller() async {
        let store = MockNoteStore()
        store.$saveMock.throws(StoreError.full)
        await #expect(throws: StoreError.full) { try await store.save(Note(title: "Late")) }
    }

    @Test func aSpyAnswersAsTheRealStoreUntilStubbed() async throws {
        let store = MockNoteStore(forwardingTo: InMemoryNoteStore(entries: ["size": "4"]))
        try await store.save(Note(title: "Kept"))
        #expect(await store.count == 1)
        #expect(await store.note(titled: "Kept")?.title == "Kept")
        #expect(try await store.load(Int.self, key: "size") == 4)
        let note = Note(title: "Old")
        await store.edit(note) { $0.title = "New" }
        #expect(note.title == "New")
        var titles: [String] = []
        for await title in store.changes() { titles.append(title) }
        #expect(titles == ["Kept", "New"])

        store.$countMock.returns(10)
        #expect(await store.count == 10)
        store.$saveMock.verifyCalled(.once)
    }

    @Test func aStreamIsStubbed() async {
        let store = MockNoteStore()
        store.$changesMock.returns(
            AsyncStream { continuation in
                continuation.yield("a")
                continuation.yield("b")
                continuation.finish()
            })
        var titles: [String] = []
        for await title in store.changes() { titles.append(title) }
        #expect(titles == ["a", "b"])
    }

    @Test func callsFromOtherTasksAreRecorded() async {
        let store = MockNoteStore()
        store.$countMock.returns(1)
        let tasks = (0..<20).map { _ in Task { await store.count } }
        for task in tasks { #expect(await task.value == 1) }
        store.$countMock.verifyCalled(.exactly(20))
    }

    @Test func aHandWrittenMockIsStubbedAndVerified() async throws {
        let store = HandWrittenNoteStore()
        let draft = Note(title: "Draft")
        store.$noteMock.when("Draft").returns(draft)
        store.$loadMock.for(String.self, returning: String.self).returns("text")
        store.$countMock.then { _ in 2 }

        try await store.save(draft)
        #expect(await store.note(titled: "Draft") === draft)
        #expect(try await store.load(String.self, key: "k") == "text")
        #expect(await store.count == 2)
        await store.edit(draft) { $0.title = "Edited" }

        #expect(draft.title == "Edited")
        store.$saveMock.verifyCalled(.once, with: draft)
        store.$editMock.verifyCalled(.once, with: draft)
        store.$noteMock.verifyCalled(.once, with: "Draft")
        store.$loadMock.verifyCalled(.once)
        store.$countMock.verifyCalled(.once)
        verifyNoMoreCalls(of: store)
    }
}

enum StoreError: Error, Equatable {
    case full
}
