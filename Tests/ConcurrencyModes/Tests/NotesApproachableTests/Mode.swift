// The modules the tests in Shared/NotesTests use, in the Approachable mode.
@_exported import NotesApproachable
@_exported import NotesMocksApproachable
