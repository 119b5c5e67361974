extension Arg {
    /// The argument as a failure message shows it: `any`, the value, or what the predicate accepts.
    var description: String {
        switch kind {
        case .any: "any"
        case .value: expected.map(describe) ?? "nil"
        case .matching: label.map { "matching \($0)" } ?? "a value matching the predicate"
        case .described: label ?? "a value matching the predicate"
        }
    }

    /// The argument as a part of a combinator's label shows it: `anything`, the value, or the
    /// predicate's label; a combinator's own in parentheses.
    var phrase: String {
        switch kind {
        case .any: "anything"
        case .value: expected.map(describe) ?? "nil"
        case .matching: label ?? "a value matching the predicate"
        case .described:
            label.map { $0.contains(" or ") || $0.contains(" and ") ? "(\($0))" : $0 }
                ?? "a value matching the predicate"
        }
    }
}
