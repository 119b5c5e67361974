/// The requirements one protocol of a hierarchy adds.
struct RequirementGroup {
    /// `nil` for the mocked protocol itself; otherwise the parent's name.
    var parent: String?
    var requirements: [Requirement]
}
