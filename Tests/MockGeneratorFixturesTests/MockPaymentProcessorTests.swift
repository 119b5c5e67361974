import Foundation
import Testing

@testable import MockGeneratorFixtures

@Suite struct MockPaymentProcessorTests {
    @Test func typedThrowsAnswerAResult() async throws {
        let payments = MockPaymentProcessor()
        payments.$chargeMock.returns(.success(Receipt(amount: 5)))
        #expect(try payments.charge(5) == Receipt(amount: 5))
        payments.$chargeMock.throws(.declined)
        #expect(throws: PaymentError.declined) { try payments.charge(6) }
        #expect(try payments.authorize(1) == false)
        try await payments.refund(3)
        payments.$refundMock.throwsOnce(.offline)
        await #expect(throws: PaymentError.offline) { try await payments.refund(4) }
        payments.$chargeMock.verifyCalled(.exactly(2))
        payments.$refundMock.verifyCalled(with: 4)
    }

    @Test func inoutArgumentsAreRecordedAndWrittenBack() {
        let payments = MockPaymentProcessor()
        var price: Decimal = 10
        #expect(payments.adjust(&price) == false)
        #expect(price == 10)
        payments.adjustMock = { price in (price * 2, true) }
        #expect(payments.adjust(&price))
        #expect(price == 20)
        var text = "  Hello "
        payments.$normalizeMock.returns("hello")
        payments.normalize(&text)
        #expect(text == "hello")
        payments.$adjustMock.verifyCalled(.exactly(2))
        payments.$normalizeMock.verifyCalled(.once, with: "  Hello ")
    }

    @Test func nonEscapingClosuresArePassedToTheAnswer() async throws {
        let payments = MockPaymentProcessor()
        var ran = 0
        payments.withTransaction { ran += 1 }
        payments.perform { ran += 1 }
        #expect(ran == 2)
        #expect(payments.map([1, 2]) { "\($0)" } == [])
        payments.$mapMock.returns { transform in [transform(7)] }
        #expect(payments.map([1]) { "#\($0)" } == ["#7"])
        #expect(try await payments.run { 42 } == 42)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try payments.withTransaction { throw Failure() } }
        payments.$withTransactionMock.verifyCalled(.exactly(2))
        payments.$mapMock.verifyCalled(with: [1])
        payments.$runMock.verifyCalled(.once)
    }

    @Test func escapingClosuresAndVariadicsAreRecorded() throws {
        let payments = MockPaymentProcessor()
        let received = LockedReceipts()
        payments.onCompletion { received.append($0) }
        let handler = try #require(payments.$onCompletionMock.usage.contexts.first)
        handler(.success(Receipt(amount: 1)))
        #expect(received.all == [.success(Receipt(amount: 1))])

        payments.lookUpMock = { context in context.1(Receipt(amount: context.0)) }
        var found: Receipt?
        payments.lookUp(9) { found = $0 }
        #expect(found == Receipt(amount: 9))

        payments.log("a", "b", level: 2)
        payments.$logMock.verifyCalled(.once, with: ["a", "b"], 2)
        payments.$lookUpMock.verifyCalled(.once)
    }
}

/// Receipts a `@Sendable` handler collects.
private final class LockedReceipts: @unchecked Sendable {
    // NB: `receipts` is only read and written under `lock`.
    private let lock = NSLock()
    private var receipts: [Result<Receipt, PaymentError>] = []

    var all: [Result<Receipt, PaymentError>] { lock.withLock { receipts } }

    func append(_ receipt: Result<Receipt, PaymentError>) {
        lock.withLock { receipts.append(receipt) }
    }
}
