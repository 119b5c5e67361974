/// What a matcher looks for, as data: ``FailureMessage`` words it ("with 3", "matching the
/// predicate"), so that matchers hold no message text.
@usableFromInline
enum Expectation {
    /// Any call: nothing to add to "called".
    case anyCall
    /// One context or argument, described: `with 3`, or `to true` for a property's set.
    case context(String)
    /// Each argument of a tuple context, described: `with ("a", any)`.
    case arguments([String])
    /// Calls that a closure accepts.
    case predicate
    /// An input among the inputs of an ``EquatableTuple``, described.
    case input(String)
}

/// One argument of a recorded call that differs from what a matcher looks for.
@usableFromInline
struct ArgumentMismatch {
    /// The argument's position, from 1, or `nil` when the context is a single argument.
    let position: Int?
    /// What the matcher looks for there, described: a value, `any`, or a predicate's label.
    let expected: String
    /// The argument the call had, described.
    let actual: String

    /// Creates the mismatch of `actual`, described, at `position`.
    @usableFromInline
    init(at position: Int?, expected: String, actual: some Any) {
        self.position = position
        self.expected = expected
        self.actual = describe(actual)
    }
}
