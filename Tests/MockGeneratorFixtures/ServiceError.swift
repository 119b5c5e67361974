import Foundation

/// Inheritance from a Foundation protocol, `LocalizedError`.
protocol ServiceError: LocalizedError {
    var code: Int { get }
}
