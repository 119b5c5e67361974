/// `async rethrows` members, generic too: the closure and the answer run on the caller's
/// isolation, and only what the closure throws is thrown.
protocol Retrying {
    func retry(_ attempts: Int, _ body: (Int) async throws -> String) async rethrows -> String
    func once(_ body: () async throws -> Void) async rethrows
    func attempt<T>(_ body: () async throws -> T) async rethrows -> T
    /// A synchronous closure of several arguments, which the wrapper passes as one async closure
    /// taking a tuple.
    func label(_ values: [Int], _ body: (Int, String) throws -> Void) async rethrows
    /// An async closure of several arguments, which a spy passes on.
    func pair(_ body: (Int, String) async throws -> String) async rethrows -> String
}

/// A `Retrying` that calls the closure once per attempt, until it succeeds.
struct LiveRetrying: Retrying {
    func retry(_ attempts: Int, _ body: (Int) async throws -> String) async rethrows -> String {
        for attempt in 1..<max(attempts, 1) {
            if let value = try? await body(attempt) { return value }
        }
        return try await body(max(attempts, 1))
    }

    func once(_ body: () async throws -> Void) async rethrows { try await body() }

    func attempt<T>(_ body: () async throws -> T) async rethrows -> T { try await body() }

    func label(_ values: [Int], _ body: (Int, String) throws -> Void) async rethrows {
        for value in values { try body(value, "#\(value)") }
    }

    func pair(_ body: (Int, String) async throws -> String) async rethrows -> String {
        try await body(1, "one")
    }
}
