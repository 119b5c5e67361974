/// A generic mock whose associated type is constrained back to the protocol (swift-atomics'
/// `AtomicInteger`, whose storage's value is the integer itself): the mock is generic over `Tag`,
/// so its partner mock of the storage is generic too, and mocks `Counting`, the protocol the
/// `where` clause requires of the storage, which refines the one the storage declares.

/// Something that holds values of one type.
protocol Holding {
    associatedtype Value
    func hold(_ value: Value)
}

/// A holding that counts what it holds.
protocol Counting: Holding {
    func count() -> Int
}

/// A counter with a tag, whose storage holds counters of its own type and counts them.
protocol TaggedCounter where Storage: Counting, Storage.Value == Self {
    associatedtype Tag: Hashable
    associatedtype Storage: Holding
    var tag: Tag { get }
    func makeStorage() -> Storage
}
