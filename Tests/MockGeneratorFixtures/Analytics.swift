/// `@available` on requirements, and default implementations.
protocol Analytics {
    func track(_ event: String)
    @available(*, deprecated, message: "Use track(_:)")
    func log(_ event: String)
    @available(macOS 15, iOS 18, *)
    func trackScreen(_ name: String)
    /// A requirement with a default implementation: still mocked, so calls are recorded.
    func flush() -> Int
}

extension Analytics {
    /// Flushes nothing.
    func flush() -> Int { 0 }

    /// Not a requirement: members only an extension declares are not mocked.
    func trackAll(_ events: [String]) {
        for event in events { track(event) }
    }
}
