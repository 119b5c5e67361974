/// A member a mock leaves as it is, and why: one a spy does not forward, or one a class mock
/// does not override.
struct LeftOutMember: Equatable {
    /// `copy()`, `subscript(_:)`, `title`.
    var member: String
    var reason: Reason
}
