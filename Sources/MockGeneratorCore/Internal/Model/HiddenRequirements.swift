import Foundation

/// The requirements a symbol graph leaves out: those whose names start with `_`, such as
/// swift-nio's `Channel._channelCore`, which a conforming type must implement all the same, and
/// associated types such as `associatedtype _Body` behind a `typealias Body = _Body`, which a
/// conforming type must give all the same.
///
/// They are read from the protocol's source file, where the graph says it is: the declarations
/// of the protocol's body whose names start with `_`, one a line as they are usually written.
enum HiddenRequirements {
    /// A requirement read from source.
    struct Found {
        var text: String
        /// Where the source declares it; `nil` for a toolchain protocol's, which has no source.
        var location: SymbolGraph.Location?
    }

    /// The requirements of the toolchain's protocols that their graphs leave out, and that a
    /// conforming class must implement: no default implementation of the standard library
    /// applies to it. A mock of a refinement of `FixedWidthInteger` (swift-atomics'
    /// `AtomicInteger`) declares `init(_truncatingBits:)`, or Swift finds two candidates.
    private static let ofToolchainProtocols: [String: [String]] = [
        "Swift.FixedWidthInteger": ["init(_truncatingBits bits: UInt)"]
    ]

    /// The hidden requirements of the toolchain's protocol named `qualifiedName`
    /// (`Swift.FixedWidthInteger`), which no source file gives.
    static func of(toolchainProtocol qualifiedName: String) -> [Found] {
        (ofToolchainProtocols[qualifiedName] ?? []).map { Found(text: $0, location: nil) }
    }

    /// The hidden requirements of the protocol declared at `location`; empty when its source
    /// file cannot be read.
    static func of(protocolAt location: SymbolGraph.Location?, sources: inout [String: [String]])
        -> [Found]
    {
        guard let location, let lines = lines(of: location.uri, sources: &sources) else {
            return []
        }
        guard location.position.line >= 0, location.position.line < lines.count else { return [] }
        var found: [Found] = []
        var depth = 0
        var isInBody = false
        for number in location.position.line..<lines.count {
            let line = withoutComment(lines[number])
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if isInBody, depth == 1, var text = hiddenDeclaration(trimmed) {
                // A declaration over several lines: until its parentheses close, and its
                // effects, result and where clause.
                var next = number + 1
                while next < lines.count {
                    let continuation = withoutComment(lines[next])
                        .trimmingCharacters(in: .whitespaces)
                    let isOpen = text.filter { $0 == "(" }.count > text.filter { $0 == ")" }.count
                    let continues = ["->", "async", "throws", "rethrows", "where", ")"].contains {
                        continuation.hasPrefix($0)
                    }
                    guard isOpen || continues else { break }
                    text +=
                        (text.hasSuffix("(") || continuation.hasPrefix(")") ? "" : " ")
                        + continuation
                    next += 1
                }
                found.append(
                    Found(
                        text: text,
                        location: .init(
                            uri: location.uri,
                            position: .init(line: number, character: line.count - trimmed.count))))
            }
            for character in line {
                if character == "{" {
                    depth += 1
                    isInBody = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if isInBody, depth <= 0 { break }
        }
        return found
    }

    /// The source line at `location`, if its file can be read.
    static func line(at location: SymbolGraph.Location?, sources: inout [String: [String]])
        -> String?
    {
        guard let location, let lines = lines(of: location.uri, sources: &sources),
            location.position.line >= 0, location.position.line < lines.count
        else { return nil }
        return lines[location.position.line]
    }

    /// The lines of the file at `uri`, read once.
    private static func lines(of uri: String, sources: inout [String: [String]]) -> [String]? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        if sources[url.path] == nil {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            sources[url.path] = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        return sources[url.path]
    }

    /// The line without a `//` comment (string literals do not occur in requirements).
    private static func withoutComment(_ line: String) -> String {
        guard let range = line.range(of: "//") else { return line }
        return String(line[..<range.lowerBound])
    }

    /// The declaration on `line` if it is one whose name starts with `_`.
    private static func hiddenDeclaration(_ line: String) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
            words.removeFirst()
        }
        guard words.count >= 2, ["var", "func", "associatedtype"].contains(words[0]),
            words[1].hasPrefix("_")
        else { return nil }
        return line.replacingOccurrences(of: "public ", with: "")
    }

    private static let modifiers: Set<String> = [
        "public", "static", "mutating", "nonmutating", "nonisolated", "package", "internal",
    ]
}
