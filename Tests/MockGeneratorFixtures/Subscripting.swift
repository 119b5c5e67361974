/// Subscripts of every shape: static, unlabeled, several parameters, generic, key paths,
/// `@autoclosure` defaults, throwing and async getters.
protocol Subscripting<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value

    static subscript(key: Int) -> AnyObject? { get set }
    subscript(_ key: Key) -> Value? { get set }
    subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value { get }
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(range: Range<Int>) -> [Value] { get }
    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T { get }
    subscript<T: ExpressibleByIntegerLiteral>(_ parameter: T) -> T { get }
    subscript(path: String) -> ((Double) -> Float)? { get set }
    subscript(checked index: Int) -> Value { get throws }
    subscript(remote index: Int) -> Value { get async throws }
}
