import Foundation
import Testing

@testable import Mocking

private final class Remover {
    @ThrowingMock var removeMock = { (path: String) throws in
        if path.isEmpty { throw TestError(code: 404) }
    }
    @ThrowingMock var sizeMock: (String) throws -> Int
    @ThrowingMock var wipeMock: (()) throws -> Void
}

@Suite struct ThrowingMockTests {
    @Test func aThrownErrorIsRecordedAsAFailureAndRethrown() {
        let remover = Remover()
        #expect(throws: TestError(code: 404)) { try remover.removeMock("") }
        let entry = remover.$removeMock.usage.history[0]
        #expect(entry.context == "")
        #expect(entry.error as? TestError == TestError(code: 404))
        #expect(entry.value == nil)
    }

    @Test func aReturnedValueIsRecordedAsASuccess() throws {
        let remover = Remover()
        try remover.removeMock("/tmp/x")
        #expect(remover.$removeMock.usage.history[0].value != nil)
        #expect(remover.$removeMock.usage.history[0].error == nil)
    }

    @Test func assigningAThrowingClosureReplacesTheLoader() {
        let remover = Remover()
        remover.removeMock = { _ in throw TestError(code: 7) }
        #expect(throws: TestError(code: 7)) { try remover.removeMock("/a") }
        remover.$removeMock.resetLoader()
        #expect(throws: Never.self) { try remover.removeMock("/a") }
    }

    @Test func mocksDeclaredWithoutAClosureAnswerDefaultValues() throws {
        let remover = Remover()
        #expect(try remover.sizeMock("x") == 0)
        try remover.wipeMock(())
        #expect(remover.$wipeMock.wasCalled)
    }

    @Test func getValueRecordsLikeTheWrappedProperty() throws {
        let mock = ThrowingMock(wrappedValue: { (x: Int) throws -> Int in x + 1 })
        #expect(try mock.getValue(1) == 2)
        #expect(mock.usage.contexts == [1])
        #expect(mock.projectedValue === mock)
    }
}
