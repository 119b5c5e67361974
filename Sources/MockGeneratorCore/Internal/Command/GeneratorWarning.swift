import Foundation

/// A warning about something the generator could not mock, as editors and CI logs link it:
/// `Sources/Shop/Clock.swift:12:10: warning: cannot mock …` when the graph gives the source
/// location, else `warning: MockClock.swift: cannot mock …`.
enum GeneratorWarning {
    /// The warning line for `message`, about a declaration at `location`, in the mock `file`.
    static func text(
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

    /// The warning line of a warning planning raised about a mock: in the mock's file, at the
    /// member's declaration.
    static func text(of warning: MockWarning) -> String {
        text(warning.message, file: "\(warning.mock).swift", location: warning.location)
    }

    /// The file path of a `file://` URI; `nil` for any other.
    private static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL, !url.path.isEmpty else { return nil }
        return url.path
    }
}
