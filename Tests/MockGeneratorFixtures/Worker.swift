/// A protocol only actors conform to.
protocol Worker: Actor {
    var queueLength: Int { get }
    func run(_ job: String) async throws -> Int
    nonisolated var name: String { get }
}

/// A protocol isolated to the main actor, with a static member and an initializer.
@MainActor
protocol ViewModel: AnyObject {
    var title: String { get set }
    static var identifier: String { get }
    init(title: String)
    func refresh() async
    nonisolated func describe() -> String
}

/// A class-bound, `Sendable` delegate with optional and weak-able results.
protocol ConnectionDelegate: AnyObject, Sendable {
    func connection(_ connection: String, didReceive data: [UInt8])
    func connectionShouldRetry(_ connection: String) -> Bool
}
