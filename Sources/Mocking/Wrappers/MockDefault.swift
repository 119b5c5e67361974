/// What a mock answers when no test stubbed it, for value types without a default value.
///
/// ```swift
/// @Mock(.unimplemented) var chargeMock: (Int) -> Receipt
/// @PropertyMock(.unimplemented) var currentUser: User
/// ```
public enum MockDefault: Sendable, Hashable {
    /// Nothing: a call that no test stubbed records a test issue naming the call.
    ///
    /// Then a throwing mock throws ``UnimplementedMockError``; any other mock stops the process,
    /// having no value to return. Stub such a mock before the code under test calls it.
    case unimplemented
}
