/// Decides whether a recorded or incoming context is the one a rule or a verification looks for.
///
/// Matchers are structs rather than closures: a closure that captures or receives a tuple built
/// from a parameter pack crashes the Swift 6.3 compiler, while a generic struct holding the pack
/// compiles and specializes well.
@usableFromInline
protocol ContextMatching<Context> {
    associatedtype Context
    func matches(_ context: Context) -> Bool

    /// What the matcher looks for, as it follows "called" in a failure message: `with 3`.
    var expectation: String { get }
}

/// Matches every context.
@usableFromInline
struct AnyContextMatcher<Context>: ContextMatching {
    @inlinable
    init() {}

    @inlinable
    func matches(_ context: Context) -> Bool { true }

    @usableFromInline
    var expectation: String { "" }
}

/// Matches contexts equal to an expected one.
@usableFromInline
struct EqualContextMatcher<Context: Equatable>: ContextMatching {
    @usableFromInline let expected: Context

    @inlinable
    init(_ expected: Context) { self.expected = expected }

    @inlinable
    func matches(_ context: Context) -> Bool { context == expected }

    @usableFromInline
    var expectation: String { " with \(describe(expected))" }
}

/// Matches tuple contexts whose elements all equal the expected ones.
@usableFromInline
struct TupleMatcher<each Element: Equatable>: ContextMatching {
    @usableFromInline let expected: (repeat each Element)

    @inlinable
    init(_ element: repeat each Element) { expected = (repeat each element) }

    @inlinable
    func matches(_ context: (repeat each Element)) -> Bool {
        for (actual, expected) in repeat (each context, each expected) {
            guard actual == expected else { return false }
        }
        return true
    }

    @usableFromInline
    var expectation: String {
        var elements: [String] = []
        for element in repeat each expected {
            elements.append(describe(element))
        }
        return " with (\(elements.joined(separator: ", ")))"
    }
}

/// Matches contexts that satisfy a predicate.
@usableFromInline
struct PredicateMatcher<Context>: ContextMatching {
    @usableFromInline let predicate: (Context) -> Bool

    @inlinable
    init(_ predicate: @escaping (Context) -> Bool) { self.predicate = predicate }

    @inlinable
    func matches(_ context: Context) -> Bool { predicate(context) }

    @usableFromInline
    var expectation: String { " matching the predicate" }
}

/// Matches `EquatableTuple` contexts holding a given input among their inputs.
@usableFromInline
struct ContainedInputMatcher<Input: Equatable>: ContextMatching {
    @usableFromInline let input: Input

    @inlinable
    init(_ input: Input) { self.input = input }

    @inlinable
    func matches(_ context: EquatableTuple<Input>) -> Bool { context.inputs.contains(input) }

    @usableFromInline
    var expectation: String { " with \(describe(input)) among its inputs" }
}
