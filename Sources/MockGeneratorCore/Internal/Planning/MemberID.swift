/// What names one member of a mock across planning, rendering and what comes after: the mock's
/// type and the requirement it implements, so that a line of the rendered file, or a compiler's
/// error on it, leads back to the member.
///
/// ```swift
/// MemberID(mock: "MockWeatherService", requirement: "s:7Weather0A7ServiceP11temperature…")
/// ```
///
/// A requirement the graphs list is named by its precise identifier; one they do not (a standard
/// protocol's, or one read from source) by its protocol and key: `Swift.Hashable.hash(into:)`.
/// The mock's name tells apart the members of the mocks one file declares together.
struct MemberID: Hashable, Sendable, CustomStringConvertible {
    /// The mock's type: `MockWeatherService`.
    var mock: String
    /// The requirement's precise identifier, or its protocol and key.
    var requirement: String

    /// The ID of the member of `mock` that implements `requirement`.
    init(mock: String, requirement: Requirement) {
        self.mock = mock
        let staticness = requirement.kind.isStatic ? "static " : ""
        self.requirement =
            requirement.identifier ?? "\(requirement.origin).\(staticness)\(requirement.key)"
    }

    init(mock: String, requirement: String) {
        self.mock = mock
        self.requirement = requirement
    }

    /// `MockWeatherService s:7Weather…`.
    var description: String { "\(mock) \(requirement)" }
}
