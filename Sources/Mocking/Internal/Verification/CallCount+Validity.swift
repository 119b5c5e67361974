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
