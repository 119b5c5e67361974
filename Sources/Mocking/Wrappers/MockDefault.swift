/// What a mock answers when no test stubbed it, for value types without a default value.
///
/// ```swift
/// @Mock(.unimplemented) var chargeMock: (Int) -> Receipt
/// @PropertyMock(.unimplemented) var currentUser: User
/// ```
public enum MockDefault: Sendable, Hashable {
    /// Nothing: a call that no test stubbed fails with a message naming the call.
    ///
    /// A throwing mock throws it as an ``UnimplementedMockError``, which the test records when the
    /// error reaches it; any other mock records it as a test issue, then stops the process, having
    /// no value to return. Stub such a mock before the code under test calls it.
    ///
    /// A type that is ``DefaultProvidable`` after all, by a conformance the declaration does not
    /// see (one a test target adds to a type of the module it tests), is found when the mock is
    /// made, and its ``DefaultProvidable/defaultValue`` answers instead.
    case unimplemented
}
