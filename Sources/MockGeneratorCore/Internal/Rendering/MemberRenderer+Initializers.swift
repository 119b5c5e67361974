/// Initializers: a member that forwards its arguments to a `static let` wrapper, `Self.initMock`
/// (an instance wrapper in a generic mock, which has no static stored properties), then calls
/// the superclass's initializer when the mock has one.
extension MemberRenderer {
    /// `init(token: String) { Self.initMock(token) }` and its wrapper.
    func initializerLines(_ member: MemberPlan, _ forwarding: MemberPlan.Forwarding) -> [String] {
        let wrapper = forwarding.wrapper
        var body: [String]
        switch wrapper.storage {
        case .attached:
            body = bodyStatements(forwarding.callable, wrapper: wrapper)
        case .constant, .held:
            body = bodyStatements(
                forwarding.callable, reference: "Self.\(wrapper.name)", projected: wrapper.name)
        }
        if case .initializer(optionality: _?) = member.kind, let call = body.last {
            body = ["guard \(call) else { return nil }"]
        }
        if let call = member.superclassCall { body.append(call) }
        return SourceLayout.member(head(of: member), body: body, indent: indent)
            + wrapperLines(wrapper)
    }
}
