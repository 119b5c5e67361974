import Foundation

/// Why a route cannot be charged.
enum RouterError: Error, Equatable {
    case closed
}

/// A class to mock by subclassing it: methods of every effect, properties, a subscript, class
/// members, overloads by label and by type, a generic method, initializers, and members a
/// subclass cannot override.
class Router {
    private(set) var routed: [String] = []
    var title = "router"
    let base: String
    var routeCount: Int { routed.count }
    var delay: Double { get async { 0.5 } }

    init(base: Foundation.URL) {
        self.base = base.absoluteString
    }

    required init(name: String) {
        base = "/\(name)"
    }

    func route(_ path: String) -> Int {
        routed.append(path)
        return routed.count
    }

    /// Routes each path through `route(_:)`: a mock records the calls the class makes to
    /// itself.
    func routeAll(_ paths: [String]) -> Int {
        paths.map { route($0) }.last ?? 0
    }

    func resolve(_ path: String) throws -> String {
        guard !path.isEmpty else { throw RouterError.closed }
        return base + "/" + path
    }

    func fetch(_ path: String) async throws -> Int { path.count }

    func prefetch(_ path: String) async {}

    func charge(_ amount: Int) throws(RouterError) -> Int {
        guard amount > 0 else { throw .closed }
        return amount
    }

    func each(_ paths: [String], _ body: (String) -> Void) {
        paths.forEach(body)
    }

    func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func find(id: Int) -> String { "id \(id)" }
    func find(name: String) -> String { "name \(name)" }
    func find(_ id: Int) -> String? { id > 0 ? "#\(id)" : nil }
    func find(_ name: String) -> String? { name.isEmpty ? nil : name }

    subscript(path: String) -> Int {
        get { routed.filter { $0 == path }.count }
        set { routed += Array(repeating: path, count: newValue) }
    }

    class func make(name: String) -> Router { Router(name: name) }

    class var scheme: String { "https" }

    /// Final: a subclass cannot override it.
    final func reset() { routed = [] }

    /// Static: final for a class's members.
    static func version() -> String { "1" }

    /// Takes an `inout` argument, which a class mock answers with its new value.
    func adjust(_ value: inout Int) { value += 1 }

    /// Rethrows what its closure throws.
    func first(where predicate: (String) throws -> Bool) rethrows -> String? {
        try routed.first(where: predicate)
    }

    /// Rethrows what its closure of two arguments throws.
    func eachIndexed(_ body: (Int, String) throws -> Void) rethrows {
        for (index, path) in routed.enumerated() { try body(index, path) }
    }

    /// Rethrows what its async closure throws.
    func retry(_ attempt: (Int) async throws -> String) async rethrows -> String {
        try await attempt(routed.count)
    }

    /// Takes `inout` arguments beside another, throws and returns.
    func swap(_ first: inout String, _ second: inout String, times: Int) throws -> Bool {
        guard times >= 0 else { throw RouterError.closed }
        if times % 2 == 1 { (first, second) = (second, first) }
        return times > 0
    }
}

/// A subclass of `NSObject`, whose own members a mock overrides.
nonisolated class Widget: NSObject {
    func draw() -> String { "widget" }
    /// Rethrows what its async closure throws: where declarations are isolated to the main
    /// actor by default, the mock's wrapper is a `nonisolated let` of a caller-isolated type.
    func render(_ body: () async throws -> String) async rethrows -> String {
        try await "<\(body())>"
    }
    override var description: String { "Widget" }
}

/// A class isolated to the main actor.
@MainActor class ViewController {
    var isVisible = false
    func viewDidLoad() { isVisible = true }
    func title(for index: Int) async -> String { "screen \(index)" }
}

/// A generic class, whose mock is generic too.
class Store<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    func value(for key: Key) -> Value? { values[key] }
    func store(_ value: Value, for key: Key) { values[key] = value }
}

/// A class whose only initializer is required, and takes an argument a mock can give.
class Login {
    let token: String
    required init(token: String) { self.token = token }
    func isValid() -> Bool { !token.isEmpty }
}

/// A class whose initializer calls its own members, which a mock stubs before it runs, and that
/// has a convenience initializer, which the mock keeps.
class Greeter {
    private(set) var greeting = ""

    init(name: String) {
        greeting = "\(salutation()), \(name)!"
    }

    init?(nickname: String) throws(RouterError) {
        guard !nickname.isEmpty else { return nil }
        guard nickname != "closed" else { throw .closed }
        greeting = "\(salutation()), \(nickname)"
    }

    convenience init(shouting name: String) {
        self.init(name: name.uppercased())
    }

    func salutation() -> String { "Hello" }
}

/// A `Codable` class, whose `init(from:)` the compiler writes `required`, which its graph does
/// not say: the mock declares it again `required`.
class Bookmark: Codable {
    var title: String

    init(title: String) { self.title = title }

    func label() -> String { "[\(title)]" }
}

/// A final class: no mock can subclass it.
final class Sealed {
    func open() {}
}

/// An actor: no mock can subclass it.
actor Journal {
    func add(_ amount: Int) {}
}
