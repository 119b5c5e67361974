import Foundation
import Testing

/// The generator's stages depend on one another one way: reading, syntax, model, planning,
/// rendering, checking, command. No stage's code names a type a later stage declares.
@Suite struct StageDependencyTests {
    private static let stages = [
        "Reading", "Syntax", "Model", "Planning", "Rendering", "Checking", "Command",
    ]

    /// `Sources/MockGeneratorCore`.
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MockGeneratorCore")

    /// The source files of `stage`, each with its code: its lines without comments and without
    /// the text of string literals.
    private static func files(of stage: String) throws -> [(name: String, code: [String])] {
        let folder = sources.appendingPathComponent("Internal/\(stage)")
        var urls = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
        if stage == "Command" {
            urls.append(sources.appendingPathComponent("MockGeneratorCommand.swift"))
        }
        return try urls.map { url in
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            return (url.lastPathComponent, lines.map(Self.code(of:)))
        }
    }

    /// A line's code: the line up to a comment, with the text of its string literals left out.
    private static func code(of line: Substring) -> String {
        var code = ""
        var isInString = false
        var previous: Character = " "
        for character in line {
            if !isInString, character == "/", previous == "/" {
                code.removeLast()
                break
            }
            if character == "\"", previous != "\\" { isInString.toggle() }
            if !isInString || character == "\"" { code.append(character) }
            previous = previous == "\\" && character == "\\" ? " " : character
        }
        return code
    }

    /// The names of the types a stage's files declare at their top level.
    private static func declaredTypes(in files: [(name: String, code: [String])]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for line in file.code {
                if let match = line.firstMatch(
                    of:
                        #/^(?:(?:public|package|private|fileprivate|indirect) )*(?:struct|enum|class|actor|protocol|typealias) (\w+)/#
                ) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

    @Test func noStageNamesATypeOfALaterStage() throws {
        let files = try Self.stages.map(Self.files(of:))
        let declared = files.map(Self.declaredTypes(in:))
        #expect(declared.allSatisfy { !$0.isEmpty })
        #expect(declared[3].contains("MockPlan") && declared[4].contains("MockRenderer"))
        for (index, stage) in Self.stages.enumerated() {
            let later = declared[(index + 1)...].reduce(into: Set<String>()) { $0.formUnion($1) }
            for file in files[index] {
                for (number, line) in file.code.enumerated() {
                    let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                    for word in words.map(String.init) where later.contains(word) {
                        Issue.record("\(stage)/\(file.name):\(number + 1) names \(word)")
                    }
                }
            }
        }
    }
}
