import Foundation
import MockGeneratorFixtures
import Testing

@Suite struct MockFetcherTests {
    @Test func overloadsHaveTheirOwnMocks() async throws {
        let fetcher = MockFetcher()
        let url = try #require(URL(string: "https://example.invalid/a"))
        fetcher.$fetchIdMock.returns("by id")
        fetcher.$fetchNameMock.returns("by name")
        fetcher.$fetchURLMock.returns(Data("url".utf8))
        fetcher.$fetchStringMock.returns(Data("path".utf8))

        #expect(fetcher.fetch(id: 1) == "by id")
        #expect(fetcher.fetch(name: "a") == "by name")
        #expect(try await fetcher.fetch(url) == Data("url".utf8))
        #expect(try await fetcher.fetch("/a") == Data("path".utf8))

        fetcher.$fetchIdMock.verifyCalled(.once, with: 1)
        fetcher.$fetchNameMock.verifyCalled(.once, with: "a")
        fetcher.$fetchURLMock.verifyCalled(.once, with: url)
        fetcher.$fetchStringMock.verifyCalled(.once, with: "/a")
    }
}
