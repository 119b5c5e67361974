import Foundation
import Testing

@testable import Mocking

private struct Invoice: Equatable {
    var id: Int
    static let sample = Invoice(id: 1)
}

private final class Gateway {
    @Mock(returning: .sample) var chargeMock: (Int) -> Invoice
    @ThrowingMock(returning: .sample) var refundMock: (Int) throws -> Invoice
    @AsyncMock(returning: .sample) var captureMock: nonisolated(nonsending) (Int) async -> Invoice
    @AsyncThrowingMock(returning: .sample) var voidMock:
        nonisolated(nonsending) (Int) async throws -> Invoice
    @Mock(.unimplemented) var quoteMock: (Int) -> Invoice
    @ThrowingMock(.unimplemented) var lookupMock: (Int) throws -> Invoice
    @AsyncThrowingMock(.unimplemented) var fetchMock:
        nonisolated(nonsending) (Int) async throws -> Invoice
}

@Suite struct MockDefaultTests {
    @Test func returningNamesTheDefaultAnswer() async throws {
        let gateway = Gateway()
        #expect(gateway.chargeMock(3) == .sample)
        #expect(try gateway.refundMock(3) == .sample)
        #expect(await gateway.captureMock(3) == .sample)
        #expect(try await gateway.voidMock(3) == .sample)
        gateway.$chargeMock.returns(Invoice(id: 2))
        #expect(gateway.chargeMock(3).id == 2)
        gateway.$chargeMock.resetLoader()
        #expect(gateway.chargeMock(3) == .sample)
    }

    @Test func aStubbedUnimplementedMockAnswersTheStub() async throws {
        let gateway = Gateway()
        gateway.$quoteMock.returns(Invoice(id: 5))
        gateway.$fetchMock.when(1).returns(Invoice(id: 6))
        #expect(gateway.quoteMock(1).id == 5)
        #expect(try await gateway.fetchMock(1).id == 6)
    }

    @Test func anUnstubbedThrowingMockThrowsItsMessageAndRecordsNothingMore() async {
        let gateway = Gateway()
        // Outside `withKnownIssue`: an issue recorded by the mock would fail this test.
        let error = #expect(throws: UnimplementedMockError.self) {
            try gateway.lookupMock(4)
        }
        #expect(error?.mockName == "Gateway.lookupMock")
        #expect(error?.call == "lookupMock(4)")
        #expect(
            error?.description == """
                Expected Gateway.lookupMock to be stubbed before it is called, as it has no \
                default answer, but lookupMock(4) was not. Stub it with returns(_:), when(_:) or \
                an assigned closure.
                """)
        #expect(gateway.$lookupMock.usage.history.first?.error is UnimplementedMockError)
        await #expect(throws: UnimplementedMockError.self) {
            try await gateway.fetchMock(2)
        }
    }

    @Test func theErrorOfAnUnstubbedThrowingMockIsTheTestsOneIssue() throws {
        try withKnownIssue {
            _ = try Gateway().lookupMock(4)
        } matching: { issue in
            issue.error is UnimplementedMockError
        }
    }

    @Test func anUnstubbedNonThrowingMockStopsTheProcessAfterTheIssue() async {
        await withKnownIssue {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                _ = Gateway().quoteMock(4)
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains("but quoteMock(4) was not"))
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected Gateway.quoteMock to be stubbed before it is called, as it has no default \
                answer, but quoteMock(4) was not. Stub it with returns(_:), when(_:) or an \
                assigned closure.
                """
        }
    }

    @Test func mocksInConstantsAreCalledLikeFunctions() async throws {
        let count = Mock<String, Int>()
        let load = ThrowingMock<Int, String>(returning: "x")
        let fetch = AsyncMock<Int, Int>()
        let download = AsyncThrowingMock<Int, Int>()
        #expect(count("a") == 0)
        #expect(try load(1) == "x")
        #expect(await fetch(1) == 0)
        #expect(try await download(1) == 0)
        count.verifyCalled(.once, with: "a")
    }
}
