/// Implicitly unwrapped optionals, a static and an instance requirement of one name, and
/// Unicode names.
protocol Configurable {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    func configure(value: Int!)
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    var current: Int! { get }
    var count: Int { get }
    static var count: Int { get }
    func reset()
    static func reset()
    func 💩() -> String
}

/// A base protocol whose requirement a refining protocol restates with other parameter names.
protocol Resettable {
    func reset(to value: Int)
}

/// Restates `reset(to:)` with another parameter name.
protocol Restating: Resettable {
    func reset(to newValue: Int)
}

/// A Unicode protocol name.
protocol UnicodeNameTest_トř🦅 {
    func ping() -> Int
}
