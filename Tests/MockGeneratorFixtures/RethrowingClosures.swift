/// `rethrows` members whose closure escapes, and an initializer that rethrows what its closure
/// throws.
protocol Scheduler {
    init(loader: () throws -> Int) rethrows
    func call(operation: @escaping () throws -> Void) rethrows
    func map(_ transform: @escaping (Int) throws -> String) rethrows -> String
}
