/// `@autoclosure` parameters that a spy forwards: the live member gets an expression that
/// evaluates the mock's argument, not the closure itself. Issue 27's `Gate`, whose spy wrote
/// `live.open(when: ready)` ("add () to forward '@autoclosure' parameter"); found on a corpus of
/// real code, where such mocks compiled before spies existed.
protocol Latch {
    /// Opens when `ready` is true, evaluated as late as the latch wants.
    func open(when ready: @escaping @autoclosure () -> Bool)
    /// Waits until `ready`, which may throw, is true; answers the number of checks.
    func wait(until ready: @escaping @autoclosure () throws -> Bool) throws -> Int
    /// Stores `value`, evaluated later and asynchronously.
    func settle(_ value: @escaping @autoclosure () async -> Int) async
    /// Logs `message` when `level` is high enough.
    func log(_ message: @autoclosure () -> String, level: Int)
}
