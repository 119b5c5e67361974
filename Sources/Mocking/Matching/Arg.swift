/// What one argument of a call must be for a rule or a verification to match it: anything, a
/// value, or a value that satisfies a predicate.
///
/// Arguments are matched one by one, so a test names only the ones it cares about:
///
/// ```swift
/// $chargeMock.when(.any, .value("visa")).returns(.approved)
/// #expect($copyMock.wasCalled(with: .value(source), .any))
/// $chargeMock.verifyCalled(.once, with: .any, .matching { $0 > 3 })
/// ```
///
/// ``any`` and ``matching(_:_:)`` work for arguments that are not `Equatable`, such as an attribute
/// dictionary `[FileAttributeKey: Any]?`. A mock whose arguments are all `Equatable` matches
/// ``any`` and ``value(_:)`` as fast as a loop written by hand.
public struct Arg<Value> {
    @usableFromInline
    enum Kind {
        case any
        case value
        case matching
    }

    @usableFromInline let kind: Kind
    /// The value of a ``value(_:)`` argument.
    @usableFromInline let expected: Value?
    /// The test of the argument: equality for ``value(_:)``, the predicate for ``matching(_:_:)``.
    @usableFromInline let test: ((Value) -> Bool)?
    /// What a ``matching(_:_:)`` predicate accepts, for failure messages.
    let label: String?

    @usableFromInline
    init(kind: Kind, expected: Value?, test: ((Value) -> Bool)?, label: String?) {
        self.kind = kind
        self.expected = expected
        self.test = test
        self.label = label
    }

    /// Any argument.
    public static var any: Arg {
        Arg(kind: .any, expected: nil, test: nil, label: nil)
    }

    /// An argument equal to `value`.
    @inlinable
    public static func value(_ value: Value) -> Arg where Value: Equatable {
        Arg(kind: .value, expected: value, test: { $0 == value }, label: nil)
    }

    /// An argument that satisfies `predicate`.
    ///
    /// - Parameters:
    ///   - description: What the predicate accepts, for failure messages, such as `"> 3"`.
    ///   - predicate: Decides which arguments match.
    public static func matching(
        _ description: String? = nil, _ predicate: @escaping (Value) -> Bool
    ) -> Arg {
        Arg(kind: .matching, expected: nil, test: predicate, label: description)
    }

    /// Returns whether `argument` matches.
    @inlinable
    public func matches(_ argument: Value) -> Bool {
        test?(argument) ?? true
    }
}
