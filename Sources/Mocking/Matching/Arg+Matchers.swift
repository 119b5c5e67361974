/// The matchers tests reach for beyond a value and a predicate: an optional that is not `nil`,
/// collections by count, content or every element, and arguments combined with `or`, `and` and
/// `not`. Each has a label, which a failure message shows as the argument looked for:
///
/// ```swift
/// $sendMock.when(.notNil).returns(true)
/// $uploadMock.verifyCalled(.once, with: .count(3))
/// $tagMock.verifyCalled(with: .contains("urgent"), .value(1).or(2))
/// $scoreMock.when(.every(.matching("> 0") { $0 > 0 })).returns(.valid)
/// ```
///
/// A matcher that takes an argument of the element (``contains(_:)``, ``every(_:)``) takes any
/// `Arg` of it: a literal, `.value(x)`, `.matching { … }`, or another combinator.
extension Arg {
    /// An argument that this one or `other` matches: `.value(1).or(2)`, shown as `1 or 2`.
    public func or(_ other: Arg) -> Arg {
        Arg.described("\(phrase) or \(other.phrase)") { self.matches($0) || other.matches($0) }
    }

    /// An argument that this one and `other` both match:
    /// `.matching("> 0") { $0 > 0 }.and(.not(7))`, shown as `> 0 and not 7`.
    public func and(_ other: Arg) -> Arg {
        Arg.described("\(phrase) and \(other.phrase)") { self.matches($0) && other.matches($0) }
    }

    /// An argument that `argument` does not match: `.not("guest")`, shown as `not "guest"`.
    public static func not(_ argument: Arg) -> Arg {
        described("not \(argument.phrase)") { !argument.matches($0) }
    }

    /// A predicate labelled by `description` whole.
    static func described(_ description: String, _ predicate: @escaping (Value) -> Bool) -> Arg {
        Arg(kind: .described, expected: nil, test: predicate, label: description)
    }
}

extension Arg where Value: _OptionalArgument {
    /// An optional argument that is not `nil`, whatever it wraps, `Equatable` or not: Cuckoo's
    /// and Mockingbird's `notNil()`. (``any`` matches `nil` too.)
    public static var notNil: Arg {
        described("not nil") { !Value._isNil($0) }
    }
}

extension Arg where Value: Collection {
    /// A collection argument of `count` elements: `.count(3)`, shown as `3 elements`.
    public static func count(_ count: Int) -> Arg {
        described("\(count) element\(count == 1 ? "" : "s")") { $0.count == count }
    }

    /// A collection argument with no element.
    public static var isEmpty: Arg {
        described("empty") { $0.isEmpty }
    }

    /// A collection argument one of whose elements `element` matches: `.contains("urgent")`,
    /// `.contains(.matching("> 9") { $0 > 9 })`, shown as `containing "urgent"`.
    public static func contains(_ element: Arg<Value.Element>) -> Arg {
        described("containing \(element.phrase)") { $0.contains(where: element.matches) }
    }

    /// A collection argument every element of which `element` matches (an empty one too):
    /// `.every(.matching("> 0") { $0 > 0 })`, shown as `every element > 0`; `.every(1)`, as
    /// `every element equal to 1`.
    public static func every(_ element: Arg<Value.Element>) -> Arg {
        let phrase = element.kind == .value ? "equal to \(element.phrase)" : element.phrase
        return described("every element \(phrase)") { $0.allSatisfy(element.matches) }
    }
}
