/// What a protocol's doc comment says about its mock: `@mockable` opts it in (mockolo's
/// convention, with or without arguments), `@nomock` opts it out.
///
/// ```swift
/// /// Books rides.
/// /// @mockable
/// protocol RideAPI { … }
/// ```
///
/// A marker is a word of its own: `@mockable(history: …)` counts, `@mockableThing` and
/// `` `@mockable` `` in code voice do not. When a comment holds both, `@nomock` wins.
struct DocCommentMarkers: Equatable {
    /// Whether the comment says `@mockable`.
    var optsIn = false
    /// Whether the comment says `@nomock`.
    var optsOut = false

    init(optsIn: Bool = false, optsOut: Bool = false) {
        self.optsIn = optsIn
        self.optsOut = optsOut
    }

    init(_ comment: SymbolGraph.DocComment?) {
        for line in comment?.lines ?? [] {
            optsIn = optsIn || Self.contains("@mockable", in: line.text)
            optsOut = optsOut || Self.contains("@nomock", in: line.text)
        }
    }

    /// Whether `marker` appears in `text` as a word: not inside code voice, and not followed by
    /// a letter, a digit or `_`.
    private static func contains(_ marker: String, in text: String) -> Bool {
        var remaining = text[...]
        while let range = remaining.range(of: marker) {
            let before = text[..<range.lowerBound]
            let after = remaining[range.upperBound...].first
            let inCode = before.filter { $0 == "`" }.count % 2 == 1
            let endsWord = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if endsWord, !inCode { return true }
            remaining = remaining[range.upperBound...]
        }
        return false
    }
}
