/// One declaration of a mock, rendered: a member, or one of its wrappers, in the runs of lines
/// lint reads as declarations (see ``LintRun``), with what each part of its data spells.
struct RenderedDeclaration: Equatable {
    var runs: [LintRun]
    /// How many of the first run's lines, first, are a comment: `// Not mocked: …`.
    var commentLineCount = 0
    /// The parts whose types are implicitly unwrapped optionals, `T!`.
    var implicitlyUnwrappedParts: Set<LintRun.Part> = []
    /// The names, types and literals each part spells.
    var texts: [LintRun.Part: [String]] = [:]
    /// The string literals it holds, which swift-format leaves as long as they are on a line of
    /// their own.
    var literals: [String] = []

    /// Its lines, in order.
    var lines: [String] { runs.flatMap(\.lines) }

    /// The lines with, before each run that needs one, the comment that exempts it from lint:
    /// from every rule when a line of code is too long and cannot be broken, else from `rules`
    /// and those the run's data spells.
    func exempted(from rules: [LintRule], indent: Int) -> [String] {
        let lead = String(repeating: " ", count: indent)
        let isLiteral = { (line: String) in
            let text = line.trimmingCharacters(in: [" "])
            return literals.contains { text == $0 || text == $0 + "," || text == $0 + ")" }
        }
        return runs.enumerated().flatMap { index, run -> [String] in
            let code = index == 0 ? Array(run.lines.dropFirst(commentLineCount)) : run.lines
            if code.contains(where: { $0.count > SourceLayout.lineLength && !isLiteral($0) }) {
                return [lead + "// swift-format-ignore"] + run.lines
            }
            var all = rules
            if !implicitlyUnwrappedParts.isDisjoint(with: run.parts) {
                all.append(.neverUseImplicitlyUnwrappedOptionals)
            }
            let spelled = run.parts.flatMap { texts[$0] ?? [] }
            if !spelled.allSatisfy({ $0.unicodeScalars.allSatisfy(\.isASCII) }) {
                all.append(.identifiersMustBeASCII)
            }
            guard !all.isEmpty else { return run.lines }
            return [lead + "// swift-format-ignore: " + all.map(\.rawValue).joined(separator: ", ")]
                + run.lines
        }
    }
}
