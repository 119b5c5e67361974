extension FailureMessage {
    /// A mock's forwarding called the mock again `depth` times over without returning.
    static func forwardingLoop(of name: MockName, depth: Int) -> String {
        """
        Expected \(name) to forward its calls to a live instance, but its forwarding called \
        \(name) again, \(depth) calls deep: the forwarding loops. A spy created over a mock of \
        its own type forwards its static members to themselves; a default loader that calls its \
        own mock does the same. The innermost call was answered as \(name) is declared.
        """
    }
}

extension FailureMessage {
    /// A member of a generated mock that the generator could not mock, for `reason`, was
    /// called.
    static func unmockedCall(_ member: String, reason: String) -> String {
        let mock = member.split(separator: ".").first.map(String.init) ?? member
        return """
            Expected \(member) not to be called, as the generator could not mock it: \(reason). \
            Write \(mock) by hand instead: the generator leaves alone a protocol whose mock the \
            test target declares elsewhere.
            """
    }
}
