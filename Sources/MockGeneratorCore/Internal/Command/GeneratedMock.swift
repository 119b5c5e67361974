/// A generated mock file, and what could not be generated in it.
struct GeneratedMock: Equatable, Codable {
    /// `MockClock.swift`.
    var fileName: String
    var contents: String
    /// Warnings about the members left to placeholders, as `GeneratorWarning` words them.
    var warnings: [String]
}
