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
///
/// It holds the values, not their descriptions: finding the closest call compares many calls,
/// and only the one a message shows is described.
@usableFromInline
struct ArgumentMismatch {
    /// What a matcher looks for at one argument.
    enum Expected {
        /// A value the argument should equal.
        case value(Any)
        /// What a predicate accepts, described: there is no value to measure a distance to.
        case predicate(String)
    }

    /// The argument's position, from 1, or `nil` when the context is a single argument.
    let position: Int?
    /// What the matcher looks for there.
    let expected: Expected
    /// The argument the call had.
    let actual: Any

    /// Creates the mismatch of `actual` with the value `expected`, at `position`.
    @usableFromInline
    init(at position: Int?, expected: some Any, actual: some Any) {
        self.position = position
        self.expected = .value(expected)
        self.actual = actual
    }

    /// Creates the mismatch of `actual` with `argument`, at `position`.
    @usableFromInline
    init<Value>(at position: Int?, argument: Arg<Value>, actual: Value) {
        self.position = position
        if argument.kind == .value, let value = argument.expected {
            expected = .value(value)
        } else {
            expected = .predicate(argument.description)
        }
        self.actual = actual
    }

    /// What the matcher looks for, described: a value, or a predicate's label.
    var expectedDescription: String {
        switch expected {
        case .value(let value): describe(value)
        case .predicate(let description): description
        }
    }

    /// The argument the call had, described.
    var actualDescription: String {
        describe(actual)
    }

    /// How far the argument is from what the matcher looks for, from 0 to 1: the
    /// ``ValueDistance`` to an expected value, 1 for a predicate that rejected it.
    func distance(budget: inout Int) -> Double {
        switch expected {
        case .value(let value): ValueDistance.between(value, actual, budget: &budget)
        case .predicate: 1
        }
    }
}
