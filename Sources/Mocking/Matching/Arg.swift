/// What one argument of a call must be for a rule or a verification to match it: anything, a
/// value, or a value that satisfies a predicate.
///
/// Arguments are matched one by one, so a test names only the ones it cares about:
///
/// ```swift
/// $chargeMock.when(.any, "visa").returns(.approved)
/// #expect($copyMock.wasCalled(with: .value(source), .any))
/// $chargeMock.verifyCalled(.once, with: .any, .matching { $0 > 3 })
/// ```
///
/// A literal is the ``value(_:)`` of itself: `"visa"`, `42`, `0.5`, `true`, `nil` for an optional
/// argument, an array literal for an array and a dictionary literal for a dictionary. A value that
/// is not a literal, such as `source` above, is written `.value(source)`: Swift converts only
/// literals, and the compiler's error says so ("write a value beside a matcher as .value(x)").
/// So is a literal other than `nil` for an optional argument, and every literal of a mock of five
/// arguments or more.
///
/// ``any`` and ``matching(_:_:)`` work for arguments that are not `Equatable`, such as a
/// completion handler or an attribute dictionary `[FileAttributeKey: Any]?`, and the arguments
/// beside them still take literals; `nil` matches such an optional when it is absent:
///
/// ```swift
/// $notifyMock.verifyCalled(.once, with: "ann", "2 new", .any)   // a closure third
/// ```
///
/// A mock whose arguments are all `Equatable` matches ``any`` and ``value(_:)`` as fast as a loop
/// written by hand; beside an argument that is not, each ``value(_:)`` compares through a closure.
/// A failure shows a ``matching(_:_:)`` argument by its label, `matching over 9`, or else as
/// `a value matching the predicate`.
public struct Arg<Value> {
    @usableFromInline
    enum Kind {
        case any
        case value
        case matching
        /// A predicate whose label describes it whole, without "matching": ``notNil``, the
        /// collection matchers and the combinators.
        case described
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

extension Arg: ExpressibleByUnicodeScalarLiteral
where Value: ExpressibleByUnicodeScalarLiteral & Equatable {
    /// An argument equal to the literal, as ``value(_:)`` makes it.
    @inlinable
    public init(unicodeScalarLiteral value: Value.UnicodeScalarLiteralType) {
        self = .value(Value(unicodeScalarLiteral: value))
    }
}

extension Arg: ExpressibleByExtendedGraphemeClusterLiteral
where Value: ExpressibleByExtendedGraphemeClusterLiteral & Equatable {
    /// An argument equal to the literal, as ``value(_:)`` makes it.
    @inlinable
    public init(extendedGraphemeClusterLiteral value: Value.ExtendedGraphemeClusterLiteralType) {
        self = .value(Value(extendedGraphemeClusterLiteral: value))
    }
}

extension Arg: ExpressibleByStringLiteral where Value: ExpressibleByStringLiteral & Equatable {
    /// An argument equal to the string literal, as ``value(_:)`` makes it:
    /// `verifyCalled(.once, with: .any, "products")`.
    @inlinable
    public init(stringLiteral value: Value.StringLiteralType) {
        self = .value(Value(stringLiteral: value))
    }
}

extension Arg: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral & Equatable {
    /// An argument equal to the integer literal, as ``value(_:)`` makes it:
    /// `wasCalled(with: 42, .any)`.
    @inlinable
    public init(integerLiteral value: Value.IntegerLiteralType) {
        self = .value(Value(integerLiteral: value))
    }
}

extension Arg: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral & Equatable {
    /// An argument equal to the floating-point literal, as ``value(_:)`` makes it.
    @inlinable
    public init(floatLiteral value: Value.FloatLiteralType) {
        self = .value(Value(floatLiteral: value))
    }
}

extension Arg: ExpressibleByBooleanLiteral where Value: ExpressibleByBooleanLiteral & Equatable {
    /// An argument equal to `true` or `false`, as ``value(_:)`` makes it.
    @inlinable
    public init(booleanLiteral value: Value.BooleanLiteralType) {
        self = .value(Value(booleanLiteral: value))
    }
}

extension Arg: ExpressibleByNilLiteral where Value: _OptionalArgument {
    /// An argument equal to `nil`, for an optional argument: `wasCalled(with: nil, .any)`.
    ///
    /// The wrapped type need not be `Equatable`: `nil` matches an absent attribute dictionary
    /// `[FileAttributeKey: Any]?` too.
    @inlinable
    public init(nilLiteral: ()) {
        self.init(
            kind: .value, expected: Value(nilLiteral: ()), test: { Value._isNil($0) }, label: nil)
    }
}

/// Not API: `Optional`, whose `nil` an ``Arg`` written `nil` matches, whatever the wrapped type.
public protocol _OptionalArgument: ExpressibleByNilLiteral {
    /// Not API: whether `value` is `nil`.
    static func _isNil(_ value: Self) -> Bool
}

extension Optional: _OptionalArgument {
    /// Not API: whether `value` is `nil`.
    public static func _isNil(_ value: Self) -> Bool {
        value == nil
    }
}

extension Arg: ExpressibleByArrayLiteral
where Value: RangeReplaceableCollection & ExpressibleByArrayLiteral & Equatable {
    /// An argument equal to the array literal, as ``value(_:)`` makes it:
    /// `wasCalled(with: ["a", "b"], .any)`.
    @inlinable
    public init(arrayLiteral elements: Value.Element...) {
        self = .value(Value(elements))
    }
}

extension Arg: ExpressibleByDictionaryLiteral
where Value: ExpressibleByDictionaryLiteral & Equatable, Value.Key: Hashable {
    /// An argument equal to the dictionary literal, as ``value(_:)`` makes it, for a `Dictionary`
    /// argument: `wasCalled(with: ["id": 1], .any)`.
    ///
    /// For another type that dictionary literals express, write `.value(…)`: this argument then
    /// matches nothing, and a failure message shows the literal.
    public init(dictionaryLiteral elements: (Value.Key, Value.Value)...) {
        let dictionary = [Value.Key: Value.Value](elements, uniquingKeysWith: { _, last in last })
        if let value = dictionary as? Value {
            self = .value(value)
        } else {
            self = .matching(describe(dictionary)) { _ in false }
        }
    }
}
