/// A generic method that names an associated type the mock fixes (found by the random-module
/// fuzzer, issue 27): a spy reaches generic methods through `any Lookup`, which cannot call it,
/// so it answers as a mock; the other members forward.
protocol Lookup {
    associatedtype ID = Int
    func find<T>(_ id: ID, as type: T.Type) -> T?
    func count() -> Int
}

/// A lookup of numbers, the live instance a spy of ``Lookup`` forwards to.
struct NumberLookup: Lookup {
    func find<T>(_ id: Int, as type: T.Type) -> T? { id as? T }
    func count() -> Int { 3 }
}
