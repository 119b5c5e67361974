/// The `Mocking` type of a wrapper: one of the four loader wrappers (`Mock`, `ThrowingMock`,
/// `AsyncMock`, `AsyncThrowingMock`), their generic forms (`GenericMock`, …), or `PropertyMock`.
enum WrapperType: Equatable, Sendable {
    /// A wrapper of a closure that answers calls: `AsyncThrowingMock` when `isAsync` and
    /// `isThrowing`; `GenericAsyncThrowingMock` when `isGeneric` too.
    case loader(isAsync: Bool, isThrowing: Bool, isGeneric: Bool)
    /// `PropertyMock`, which gets and sets a value.
    case property
}
