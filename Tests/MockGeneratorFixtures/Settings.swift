/// Why a setting cannot be read.
enum SettingsError: Error, Equatable {
    case locked
}

/// A color scheme: a type without a default value.
struct Theme: Equatable, Sendable {
    var name: String
}

/// Properties: read-only, read-write, optional, and with effectful getters.
protocol Settings {
    var isEnabled: Bool { get set }
    var userName: String { get }
    var nickname: String? { get set }
    var theme: Theme { get }
    var brightness: Double { get async }
    var token: String { get throws }
    var quota: Int { get async throws }
    var limit: Int { get throws(SettingsError) }
}
