import Foundation

/// Initializers and static members.
protocol Session {
    init(token: String)
    init?(url: Foundation.URL)
    init(configuration: [String: String]) throws
    static var version: String { get set }
    static var uptime: Double { get async }
    static func now() -> Date
    static func open(id: Int) async throws -> Int
}
