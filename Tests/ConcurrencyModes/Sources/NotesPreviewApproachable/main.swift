import NotesApproachable
import NotesMocksApproachable

// A preview of the notes screen, answered by the mocks library, as an app's previews and debug
// tools are: Mocking links no test framework, and every declaration here is isolated to the
// main actor by default.
let store = MockNoteStore()
store.$noteMock.when("Welcome").returns(Note(title: "Welcome"))
store.$countMock.returns(1)
let spy = MockNoteStore(forwardingTo: InMemoryNoteStore())
try await spy.save(Note(title: "Saved"))

let welcome = await store.note(titled: "Welcome")
print("Preview: \(await store.count) note, \(welcome?.title ?? "none"); saved \(await spy.count)")
