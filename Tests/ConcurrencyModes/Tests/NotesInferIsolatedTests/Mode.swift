// The modules the tests in Shared/NotesTests use, in the InferIsolated mode.
@_exported import NotesInferIsolated
