extension Arg {
    /// The argument as a failure message shows it: `any`, the value, or what the predicate accepts.
    var description: String {
        switch kind {
        case .any: "any"
        case .value: expected.map(describe) ?? "nil"
        case .matching: label.map { "matching \($0)" } ?? "a value matching the predicate"
        }
    }
}
