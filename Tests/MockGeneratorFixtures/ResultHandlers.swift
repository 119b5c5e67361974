/// A claim on a resource that only one owner may hold, so that no mock can keep one to answer.
struct Lease: ~Copyable {
    var holder: String
}

/// Members whose result, which may be noncopyable, is made by a closure the caller passes, as
/// swift-configuration's `ConfigProvider.watchValue(forKey:type:updatesHandler:)` is: the mock
/// calls the closure with the values a test stubs.
protocol Watching {
    func watch<Return: ~Copyable>(
        _ key: String, updatesHandler: (_ updates: [Int]) async throws -> Return
    ) async throws -> Return
    func withCounter<Result: ~Copyable>(_ body: (inout Int) throws -> Result) rethrows -> Result
    func pair<Pair: ~Copyable>(_ make: (String, Int) -> Pair) -> Pair
    func lease(for holder: String, _ grant: () -> Lease) -> Lease
}
