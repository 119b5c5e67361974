import Foundation

/// A warning the generator gives about what it could not mock, each stage's worded once: the
/// selection's and the command's own, the model's members left to their default
/// implementations, and planning's ``MockWarning``s. ``line`` is the warning as editors and CI
/// logs link it: `Sources/Shop/Clock.swift:12:10: warning: cannot mock … (MockClock.swift)` when
/// the graph gives the source location, else `warning: MockClock.swift: cannot mock …`.
enum GeneratorWarning: Equatable {
    /// A protocol the graph gives the identifier of another symbol too: it is not mocked.
    case duplicateIdentifier(name: String, identifier: String, location: SymbolGraph.Location?)
    /// A protocol or class whose name cannot name a mock and its file, for `reason`.
    case unnamable(name: String, reason: String, location: SymbolGraph.Location?)
    /// A requirement the model leaves to its default implementation, for the reason
    /// `problem` gives.
    case defaultImplementationUsed(ModelProblem, protocolName: String, file: String)
    /// A protocol or class no mock is written of: the reason `message` gives, about `member`
    /// when it is one member's fault.
    case notGenerated(
        name: String, member: String?, message: String, file: String,
        location: SymbolGraph.Location?)
    /// A member a mock answers with a placeholder, or leaves to its class, and what to change
    /// about it when the generator knows.
    case mock(MockWarning, advice: String? = nil)
    /// The members of the class `className` that no subclass can override, which its mock
    /// `mock` leaves to the class: one line for them all, said when the mock is written.
    case leftToTheClass(
        className: String, members: [LeftOutMember], mock: String,
        location: SymbolGraph.Location?)
    /// A protocol the generator stopped on, in a child process, with its last message.
    case stoppedOn(name: String, file: String, message: String)
    /// A mock the compiler rejected whatever the check degraded: not written. `advice` says what
    /// to change when it is not the generator's fault.
    case rejected(
        name: String, reason: String, file: String, location: SymbolGraph.Location?,
        advice: String? = nil)
    /// The mocks could not be checked with the compiler, for `reason`: they are written
    /// unchecked.
    case unchecked(reason: String)

    /// The warning's line.
    var line: String {
        switch self {
        case .duplicateIdentifier(let name, let identifier, let location):
            Self.text(
                "cannot mock \(name): the graph gives its identifier, \(identifier), to another "
                    + "symbol too; this one is not mocked", file: "the mocks", location: location)
        case .unnamable(let name, let reason, let location):
            Self.text(
                "cannot mock \(name): \(reason); no file written", file: "the mocks",
                location: location)
        case .defaultImplementationUsed(let problem, let protocolName, let file):
            Self.text(
                "cannot mock \(problem.member ?? "a member") of \(protocolName): "
                    + problem.message, file: file, location: problem.location)
        case .notGenerated(let name, let member, let message, let file, let location):
            Self.text(
                "cannot mock \(member.map { "\($0) of " } ?? "")\(name): \(message); no file "
                    + "written", file: file, location: location)
        case .mock(let warning, let advice):
            Self.text(
                warning.message + (advice.map { "; \($0)" } ?? ""), file: "\(warning.mock).swift",
                location: warning.location)
        case .leftToTheClass(let className, let members, let mock, let location):
            Self.text(
                "the mock keeps the class's implementation of \(members.count) "
                    + "\(members.count == 1 ? "member" : "members") of \(className) that no "
                    + "subclass can override: "
                    + members.map { "\($0.member) (\($0.reason))" }.joined(separator: ", ")
                    + "; its doc comment lists them", file: "\(mock).swift", location: location)
        case .stoppedOn(let name, let file, let message):
            "warning: \(file): cannot mock \(name): mock-generator stopped on it"
                + (message.isEmpty ? "" : " (\(message))")
                + "; no file written; please report it with the protocol's declaration"
        case .rejected(let name, let reason, let file, let location, let advice):
            Self.text(
                "cannot mock \(name): the compiler rejected the mock whatever members were left "
                    + "out: \(reason); no file written, so that the target still builds; "
                    + (advice ?? "please report it with the declaration"), file: file,
                location: location)
        case .unchecked(let reason):
            "warning: the mocks are not checked with the compiler, and may not compile: "
                + "\(reason)"
        }
    }

    /// The warning line for `message`, about a declaration at `location`, in the mock `file`.
    private static func text(
        _ message: String, file: String, location: SymbolGraph.Location?
    ) -> String {
        guard let location, let path = path(of: location.uri) else {
            return "warning: \(file): \(message)"
        }
        // Graphs count lines and columns from 0.
        let line = min(max(location.position.line, 0), Int.max - 1) + 1
        let column = min(max(location.position.character, 0), Int.max - 1) + 1
        return "\(path):\(line):\(column): warning: \(message) (\(file))"
    }

    /// The file path of a `file://` URI; `nil` for any other.
    private static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL, !url.path.isEmpty else { return nil }
        return url.path
    }
}
