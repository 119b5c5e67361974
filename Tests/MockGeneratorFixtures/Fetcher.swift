import Foundation

/// Overloads: four `fetch` methods, told apart by their labels, then by their types.
public protocol Fetcher {
    func fetch(id: Int) -> String
    func fetch(name: String) -> String
    func fetch(_ url: Foundation.URL) async throws -> Data
    func fetch(_ path: String) async throws -> Data
}
