/// A generic parameter of a requirement named as an associated type, which the mock's generic
/// parameter of that name would shadow; and a settable static property whose type is the
/// associated type.
protocol Indexing<Key> {
    associatedtype Key: Hashable
    static var sentinel: Key { get set }
    func key(at position: Int) -> Key
    func describe<Key>(_ key: Key) -> String
}

/// An associated type with a default.
protocol Defaulting {
    associatedtype Tag = Int
}

/// The same associated type, with a constraint the other's default does not meet.
protocol Tagging {
    associatedtype Tag: StringProtocol
}

/// A protocol that inherits both: the default is ruled out, so the mock is generic.
protocol Labelling: Defaulting, Tagging {
    func label(for tag: Tag) -> String
}
