extension StubbableMock {
    /// Answers every later call with the failure `error`, for a mock of a member declared with
    /// typed throws.
    ///
    /// A member that throws `PaymentError` forwards to a mock answering a `Result`, whose `get()`
    /// throws the same type:
    ///
    /// ```swift
    /// func charge(_ amount: Int) throws(PaymentError) -> Receipt { try chargeMock(amount).get() }
    /// @Mock(returning: .success(.sample)) var chargeMock: (Int) -> Result<Receipt, PaymentError>
    ///
    /// gateway.$chargeMock.throws(.declined)
    /// ```
    ///
    /// An error of another type does not compile.
    public func `throws`<Success, Failure>(_ error: Failure)
    where Value == Result<Success, Failure> {
        returns(.failure(error))
    }

    /// Queues the failure `error` as the answer to one call; see ``returnsOnce(_:)``.
    public func throwsOnce<Success, Failure>(_ error: Failure)
    where Value == Result<Success, Failure> {
        returnsOnce(.failure(error))
    }
}

extension StubRule {
    /// Answers the matching calls with the failure `error`, for a mock of a member declared with
    /// typed throws.
    ///
    /// ```swift
    /// gateway.$chargeMock.when(0).throws(.invalidAmount)
    /// ```
    public func `throws`<Success, Failure>(_ error: Failure)
    where Mock.Value == Result<Success, Failure> {
        returns(.failure(error))
    }
}

extension Result: DefaultProvidable where Success: DefaultProvidable {
    /// `.success` of the success type's default value.
    public static var defaultValue: Result<Success, Failure> { .success(Success.defaultValue) }
}
