import Testing

@testable import Mocking

private enum PaymentError: Error, Equatable {
    case declined
    case invalidAmount
}

private protocol Payments {
    func charge(_ amount: Int) throws(PaymentError) -> String
    func cancel() async throws(PaymentError)
    func void(_ receipt: String) throws(PaymentError)
    func refund(_ receipt: String) async throws(PaymentError)
}

private final class MockPayments: Payments {
    func charge(_ amount: Int) throws(PaymentError) -> String { try chargeMock(amount).get() }
    @Mock var chargeMock: (Int) -> Result<String, PaymentError>

    func cancel() async throws(PaymentError) { try await cancelMock(()).get() }
    @AsyncMock(returning: .success(())) var cancelMock:
        nonisolated(nonsending) (()) async -> Result<Void, PaymentError>

    func void(_ receipt: String) throws(PaymentError) { try voidMock(receipt).get() }
    @Mock var voidMock: (String) -> Result<Void, PaymentError>

    func refund(_ receipt: String) async throws(PaymentError) {
        try await refundMock(receipt).get()
    }
    @AsyncMock var refundMock: nonisolated(nonsending) (String) async -> Result<Void, PaymentError>
}

/// Mocks answering a `Result` without a success value, declared without `returning:`, of the two
/// kinds the other tests do not declare.
private final class MockRefunds {
    @ThrowingMock var undoMock: (String) throws -> Result<Void, PaymentError>
    @AsyncThrowingMock(strict: true) var settleMock:
        nonisolated(nonsending) (Int) async throws -> Result<(), PaymentError>
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

    @Test func aResultWithoutASuccessValueSucceedsUntilStubbed() async {
        let payments = MockPayments()
        #expect(throws: Never.self) { try payments.void("r1") }
        await #expect(throws: Never.self) { try await payments.refund("r1") }
        payments.$voidMock.throws(.declined)
        #expect(throws: PaymentError.declined) { try payments.void("r2") }
        payments.$refundMock.when("r3").throws(.invalidAmount)
        await #expect(throws: PaymentError.invalidAmount) { try await payments.refund("r3") }
        await #expect(throws: Never.self) { try await payments.refund("r4") }
        payments.$voidMock.verifyCalled(.exactly(2))
        payments.$refundMock.verifyCalled(.once, with: "r4")
    }

    @Test func everyKindOfMockOfAResultWithoutASuccessValueHasADefault() async throws {
        let refunds = MockRefunds()
        #expect(throws: Never.self) { try refunds.undoMock("a").get() }
        refunds.$undoMock.throws(TestError(code: 2))
        #expect(throws: TestError(code: 2)) { try refunds.undoMock("a") }
        await withKnownIssue {
            await #expect(throws: Never.self) { try await refunds.settleMock(1).get() }
        } matching: { issue in
            comments(
                of: issue, contain: "Expected every call to the strict mock MockRefunds.settleMock")
        }
        refunds.$undoMock.verifyCalled(.exactly(2))
        refunds.$settleMock.verifyCalled(.once, with: 1)
    }

    @Test func aResultOfADefaultProvidableValueHasADefault() {
        #expect(Result<Int, PaymentError>.defaultValue == .success(0))
        #expect((try? MockPayments().charge(1)) == "")
    }
}
