import Foundation

/// A protocol for actors.
protocol Cache: Actor {
    var count: Int { get }
    func value(for key: String) -> Data?
    func store(_ data: Data, for key: String)
}
