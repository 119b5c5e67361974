/// A value type's `mutating` generic methods, as HTTP body writers and content containers
/// declare them: a spy keeps the live value's changes.
protocol BodyWriter {
    var written: [Int] { get }
    mutating func write(contentsOf items: some Sequence<Int>) async throws
    mutating func encode<Value: Encodable>(_ value: Value) throws
}

/// A property with a `nonmutating set`, as a tracing span's attributes have: writing it does
/// not change the value that holds it.
protocol Attributed {
    var tag: String { get nonmutating set }
}
