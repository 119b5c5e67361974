/// Methods that throw a typed error and take a closure that throws it: the mock's default ignores
/// the closure, and the spy forwards to the live method itself (`live.run(_:)`); both were
/// closures that threw `any Error` ("invalid conversion of thrown error type 'any Error' to
/// 'BatchError'"), and a closure that says `throws(BatchError)` crashes Swift 6.3's SIL
/// generation. Found by the random modules of issue 27's compiler check.

/// Why a batch stopped.
enum BatchError: Error, Equatable {
    case stopped(at: Int)
}

/// Runs work in batches, passing on the work's typed error.
protocol Batching {
    func run(_ work: () throws(BatchError) -> Void) throws(BatchError)
    func each(_ body: (Int) throws(BatchError) -> Void) throws(BatchError)
    func total(_ work: () async throws(BatchError) -> Int) async throws(BatchError) -> Int
    /// Not forwarded by a spy: a `mutating` method cannot be referenced as a function value.
    mutating func retry(_ work: () throws(BatchError) -> Void) throws(BatchError)
}
