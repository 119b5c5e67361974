/// One diagnostic of the Swift compiler, as `-diagnostic-style llvm` prints it:
/// `/path/MockClock.swift:12:5: error: cannot find type 'Instant' in scope`.
struct CompilerDiagnostic: Equatable, Codable {
    enum Severity: String, Codable {
        case error, warning, note, remark
    }

    /// The file the diagnostic is about, as the compiler names it; empty for one about no file
    /// (`<unknown>:0: error: …`).
    var path: String
    /// The line, counted from 1; 0 for none.
    var line: Int
    var column: Int
    var severity: Severity
    var message: String

    /// The diagnostic as one line, as the compiler printed it, without the file's path:
    /// `12:5: error: cannot find type 'Instant' in scope`.
    var lineText: String {
        "\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// The diagnostics of the compiler's output: the lines that start with a location and a
    /// severity; the source excerpts and carets under them are skipped.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap(parse(line:))
    }

    /// The diagnostic a line of the compiler's output states, if it states one.
    static func parse<Line: StringProtocol>(line: Line) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let location = line[..<range.lowerBound].split(
                separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            // `PATH:LINE:COLUMN`, the path possibly holding colons; or `<unknown>:0`.
            if location.count >= 3, let line = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            {
                let path = location.dropLast(2).joined(separator: ":")
                return CompilerDiagnostic(
                    path: path, line: line, column: column, severity: severity, message: message)
            }
            if location.count == 2, let line = Int(location[1]) {
                let path = location[0] == "<unknown>" ? "" : String(location[0])
                return CompilerDiagnostic(
                    path: path, line: line, column: 0, severity: severity, message: message)
            }
        }
        // `error: unable to load standard library for target …`, with no location.
        for severity in [Severity.error, .warning] {
            let marker = "\(severity.rawValue): "
            if line.hasPrefix(marker) {
                return CompilerDiagnostic(
                    path: "", line: 0, column: 0, severity: severity,
                    message: String(line.dropFirst(marker.count)))
            }
        }
        return nil
    }
}
