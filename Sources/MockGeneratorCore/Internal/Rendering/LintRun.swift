/// A run of a declaration's lines that lint reads as a declaration of its own, so that a
/// `// swift-format-ignore` comment goes before it: the declaration's first line starts one, and
/// so does a line swift-format puts at the declaration's indentation inside it (a `where` clause
/// broken off the head, a brace on a line of its own, the `>(…)` that closes a wrapper's generic
/// arguments).
struct LintRun: Equatable {
    /// A part of a declaration, whose data decides what its run spells.
    enum Part: Hashable {
        /// The head: attributes, modifiers, name, generic parameters, parameters, result, type.
        case head
        /// The `where` clause.
        case whereClause
        /// The body, or a wrapper's initial value.
        case body
    }

    var lines: [String]
    /// The parts of the declaration the lines hold.
    var parts: Set<Part>

    /// Lines that hold every part of a declaration.
    static func whole(_ lines: [String]) -> LintRun {
        LintRun(lines: lines, parts: [.head, .whereClause, .body])
    }
}
