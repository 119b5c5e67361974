/// Who can use a mock: the target that receives it, or every module that imports that target.
///
/// ```swift
/// plan.access = .public   // public final class MockClock: Clock { public init() {} … }
/// ```
enum MockAccess: String, Equatable, Sendable, CaseIterable {
    /// No modifier: the mock is internal to the test target that receives it, which sees the
    /// mocked module's internal protocols through `@testable import`.
    case `internal`
    /// `public`: the mock, its initializers, members, wrappers (whose projections take their
    /// properties' access) and partner mocks, for a mocks library that other modules import. It
    /// conforms only to public protocols, and imports no module `@testable`.
    case `public`

    /// The modifiers its declarations start with: none, or `public`.
    var modifiers: [Modifier] {
        switch self {
        case .internal: []
        case .public: [.public]
        }
    }

    /// `declaration` with the access modifier before it: `public final class`.
    func spelled(_ declaration: String) -> String {
        (modifiers.map(\.spelling) + [declaration]).joined(separator: " ")
    }
}
