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
