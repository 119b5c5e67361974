// The public mocks of NotesApproachable, in Mocks/, which `swift package generate-mocks`
// writes as Mocks/.generate-mocks says: a mocks library that the tests and the previews share,
// in a package whose every declaration is isolated to the main actor by default.
@_exported import Mocking
