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
        let words = tokens(of: line)
        if let index = words.firstIndex(of: "var"), index + 1 < words.count,
            isIdentifier(words[index + 1])
        {
            return String(words[index + 1])
        }
    }
    return nil
}

/// The name in `_fetchMock = Mock(…)` or `let fetchMock = Mock(…)`, for mocks created in code.
private func assignedWrapperName(in line: Substring) -> String? {
    let words = tokens(of: line)
    for index in words.indices.dropLast(2)
    where words[index + 1] == "=" && words[index + 2].hasSuffix("Mock") {
        let name = words[index]
        if name.hasPrefix("_"), isIdentifier(name.dropFirst()) {
            return String(name.dropFirst())
        }
        if index > 0, words[index - 1] == "let", isIdentifier(name) {
            return String(name)
        }
    }
    return nil
}

/// The identifiers and single punctuation characters of a line of Swift, in order.
///
/// Written by hand rather than with `Regex`, whose lazily compiled programs are not safe to
/// share between the threads that run tests in parallel.
private func tokens(of line: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var index = line.startIndex
    while index < line.endIndex {
        let character = line[index]
        if character.isLetter || character.isNumber || character == "_" {
            var end = line.index(after: index)
            while end < line.endIndex,
                line[end].isLetter || line[end].isNumber || line[end] == "_"
            {
                end = line.index(after: end)
            }
            tokens.append(line[index..<end])
            index = end
        } else {
            if !character.isWhitespace { tokens.append(line[index...index]) }
            index = line.index(after: index)
        }
    }
    return tokens
}

/// Whether `word` is a Swift identifier: a letter or `_`, then letters, digits or `_`.
private func isIdentifier(_ word: Substring) -> Bool {
    guard let first = word.first, first.isLetter || first == "_" else { return false }
    return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}
