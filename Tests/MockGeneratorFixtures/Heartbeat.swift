/// Properties of type `Void` (found by the random-module fuzzer, issue 27): their mock holds
/// `()`, the type's one value, where another type without a default needs one.
protocol Heartbeat {
    var beat: Void { get }
    static var pulse: Void { get }
    func listen() -> Int
}

/// A heart that beats, the live instance a spy of ``Heartbeat`` forwards to.
struct SteadyHeart: Heartbeat {
    var beat: Void { () }
    static var pulse: Void { () }
    func listen() -> Int { 60 }
}
