/// A value that converts to text.
protocol TextConvertible {}

/// A source of values, with an associated type its users name.
protocol ValueSource {
    associatedtype Value: TextConvertible
    var label: String { get }
}

/// A pair of a key and a value.
struct Entry<Key, Value> {
    var key: Key
    var value: Value
}

/// Generics that name other generics: associated types of a method's generic parameter,
/// generic initializers, nested generic types, labeled tuples, `Self` in tuples, and keywords
/// as names of every kind of member.
protocol Converter {
    init<T>(seed: T) where T: Equatable
    func value<T: ValueSource>(of source: T) -> T.Value?
    func store<T: ValueSource>(_ source: T, value: T.Value?)
    func sorted<Key, Value>(by entry: Entry<Key, Value>)
    func swapped<K, V: Sequence, T>(_ entry: Entry<K, V>) -> T
    func grouped<T: Hashable>(_ items: [T]) -> [(key: String, items: [T])]
    func pair(with other: Self) -> (Self, Self)
    func `throw`(while: String) -> any Error
    func `return`(do while: String) -> Bool
    var `throw`: any Error { get set }
    subscript(_ return: Int) -> Bool { get set }
    func nested<T>(_ value: Entry<String, [T?]>) -> [String: [T]]
}
