/// Methods: a member that forwards its arguments to its wrapper, a property of the mock (a
/// `static let` for a static method, a `nonisolated let` for a nonisolated one).
extension MemberRenderer {
    /// `func fetch(id: Int) -> User { fetchMock(id) }` and its wrapper.
    func methodLines(_ member: MemberPlan, _ forwarding: MemberPlan.Forwarding) -> [String] {
        let body = bodyStatements(forwarding.callable, wrapper: forwarding.wrapper)
        return SourceLayout.member(head(of: member), body: body, indent: indent)
            + wrapperLines(forwarding.wrapper)
    }
}
