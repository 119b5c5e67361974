import Mocking

extension Arguments {
    /// A `(String, String)` context that `pairs(_:)` never holds, whose first element it does.
    public static let missingPair = ("user-7", "item-missing")

    /// `count` contexts of a two-argument call, such as `("user-7", "item-1007")`.
    public static func pairs(_ count: Int) -> [(String, String)] {
        (0..<count).map { ("user-\($0 % 1_000)", "item-\($0)") }
    }

    /// A mock that recorded `pairs(count)`.
    public static func pairMock(_ count: Int) -> Mock<(String, String), Void> {
        let mock = Mock<(String, String), Void>()
        for pair in pairs(count) { mock(pair) }
        return mock
    }

    /// The contexts of ten rules, which calls cycle through.
    public static let ruleCalls = (0..<10).map { ("user-\($0)", "item-\($0)") }

    /// `count` contexts of a two-argument call whose second argument is not `Equatable`, such as
    /// `("item-1007", Note(text: "user-7"))`: their first elements are the second elements of
    /// `pairs(count)`, so that `missingPair.1` matches none of them.
    public static func notedItems(_ count: Int) -> [(String, Note)] {
        pairs(count).map { ($0.1, Note(text: $0.0)) }
    }

    /// A mock that recorded `notedItems(count)`.
    public static func notedItemMock(_ count: Int) -> Mock<(String, Note), Void> {
        let mock = Mock<(String, Note), Void>()
        for item in notedItems(count) { mock(item) }
        return mock
    }
}

/// A value without `==`, as a closure is: element-wise matching takes `.any` or a predicate for it,
/// and a value or a literal for the arguments beside it.
public struct Note: Sendable {
    public let text: String
}

/// `wasCalled(with:)` through its parameter-pack overload, the one that serves tuples of any size
/// and that a mock of five or more arguments reaches, on a history the generated two-argument
/// overload also scans: the measure of what the generated overloads save. Inlinable, so that
/// both harnesses compile it in their own module, as a test would.
@inlinable
public func wasCalledThroughPack<each Element: Equatable>(
    _ mock: Mock<(repeat each Element), Void>, with element: repeat each Element
) -> Bool {
    mock.wasCalled(with: repeat each element)
}
