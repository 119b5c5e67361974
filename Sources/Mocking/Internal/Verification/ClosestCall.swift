/// The recorded call nearest to what a failed verification looked for: the one that differs in
/// the fewest arguments.
struct ClosestCall<Context> {
    /// The call's position in the history, from 1.
    let position: Int
    /// What the call received.
    let context: Context
    /// How it differs from what the verification looked for, argument by argument.
    let mismatches: [ArgumentMismatch]
}

extension MockUsage {
    /// The call of `history` that differs from what `matcher` looks for in the fewest arguments,
    /// the earliest of equals; `nil` when nothing was recorded or the matcher does not compare
    /// arguments.
    func closestCall<Matcher: ContextMatching>(
        in history: [Entry], to matcher: Matcher
    ) -> ClosestCall<Context>? where Matcher.Context == Context {
        var closest: ClosestCall<Context>?
        for (index, entry) in history.enumerated() {
            guard let mismatches = matcher.mismatches(in: entry.context) else { return nil }
            if mismatches.count < closest?.mismatches.count ?? .max {
                closest = ClosestCall(
                    position: index + 1, context: entry.context, mismatches: mismatches)
            }
        }
        return closest
    }
}
