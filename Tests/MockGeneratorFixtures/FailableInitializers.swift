/// Protocols whose only `init()` is failable or has effects: the spy starts from it, so it is
/// failable and has the same effects (`convenience init?<Live: Draft>(forwardingTo live: Live)
/// async`). Issue 27's spies forwarded only from a plain `init()`, leaving such mocks without one.

/// A draft made empty, which may fail.
protocol Draft {
    init?()
    var title: String { get set }
    func word(at index: Int) -> String?
}

/// A document opened asynchronously, which may fail or throw.
protocol Document {
    init?() async throws
    func pageCount() async -> Int
}

/// A source of numbers a record is decoded from.
protocol NumberSource {
    mutating func next() -> Int?
}

/// A record decoded from a source it advances, which may fail. Issue 27's `Field`, whose mock's
/// generic initializer was written `guard return result else { return nil }`, and whose plain
/// one answered `true` where its wrapper answers the `inout` argument too; and, found by the
/// random modules, one taking a closure, whose wrapper answers a function of it.
protocol Record {
    init?<Source: NumberSource>(tag: Int, source: inout Source) throws
    init?(count: inout Int)
    init?(when isReady: () -> Bool)
}
