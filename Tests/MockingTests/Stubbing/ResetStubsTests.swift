import Testing

@testable import Mocking

private final class MockShelf: @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.
    @Mock var countMock = { (_: String) -> Int in 1 }
    @ThrowingMock var readMock = { (_: Int) throws -> String in "live" }
    @AsyncMock var syncMock: nonisolated(nonsending) (Int) async -> Bool
    @PropertyMock var title = "draft"
    @GenericMock var decodeMock
}

private struct ShelfError: Error, Equatable {}

@Suite struct ResetStubsTests {
    @Test func removesTheStubsOfEveryMockAndKeepsTheirCalls() async throws {
        let shelf = MockShelf()
        shelf.$countMock.returns(7)
        shelf.$countMock.when("b").returnsOnce(8)
        shelf.$readMock.when(2).throws(ShelfError())
        shelf.$readMock.returnsOnce("queued")
        shelf.$syncMock.returns(true)
        shelf.$title.returns("stubbed")
        shelf.$decodeMock.for(String.self, returning: Int.self).returns(42)
        #expect(shelf.countMock("a") == 7)
        #expect(throws: ShelfError()) { try shelf.readMock(2) }
        #expect(await shelf.syncMock(1))
        shelf.title = "final"
        #expect(shelf.title == "stubbed")
        let decoded: Int = shelf.decodeMock("1")
        #expect(decoded == 42)

        #expect(resetStubs(of: shelf) == 5)

        #expect(shelf.countMock("b") == 1)
        #expect(try shelf.readMock(2) == "live")
        #expect(await shelf.syncMock(1) == false)
        #expect(shelf.title == "final", "the property keeps the value set")
        let undecoded: Int = shelf.decodeMock("1")
        #expect(undecoded == 0)
        shelf.$countMock.verifyCalled(.exactly(2))
        #expect(shelf.$readMock.callCount == 2)
        #expect(shelf.$syncMock.callCount == 2)
        #expect(shelf.$title.getCount == 2)
        #expect(shelf.$title.setValues == ["final"])
        #expect(shelf.$decodeMock.callCount == 2)
    }

    @Test func aWrappersResetStubsKeepsItsStrictness() {
        let shelf = MockShelf()
        setStrict(true, of: shelf.$countMock)
        shelf.$countMock.returns(3)
        shelf.$countMock.resetStubs()
        withKnownIssue {
            _ = shelf.countMock("a")
        } matching: { issue in
            comments(of: issue, contain: "countMock(\"a\") was answered by its default loader")
        }
    }
}
