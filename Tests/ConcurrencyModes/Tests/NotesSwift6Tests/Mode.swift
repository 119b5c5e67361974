// The modules the tests in Shared/NotesTests use, in the Swift6 mode.
@_exported import NotesSwift6
