/// Decides whether a recorded or incoming context is the one a rule or a verification looks for.
///
/// Matchers are structs rather than closures: a closure that captures or receives a tuple built
/// from a parameter pack crashes the Swift 6.3 compiler, while a generic struct holding the pack
/// compiles and specializes well.
@usableFromInline
protocol ContextMatching<Context> {
    associatedtype Context
    func matches(_ context: Context) -> Bool

    /// What the matcher looks for, for failure messages.
    var expectation: Expectation { get }

    /// How `context`, which the matcher rejects, differs from what it looks for: one mismatch
    /// per differing argument, or `nil` for a matcher that does not compare arguments.
    func mismatches(in context: Context) -> [ArgumentMismatch]?
}

extension ContextMatching {
    @usableFromInline
    func mismatches(in context: Context) -> [ArgumentMismatch]? { nil }
}

/// Matches every context.
@usableFromInline
struct AnyContextMatcher<Context>: ContextMatching {
    @inlinable
    init() {}

    @inlinable
    func matches(_ context: Context) -> Bool { true }

    @usableFromInline
    var expectation: Expectation { .anyCall }
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
    var expectation: Expectation { .context(describe(expected)) }

    @usableFromInline
    func mismatches(in context: Context) -> [ArgumentMismatch]? {
        [ArgumentMismatch(at: nil, expected: describe(expected), actual: context)]
    }
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
    var expectation: Expectation {
        var elements: [String] = []
        for element in repeat each expected {
            elements.append(describe(element))
        }
        return .arguments(elements)
    }

    @usableFromInline
    func mismatches(in context: (repeat each Element)) -> [ArgumentMismatch]? {
        var mismatches: [ArgumentMismatch] = []
        var position = 0
        for (actual, expected) in repeat (each context, each expected) {
            position += 1
            if actual != expected {
                mismatches.append(
                    ArgumentMismatch(at: position, expected: describe(expected), actual: actual))
            }
        }
        return mismatches
    }
}

/// Matches tuple contexts of any size with `Arg`s, one per element.
///
/// Code over parameter packs is not specialized, so this is the slow general form; contexts of up
/// to four elements have matchers of their own.
@usableFromInline
struct ArgPackMatcher<each Element>: ContextMatching {
    @usableFromInline let arguments: (repeat Arg<each Element>)

    @inlinable
    init(_ argument: repeat Arg<each Element>) { arguments = (repeat each argument) }

    @inlinable
    func matches(_ context: (repeat each Element)) -> Bool {
        for (argument, element) in repeat (each arguments, each context) {
            guard argument.matches(element) else { return false }
        }
        return true
    }

    @usableFromInline
    var expectation: Expectation {
        var elements: [String] = []
        for argument in repeat each arguments {
            elements.append(argument.description)
        }
        return .arguments(elements)
    }

    @usableFromInline
    func mismatches(in context: (repeat each Element)) -> [ArgumentMismatch]? {
        var mismatches: [ArgumentMismatch] = []
        var position = 0
        for (argument, element) in repeat (each arguments, each context) {
            position += 1
            if !argument.matches(element) {
                mismatches.append(
                    ArgumentMismatch(at: position, expected: argument.description, actual: element))
            }
        }
        return mismatches
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
    var expectation: Expectation { .predicate }
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
    var expectation: Expectation { .input(describe(input)) }
}
