/// Generic type aliases that requirements name with arguments: a mock writes the aliased type
/// with the arguments in place of the alias's generic parameters. Issue 27's `Listing`
/// (`typealias Page<T> = Array<T>`), whose mock wrote `[T]` ("cannot find type 'T' in scope"),
/// and Fluent's `Field<Value>` of an extension of `Fields`, found on the corpus
/// (`ModelCredentialsAuthenticatable`).

/// A list shown a page at a time.
protocol Listing {
    typealias Page<T> = [T]
    typealias Pair<First, Second> = (First, Second)
    func show(_ page: Page<String>)
    func pairs(_ page: Page<Pair<Int, String>>) -> Page<Int>
}

/// A column of a table whose rows are `Owner`s.
final class Column<Owner, Value> {
    let name: String
    init(name: String) { self.name = name }
}

/// A row of a table, held by reference.
protocol Tabular: AnyObject {}

extension Tabular {
    /// A column of the row's own table.
    typealias Field<Value> = Column<Self, Value>
}

/// A row whose requirements name the alias its parent protocol's extension declares.
protocol Tally: Tabular {
    static var totalField: Field<Int> { get }
    func total() -> Int
}

/// A listing that restates `show(_:)` through a type alias of its own of the same type (found
/// by the random-module fuzzer, issue 27): one member implements both requirements.
protocol PagedListing: Listing {
    typealias Page<T> = [T]
    func show(_ page: Page<String>)
    func pageCount() -> Int
}
