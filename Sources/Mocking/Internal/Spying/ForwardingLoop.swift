/// Keeps a mock that forwards to a live instance from calling itself forever.
///
/// A spy whose live instance is a mock of the same type forwards its static members to
/// themselves, and default loaders set by hand can call their own mock: each call would forward
/// again until the stack overflows. Each forwarding loader counts how deeply it is nested in the
/// running task or thread; past ``limit``, the loop is reported once, as a test issue naming the
/// mock, and the innermost call is answered by the loader the mock was declared with.
enum ForwardingLoop {
    /// How deeply each forwarding mock's calls are nested, by the mock's identity.
    @TaskLocal static var depths: [ObjectIdentifier: Int] = [:]

    /// The nesting at which a mock's forwarding is taken for a loop. A spy's member that its live
    /// instance calls back even a few levels deep is rare; a loop reaches any number at once.
    static let limit = 64

    /// Runs `forward` one level deeper for the mock `id`, or, past ``limit``, reports the loop
    /// of the mock declared at `declaration` and runs `fallback` instead.
    static func guarding<Value>(
        _ id: ObjectIdentifier, declaredAt declaration: SourceLocation,
        fallback: () throws -> Value, forward: () throws -> Value
    ) rethrows -> Value {
        var depths = Self.depths
        let depth = depths[id, default: 0]
        guard depth < limit else {
            reportLoop(declaredAt: declaration)
            return try fallback()
        }
        depths[id] = depth + 1
        return try $depths.withValue(depths, operation: forward)
    }

    /// ``guarding(_:declaredAt:fallback:forward:)`` for an `async` forward, run on the caller's
    /// isolation with both closures.
    nonisolated(nonsending) static func guarding<Value>(
        _ id: ObjectIdentifier, declaredAt declaration: SourceLocation,
        fallback: nonisolated(nonsending) () async throws -> Value,
        forward: nonisolated(nonsending) () async throws -> Value
    ) async rethrows -> Value {
        var depths = Self.depths
        let depth = depths[id, default: 0]
        guard depth < limit else {
            reportLoop(declaredAt: declaration)
            return try await fallback()
        }
        depths[id] = depth + 1
        return try await $depths.withValue(depths, operation: forward)
    }

    private static func reportLoop(declaredAt declaration: SourceLocation) {
        reportIssue(
            FailureMessage.forwardingLoop(of: MockName(declaredAt: declaration), depth: limit),
            at: declaration)
    }
}
