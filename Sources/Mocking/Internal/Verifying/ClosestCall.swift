/// The recorded call nearest to what a failed verification looked for: the one that differs in
/// the fewest arguments, then, among those, the one whose differing arguments are nearest by
/// ``ValueDistance``, then the earliest.
///
/// Expected `"event-99"`, the closest of `"zzz"` and `"event-98"` is `"event-98"`.
struct ClosestCall<Context> {
    /// The call's position in the history, from 1.
    let position: Int
    /// What the call received.
    let context: Context
    /// How it differs from what the verification looked for, argument by argument.
    let mismatches: [ArgumentMismatch]
}

extension MockUsage {
    /// The call of `history` nearest to what `matcher` looks for; `nil` when nothing was recorded
    /// or the matcher does not compare arguments.
    ///
    /// The cost is bounded for any history: one comparison of the arguments per call, then
    /// distances measured in history order until ``ValueDistance/budget`` is spent, after which
    /// the nearest call measured so far wins.
    func closestCall<Matcher: ContextMatching>(
        in history: [Entry], to matcher: Matcher
    ) -> ClosestCall<Context>? where Matcher.Context == Context {
        var fewest = Int.max
        for entry in history {
            guard let count = matcher.mismatches(in: entry.context)?.count else { return nil }
            fewest = Swift.min(fewest, count)
        }
        var budget = ValueDistance.budget
        var closest: (call: ClosestCall<Context>, distance: Double)?
        for (index, entry) in history.enumerated() {
            guard let mismatches = matcher.mismatches(in: entry.context),
                mismatches.count == fewest
            else { continue }
            guard budget > 0 || closest == nil else { break }
            let distance = mismatches.reduce(0) { $0 + $1.distance(budget: &budget) }
            if distance < closest?.distance ?? .infinity {
                let call = ClosestCall(
                    position: index + 1, context: entry.context, mismatches: mismatches)
                closest = (call, distance)
            }
        }
        return closest?.call
    }
}
