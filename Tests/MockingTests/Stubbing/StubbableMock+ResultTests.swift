import Testing

@testable import Mocking

private enum PaymentError: Error, Equatable {
    case declined
    case invalidAmount
}

private protocol Payments {
    func charge(_ amount: Int) throws(PaymentError) -> String
    func cancel() async throws(PaymentError)
}

private final class MockPayments: Payments {
    func charge(_ amount: Int) throws(PaymentError) -> String { try chargeMock(amount).get() }
    @Mock var chargeMock: (Int) -> Result<String, PaymentError>

    func cancel() async throws(PaymentError) { try await cancelMock(()).get() }
    @AsyncMock(returning: .success(())) var cancelMock: (()) async -> Result<Void, PaymentError>
}

@Suite struct TypedThrowsTests {
    @Test func aResultMockForwardsTypedErrors() async {
        let payments = MockPayments()
        #expect(throws: Never.self) { try payments.charge(1) }
        payments.$chargeMock.throws(.declined)
        #expect(throws: PaymentError.declined) { try payments.charge(1) }
        payments.$chargeMock.throwsOnce(.invalidAmount)
        #expect(throws: PaymentError.invalidAmount) { try payments.charge(1) }
        #expect(throws: PaymentError.declined) { try payments.charge(1) }
        payments.$cancelMock.throws(.declined)
        await #expect(throws: PaymentError.declined) { try await payments.cancel() }
    }

    @Test func rulesThrowTypedErrors() {
        let payments = MockPayments()
        payments.$chargeMock.when(0).throws(.invalidAmount)
        payments.$chargeMock.returns(.success("ok"))
        #expect(throws: PaymentError.invalidAmount) { try payments.charge(0) }
        #expect((try? payments.charge(5)) == "ok")
        #expect(payments.$chargeMock.usage.history.map(\.context) == [0, 5])
    }

    @Test func aResultOfADefaultProvidableValueHasADefault() {
        #expect(Result<Int, PaymentError>.defaultValue == .success(0))
        #expect((try? MockPayments().charge(1)) == "")
    }
}
