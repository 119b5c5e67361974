/// Closures as properties and results, variadic closures, nested optionals.
protocol Callbacks: AnyObject {
    var handler: () -> Void { get set }
    var transform: (Int) -> String { get }
    var callback: (() -> Void)? { get set }
    func curried() -> (Int) -> (String) -> Void
    func run(_ blocks: (() -> Void)...)
    func lookup() -> Int??
    func register(_ handler: @escaping (inout Int) -> Void)
    func apply(_ body: (inout [String]) throws -> Void) rethrows
}
