/// How many calls a verification expects.
///
/// ```swift
/// $fetchMock.verifyCalled(.exactly(2))
/// $fetchMock.verifyCalled(2)               // the same: an integer literal means exactly
/// $fetchMock.verifyCalled(.atMost(1), with: 3)
/// ```
public enum CallCount: Sendable, Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// No call at all.
    case never
    /// Exactly one call.
    case once
    /// One call or more.
    case atLeastOnce
    /// Exactly `n` calls.
    case exactly(Int)
    /// `n` calls or more.
    case atLeast(Int)
    /// `n` calls or fewer.
    case atMost(Int)
    /// A number of calls within `range`, such as `.between(2...4)`.
    case between(ClosedRange<Int>)

    /// Creates `.exactly(value)`.
    public init(integerLiteral value: Int) {
        self = .exactly(value)
    }

    /// Returns whether `count` calls satisfy this expectation.
    public func contains(_ count: Int) -> Bool {
        switch self {
        case .never: count == 0
        case .once: count == 1
        case .atLeastOnce: count >= 1
        case .exactly(let expected): count == expected
        case .atLeast(let minimum): count >= minimum
        case .atMost(let maximum): count <= maximum
        case .between(let range): range.contains(count)
        }
    }

    /// The expectation in words, such as `exactly 2 times` or `at least once`.
    public var description: String {
        switch self {
        case .never: "never"
        case .once: "exactly once"
        case .atLeastOnce: "at least once"
        case .exactly(let expected): "exactly \(times(expected))"
        case .atLeast(let minimum): "at least \(times(minimum))"
        case .atMost(let maximum): "at most \(times(maximum))"
        case .between(let range): "between \(range.lowerBound) and \(times(range.upperBound))"
        }
    }
}
