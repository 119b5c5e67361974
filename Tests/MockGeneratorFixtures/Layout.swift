/// A name long enough that the mock's declaration breaks, as swift-format breaks it.
protocol NotificationSchedulingCoordinatorDelegateWithAnExceptionallyLongName: Sendable {
    func coordinator(_ name: String, didScheduleNotificationsWithIdentifiers identifiers: [String])
}

/// Constraints long enough that the `where` clauses go to lines of their own.
protocol ConstrainedRepository<Element>
where Element: Hashable & Sendable & CustomStringConvertible & CustomDebugStringConvertible {
    associatedtype Element
    func everything<Predicate>(matching predicate: Predicate) -> [Element]
    where Predicate: Sendable & Hashable & CustomDebugStringConvertible & CustomStringConvertible
}

/// Overloads that end in a closure and differ in their results, a parameter named in capitals,
/// and an implicitly unwrapped optional of an optional: all as the protocol declares them.
// swift-format-ignore: AmbiguousTrailingClosureOverload
protocol Spelling {
    func run(_ body: () -> Void)
    func run(_ body: () -> Void) -> Int
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func open(URL: String) -> Bool
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    func flags() -> Bool??!
}

/// A result builder, which a parameter of a requirement names.
@resultBuilder
enum StepsBuilder {
    static func buildBlock(_ steps: String...) -> [String] { steps }
}

/// A parameter with a result builder's attribute.
protocol Assembling {
    func assemble(@StepsBuilder _ steps: () -> [String]) -> Int
}
