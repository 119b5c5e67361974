import Foundation
import Testing

@testable import MockGeneratorCore

/// Public mocks of the generator's fixtures, from their symbol graph: the mocks a mocks library
/// gets are the test target's, with `public` added and nothing else changed but where lines
/// break, as `public` makes some too long.
@Suite struct PublicMockFixtureTests {
    /// `text` without the access modifiers and the lines a public mock adds (the lint exemption
    /// of the file and the `init()` that other modules call), each run of white space one space.
    private func withoutPublicAccess(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll {
            $0 == "// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation"
        }
        if let index = lines.firstIndex(of: "    public init() {}"), index > 0,
            lines[index - 1] == "    /// Creates a mock without calling a mocked initializer.",
            index + 1 < lines.count, lines[index + 1].isEmpty
        {
            lines.removeSubrange((index - 1)...(index + 1))
        }
        return spaced(lines.joined(separator: "\n").replacingOccurrences(of: "public ", with: ""))
    }

    /// `text` with each run of white space, line breaks included, one space.
    private func spaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aPublicMockIsTheInternalMockWithPublicAdded() throws {
        let graphs = try FixtureGraphs.graphs()
        var generator = MockGenerator(graphs: graphs, module: "MockGeneratorFixtures")
        let internalFiles = try generator.generate().files
        generator.access = .public

        let result = try generator.generate()

        // The public protocols' mocks alone, none of which imports a module @testable.
        let expected = internalFiles.filter { !$0.contents.contains("@testable import") }
        #expect(!expected.isEmpty)
        #expect(result.files.map(\.fileName) == expected.map(\.fileName))
        for (publicFile, internalFile) in zip(result.files, expected) {
            #expect(
                withoutPublicAccess(publicFile.contents) == spaced(internalFile.contents),
                "\(publicFile.fileName)")
            #expect(publicFile.contents.contains("\npublic final class Mock"))
        }
    }
}
