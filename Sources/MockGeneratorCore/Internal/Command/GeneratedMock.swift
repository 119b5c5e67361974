/// A generated mock file, and what could not be generated in it.
struct GeneratedMock: Equatable, Codable {
    /// `MockClock.swift`.
    var fileName: String
    var contents: String
    /// Warnings about the members left to placeholders, as `GeneratorWarning` words them.
    var warnings: [String]
    /// Warnings said once, when the file is written: a class mock's line about the members no
    /// subclass can override, which the file's doc comment lists for good.
    var warningsWhenWritten: [String] = []
}
