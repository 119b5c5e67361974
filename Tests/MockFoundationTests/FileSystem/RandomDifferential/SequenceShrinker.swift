/// Shrinks a sequence on which the file managers disagree to a minimal one that disagrees the
/// same way: it drops steps, in halves, quarters and so on down to single steps (delta
/// debugging), then takes the decorations out of each path, until nothing more can go.
struct SequenceShrinker {
    let runner: DifferentialRunner

    /// The minimal sequence and its disagreement.
    func shrink(
        _ operations: [FileOperation], _ disagreement: DifferentialRunner.Disagreement
    ) throws -> ([FileOperation], DifferentialRunner.Disagreement) {
        var best = (Array(operations[...disagreement.index]), disagreement)
        func attempt(_ candidate: [FileOperation]) throws -> Bool {
            guard !candidate.isEmpty,
                let found = try runner.run(candidate).disagreement,
                found.signature == disagreement.signature
            else { return false }
            best = (Array(candidate[...found.index]), found)
            return true
        }
        var shrunk = true
        while shrunk {
            shrunk = false
            var chunk = max(1, best.0.count / 2)
            while chunk >= 1 {
                var start = 0
                var removedAny = false
                while start < best.0.count {
                    var candidate = best.0
                    candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                    if try attempt(candidate) {
                        removedAny = true
                        shrunk = true
                    } else {
                        start += chunk
                    }
                }
                if !removedAny { chunk /= 2 }
            }
            for index in best.0.indices {
                var simplified = true
                while simplified, index < best.0.count {
                    simplified = false
                    for simpler in best.0[index].simplifications {
                        var candidate = best.0
                        candidate[index] = simpler
                        if try attempt(candidate) {
                            simplified = true
                            shrunk = true
                            break
                        }
                    }
                }
            }
        }
        return best
    }
}
