/// A small random number generator that a seed determines completely (SplitMix64), so that a
/// randomized test reproduces from its seed on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `true` with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < chance
    }

    /// One of `choices`, which must not be empty.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int(next() % UInt64(choices.count))]
    }

    /// One of `choices`, each as likely as its weight.
    mutating func pick<Element>(weighted choices: [(Element, Int)]) -> Element {
        var roll = Int(next() % UInt64(choices.reduce(0) { $0 + $1.1 }))
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }
}
