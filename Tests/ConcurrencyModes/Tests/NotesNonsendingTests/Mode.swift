// The modules the tests in Shared/NotesTests use, in the Nonsending mode.
@_exported import NotesNonsending
