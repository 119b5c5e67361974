/// Methods: a member that forwards its arguments to its wrapper, a property of the mock (a
/// `static let` for a static method, a `nonisolated let` for a nonisolated one).
extension MemberRenderer {
    /// `func fetch(id: Int) -> User { fetchMock(id) }` and its wrapper.
    func methodLines(_ member: MemberPlan, _ forwarding: MemberPlan.Forwarding) -> [String] {
        if case .generic(let existential, let isMutating) = member.liveForwarding {
            return genericForwardingLines(
                member, forwarding, live: (isMutating ? "inout " : "") + existential)
                + wrapperLines(forwarding.wrapper)
        }
        let body = bodyStatements(forwarding.callable, wrapper: forwarding.wrapper)
        return SourceLayout.member(head(of: member), body: body, indent: indent)
            + wrapperLines(forwarding.wrapper)
    }

    /// A generic method whose wrapper may forward to a spy's live instance: it passes the call
    /// to make, `loadMock(key) { (live: any Store) in try live.load(T.self, from: key) }`
    /// (`inout any Store` for a `mutating` method).
    private func genericForwardingLines(
        _ member: MemberPlan, _ forwarding: MemberPlan.Forwarding, live liveType: String
    ) -> [String] {
        let callable = forwarding.callable
        let effects = (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
        let call = "\(effects)\(forwarding.wrapper.name)(\(callable.contextExpression))"
        let opening = "\(call) { (live: \(liveType)) in"
        let live = effects + liveCall(member, callable, receiver: "live", byName: true)
        let statement = "\(opening) \(live) }"
        let head = head(of: member)
        if SourceLayout.fits("\(head.oneLine) { \(statement) }", indent: indent) {
            return [SourceLayout.indented("\(head.oneLine) { \(statement) }", indent)]
        }
        let body =
            SourceLayout.fits(statement, indent: bodyIndent)
            ? [SourceLayout.indented(statement, bodyIndent)]
            : [SourceLayout.indented(opening, bodyIndent)]
                + SourceLayout.wrappedStatement(live, indent: bodyIndent + 4)
                + [SourceLayout.indented("}", bodyIndent)]
        return SourceLayout.headLines(head, indent: indent, opening: " {") + body
            + [SourceLayout.indented("}", indent)]
    }
}
