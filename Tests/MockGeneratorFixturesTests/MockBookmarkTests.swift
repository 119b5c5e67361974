import Foundation
import Testing

@testable import MockGeneratorFixtures

/// The mock of a `Codable` class: its `init(from:)`, which the compiler writes `required`, is
/// declared again so, and decodes a mock.
@Suite struct MockBookmarkTests {
    @Test func aDecodedMockAnswersAsTheClassUntilStubbed() throws {
        let json = Data(#"{"title":"Swift"}"#.utf8)
        let bookmark = try JSONDecoder().decode(MockBookmark.self, from: json)
        #expect(bookmark.title == "Swift")
        #expect(bookmark.label() == "[Swift]")
        bookmark.$labelMock.returns("stubbed")
        #expect(bookmark.label() == "stubbed")
        bookmark.$labelMock.verifyCalled(.exactly(2))
    }

    @Test func aMockDecodedWithStubsAnswersAsStubbed() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[try #require(.stubbedLabel)] = "from stubs"
        let bookmark = try decoder.decode(StubbedBookmark.self, from: Data(#"{"title":"a"}"#.utf8))
        #expect(bookmark.mock.label() == "from stubs")
        #expect(bookmark.mock.title == "a")
    }
}

extension CodingUserInfoKey {
    fileprivate static let stubbedLabel = CodingUserInfoKey(rawValue: "stubbedLabel")
}

/// Decodes a `MockBookmark` through `init(from:stubbing:)`.
private struct StubbedBookmark: Decodable {
    let mock: MockBookmark

    init(from decoder: any Decoder) throws {
        let label = CodingUserInfoKey.stubbedLabel.flatMap { decoder.userInfo[$0] } as? String ?? ""
        mock = try MockBookmark(from: decoder) { stubs in stubs.$labelMock.returns(label) }
    }
}
