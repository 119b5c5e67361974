extension CallCount {
    /// Whether the expectation can be checked: counts cannot be negative.
    @usableFromInline
    var isValid: Bool { negativeCount == nil }

    /// Why the expectation cannot be checked, or `nil` if it can: counts cannot be negative.
    var invalidity: String? {
        negativeCount.map { FailureMessage.negativeCount($0, in: self) }
    }

    /// The negative count the expectation holds, which no number of calls can satisfy; `nil` when
    /// it holds none.
    var negativeCount: Int? {
        let count: Int
        switch self {
        case .exactly(let value), .atLeast(let value), .atMost(let value): count = value
        case .between(let range): count = range.lowerBound
        case .never, .once, .atLeastOnce: return nil
        }
        return count < 0 ? count : nil
    }

    /// The most calls the expectation accepts, or `nil` when it accepts any number above its
    /// least: a waiting verification of a count with an upper bound waits out its whole window,
    /// as a later call could still break it.
    @usableFromInline
    var upperBound: Int? {
        switch self {
        case .never: 0
        case .once: 1
        case .exactly(let value), .atMost(let value): value
        case .between(let range): range.upperBound
        case .atLeastOnce, .atLeast: nil
        }
    }

    /// The expectation as code, such as `CallCount.exactly(-1)`.
    var code: String {
        switch self {
        case .never: "CallCount.never"
        case .once: "CallCount.once"
        case .atLeastOnce: "CallCount.atLeastOnce"
        case .exactly(let value): "CallCount.exactly(\(value))"
        case .atLeast(let value): "CallCount.atLeast(\(value))"
        case .atMost(let value): "CallCount.atMost(\(value))"
        case .between(let range): "CallCount.between(\(range))"
        }
    }
}
