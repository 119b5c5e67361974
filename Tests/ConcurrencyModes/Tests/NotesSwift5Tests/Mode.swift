// The modules the tests in Shared/NotesTests use, in the Swift5 mode.
@_exported import NotesSwift5
