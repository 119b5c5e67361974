import Foundation

/// The name failure messages use for the mock declared at `location`.
///
/// Mocks do not know their property names, so the declaration is read back from the source file:
/// `@Mock var fetchMock = …` gives `fetchMock`. When the file cannot be read or parsed, the name
/// is `the mock declared at Module/File.swift:12`.
func mockName(declaredAt location: SourceLocation?) -> String {
    guard let location else { return "the mock" }
    return propertyName(declaredAt: location) ?? "the mock declared at \(location)"
}

/// The property declared at `location`, found in at most the three lines from there on.
private func propertyName(declaredAt location: SourceLocation) -> String? {
    let path = "\(location.filePath)"
    guard location.line > 0,
        let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let size = attributes[.size] as? NSNumber, size.intValue < 4_000_000,
        let source = try? String(contentsOfFile: path, encoding: .utf8)
    else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let first = Int(location.line) - 1
    guard first < lines.count else { return nil }
    if let name = assignedWrapperName(in: lines[first]) { return name }
    for line in lines[first..<min(first + 3, lines.count)] {
        if let match = line.firstMatch(of: #/\bvar\s+([A-Za-z_][A-Za-z0-9_]*)/#) {
            return String(match.1)
        }
    }
    return nil
}

/// The name in `_fetchMock = Mock(…)` or `let fetchMock = Mock(…)`, for mocks created in code.
private func assignedWrapperName(in line: Substring) -> String? {
    if let match = line.firstMatch(of: #/\b_([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\w*Mock\b/#) {
        return String(match.1)
    }
    if let match = line.firstMatch(of: #/\blet\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\w*Mock\b/#) {
        return String(match.1)
    }
    return nil
}
