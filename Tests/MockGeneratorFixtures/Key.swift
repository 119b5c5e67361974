/// Associated types whose default is the conforming type itself (issue 27's `Key`, as
/// dependency-injection libraries declare their keys): the mock is its own `Value`, and so
/// `@unchecked Sendable` where `Value` must be `Sendable` (its state is behind locks); where the
/// default asks what a mock does not have (`Tag: Hashable = Self`), the mock is generic over it.
protocol Key {
    associatedtype Value: Sendable = Self
    static var name: String { get }
    func describe(_ value: Value) -> String
}

/// A key whose `Value` is a `String`, the live instance a spy of ``Key`` forwards to.
struct NameKey: Key {
    typealias Value = String
    static var name: String { "name" }

    func describe(_ value: String) -> String {
        "name=\(value)"
    }
}

/// An associated type whose default, the conforming type, must be `Hashable`.
protocol SelfTagged {
    associatedtype Tag: Hashable = Self
    var tag: Tag { get }
}

/// A value tagged with a number, the live instance a spy of ``SelfTagged`` forwards to.
struct Numbered: SelfTagged {
    var tag: Int
}
