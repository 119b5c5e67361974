import Foundation

/// What `--check` reports about a folder of mocks: an error for each mock that is missing,
/// differs from what the generator writes now, or mocks a protocol that is no longer selected,
/// and the unified diff of each.
struct MockCheck {
    let changes: MockFileWriter.Changes
    let result: MockGenerator.Result
    /// The folder of the mocks.
    let directory: URL
    /// The folder as messages and diffs name it: as the command was given it.
    let shownDirectory: String
    /// The command that regenerates the mocks, which the last error names.
    let command: String?

    var isUpToDate: Bool { changes.isEmpty }

    /// One line per mock out of date, a warning per mock kept as it is, then a line that counts
    /// them; none when every mock is up to date but those kept.
    var errors: [String] {
        var lines: [String] = []
        for name in changes.written {
            lines.append(
                exists(name)
                    ? "error: \(name) differs from what mock-generator writes now"
                    : "error: \(name) is missing from \(shownDirectory)")
        }
        for name in changes.removed {
            lines.append("error: \(name) mocks a protocol that no longer exists or is not selected")
        }
        for name in changes.kept {
            lines.append(
                "warning: \(name) is left as it is: mock-generator cannot mock its protocol "
                    + "now (see the warning above)")
        }
        guard !changes.isEmpty else { return lines }
        let count = changes.written.count + changes.removed.count
        let advice = command.map { "; regenerate them with `\($0)`" } ?? ""
        lines.append(
            "error: \(count) of the mocks in \(shownDirectory) \(count == 1 ? "is" : "are") "
                + "out of date\(advice)")
        return lines
    }

    /// The unified diff of each mock out of date, from the file as it is to the file as the
    /// generator writes it now.
    var diffs: [String] {
        let generated = Dictionary(
            result.files.map { ($0.fileName, $0.contents) }, uniquingKeysWith: { first, _ in first }
        )
        var lines: [String] = []
        for name in changes.written + changes.removed {
            lines +=
                UnifiedDiff(path: path(of: name), old: contents(of: name), new: generated[name])
                .lines
        }
        return lines
    }

    /// `All 12 mocks in DIR are up to date.`, and the mocks written by hand.
    var summary: String {
        "All \(result.files.count) mocks in \(shownDirectory) are up to date"
            + Self.handWrittenNote(result.handWritten) + "."
    }

    /// `; MockRideAPI is written by hand, in Tests/RideKitTests/Hand/MockRideAPI.swift`, for the
    /// end of a summary; empty when there is none.
    static func handWrittenNote(_ mocks: [HandWrittenMocks.Mock]) -> String {
        guard !mocks.isEmpty else { return "" }
        let each = mocks.map { mock in
            "\(mock.fileName.dropLast(".swift".count)) in \(Self.shown(mock.path))"
        }
        return "; left to the mocks written by hand: " + each.joined(separator: ", ")
    }

    /// A path relative to the current directory when it is inside it.
    static func shown(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func path(of name: String) -> String {
        let folder = Self.shown(shownDirectory)
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            .filter { $0 != "." }
        return (parts.map(String.init) + [name]).joined(separator: "/")
    }

    private func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    private func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
