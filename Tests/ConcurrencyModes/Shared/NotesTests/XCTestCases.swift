import Mocking
import XCTest

/// An XCTest case: `nonisolated`, since where every declaration is isolated to the main actor
/// by default, a main-actor subclass cannot override `XCTestCase`'s nonisolated initializers on
/// Linux; a test that uses a main-actor mock is `@MainActor` and `async`.
nonisolated final class NotesXCTests: XCTestCase {
    @MainActor func testTheStoreAnswersTheStubbedNote() async {
        let store = MockNoteStore()
        store.$noteMock.returns(Note(title: "Draft"))
        let note = await store.note(titled: "Draft")
        XCTAssertEqual(note?.title, "Draft")
        store.$noteMock.verifyCalled(.once, with: "Draft")
    }

    func testAStubbedGeneratorAnswersItsStub() async {
        let ids = MockIDGenerator()
        ids.reserveMock.returns([1, 2])
        let reserved = await ids.reserve(2)
        XCTAssertEqual(reserved, [1, 2])
        ids.reserveMock.verifyCalled(.once, with: 2)
    }
}
