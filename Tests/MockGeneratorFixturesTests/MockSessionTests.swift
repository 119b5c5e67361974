import Foundation
import Testing

@testable import MockGeneratorFixtures

@Suite struct MockSessionTests {
    @Test func initializersAreRecordedPerTest() throws {
        _ = MockSession(token: "secret")
        MockSession.initTokenMock.verifyCalled(.once, with: "secret")
        let url = try #require(URL(string: "https://example.invalid"))
        #expect(MockSession(url: url) != nil)
        MockSession.initUrlMock.returns(false)
        #expect(MockSession(url: url) == nil)
        MockSession.initConfigurationMock.throws(CancellationError())
        #expect(throws: CancellationError.self) { try MockSession(configuration: [:]) }
        MockSession.initUrlMock.verifyCalled(.exactly(2))
    }

    @Test func staticMembersAreRecordedPerTest() async throws {
        let date = Date(timeIntervalSince1970: 60)
        MockSession.nowMock.returns(date)
        #expect(MockSession.now() == date)
        MockSession.version = "2.0"
        #expect(MockSession.version == "2.0")
        #expect(MockSession.versionMock.wasSet(to: "2.0"))
        MockSession.uptimeMock.returns(12)
        #expect(await MockSession.uptime == 12)
        MockSession.openMock.when(3).returns(30)
        #expect(try await MockSession.open(id: 3) == 30)
        MockSession.nowMock.verifyCalled(.once)
        MockSession.openMock.verifyCalled(.once, with: 3)
    }

    @Test func anotherTestSeesNoneOfThoseCalls() {
        MockSession.nowMock.verifyNeverCalled()
        #expect(MockSession.version == "")
    }
}
