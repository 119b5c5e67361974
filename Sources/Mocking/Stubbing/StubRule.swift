/// A rule that answers the calls it matches, started with `when` on a mock's projection.
///
/// Finish it with one answer:
///
/// ```swift
/// $userMock.when(42).returns(User(name: "Ann"))
/// $userMock.when(0).throws(APIError.notFound)
/// $userMock.when { $0 < 0 }.then { id in User(name: "#\(id)") }
/// ```
///
/// A rule takes effect once finished. When several rules match a call, the latest one answers.
public struct StubRule<Mock: StubbableMock> {
    @usableFromInline let install: (Mock.Loader) -> Void

    @inlinable
    init<Matcher: ContextMatching>(mock: Mock, matcher: Matcher)
    where Matcher.Context == Mock.Context {
        install = { loader in mock._state.addRule(matcher, loader: loader) }
    }

    /// Answers the matching calls with `value`.
    public func returns(_ value: Mock.Value) {
        install(Mock._loader(returning: value))
    }

    /// Answers the matching calls by running `body` with their context.
    ///
    /// - Parameter body: A closure of the mock's loader type.
    public func then(_ body: Mock.Loader) {
        install(body)
    }
}

extension StubRule where Mock: ThrowingStubbableMock {
    /// Throws `error` from the matching calls.
    public func `throws`(_ error: any Error) {
        install(Mock._loader(throwing: error))
    }
}
