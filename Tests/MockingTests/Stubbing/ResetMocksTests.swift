import Testing

@testable import Mocking

private class BaseFiles {
    @Mock var existsMock = { (_: String) -> Bool in false }
}

private final class Files: BaseFiles {
    @ThrowingMock var readMock = { (_: String) throws -> String in "live" }
    @PropertyMock var isReady = false
    @GenericMock var decodeMock
    let helperMock = AsyncMock<Int, Int>()
    let name = "not a mock"
}

@Suite struct ResetMocksTests {
    @Test func everyMockOfAnObjectReturnsToItsDeclaredState() async throws {
        let files = Files()
        files.$existsMock.returns(true)
        _ = files.existsMock("/a")
        files.$readMock.when("/a").returns("stub")
        files.$readMock.returnsOnce("once")
        _ = try files.readMock("/b")
        files.isReady = true
        let decoded: Int = files.decodeMock("1")
        #expect(decoded == 0)
        files.helperMock.returns(4)
        _ = await files.helperMock(1)

        #expect(resetMocks(of: files) == 5)

        #expect(files.$existsMock.callCount == 0)
        #expect(!files.existsMock("/a"))
        #expect(try files.readMock("/a") == "live")
        #expect(!files.isReady)
        #expect(files.$isReady.setValues.isEmpty)
        #expect(files.$decodeMock.callCount == 0)
        #expect(await files.helperMock(1) == 0)
    }
}
