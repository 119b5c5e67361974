// The modules the tests in Shared/NotesTests use, in the DefaultIsolation mode.
@_exported import NotesDefaultIsolation
