import Foundation
import Testing

@testable import Mocking

private final class API: @unchecked Sendable {
    @AsyncThrowingMock var userMock = { (id: Int) async throws -> User in
        guard id > 0 else { throw TestError(code: id) }
        return User(name: "#\(id)")
    }
    @AsyncThrowingMock var tokenMock: nonisolated(nonsending) (()) async throws -> String?
}

@Suite struct AsyncThrowingMockTests {
    @Test func aReturnedValueIsRecorded() async throws {
        let api = API()
        #expect(try await api.userMock(7) == User(name: "#7"))
        #expect(api.$userMock.usage.history[0].value == User(name: "#7"))
    }

    @Test func aThrownErrorIsRecordedAsAFailureAndRethrown() async {
        let api = API()
        await #expect(throws: TestError(code: -1)) { try await api.userMock(-1) }
        #expect(api.$userMock.usage.history[0].error as? TestError == TestError(code: -1))
        #expect(api.$userMock.wasCalled(with: -1))
    }

    @Test func assigningAClosureReplacesTheLoaderUntilReset() async throws {
        let api = API()
        api.userMock = { _ in User(name: "stub") }
        #expect(try await api.userMock(-5) == User(name: "stub"))
        api.$userMock.resetLoader()
        await #expect(throws: TestError.self) { try await api.userMock(-5) }
    }

    @Test func mocksDeclaredWithoutAClosureAnswerDefaultValues() async throws {
        let api = API()
        #expect(try await api.tokenMock(()) == nil)
        #expect(try await api.$tokenMock.getValue(()) == nil)
        #expect(api.$tokenMock.callCount == 2)
    }
}
