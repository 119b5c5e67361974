/// Requirements named as a mock names its own parts: a property beside the storage name of its
/// wrapper, and parameters named as the spy's forwarding names the instance it forwards to.
protocol Turnstile {
    var count: Int { get }
    var _count: Int { get }
    func update(live: Bool) -> Bool
    func merge(live: Int, into other: Int) -> Int
}
