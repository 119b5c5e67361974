/// Statics of a mock generic over associated types, and `rethrows` with closures of several
/// arguments.
protocol Storage<Element> {
    associatedtype Element
    static var capacity: Int { get }
    static func make() -> Self
    func reduce(_ initial: Int, _ next: (Int, Element) throws -> Int) rethrows -> Int
    func forEach(_ body: (Element) throws -> Void) rethrows
    func merge(_ first: () throws -> Void, _ second: () throws -> Void) rethrows
    func transform<T>(_ body: (Element, Int) throws -> T) rethrows -> [T]
}
