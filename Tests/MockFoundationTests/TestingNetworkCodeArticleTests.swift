// The samples of TestingNetworkCode.md, compiled and run. DocumentationSyncTests checks they stay
// identical.

import Foundation
import MockFoundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct StatusClient {
    let session: any URLSessionable
    let baseURL: URL

    func status() async throws -> String {
        let url = baseURL.appendingPathComponent("status")
        let (data, response) = try await session.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func post(_ message: String) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("messages"))
        request.httpMethod = "POST"
        _ = try await session.upload(for: request, from: Data(message.utf8))
    }
}

@Test func readsTheStatus() async throws {
    let base = try #require(URL(string: "https://api.example.invalid"))
    let session = MockURLSession()
    session.answer(base.appendingPathComponent("status"), with: Data("green".utf8))

    #expect(try await StatusClient(session: session, baseURL: base).status() == "green")
}

@Test func failsOnAServerError() async throws {
    let base = try #require(URL(string: "https://api.example.invalid"))
    let session = MockURLSession()
    session.answer(base.appendingPathComponent("status"), statusCode: 503)

    await #expect(throws: URLError.self) {
        try await StatusClient(session: session, baseURL: base).status()
    }
}

@Test func postsTheMessage() async throws {
    let base = try #require(URL(string: "https://api.example.invalid"))
    let session = MockURLSession()
    session.answer(where: { $0.httpMethod == "POST" }, statusCode: 201)

    try await StatusClient(session: session, baseURL: base).post("hello")

    session.$uploadMock.verifyCalled(.once, where: { $0.1 == Data("hello".utf8) })
    #expect(session.requests.map(\.httpMethod) == ["POST"])
}

@Test func unansweredRequestsAreRefused() async throws {
    let base = try #require(URL(string: "https://api.example.invalid"))
    let session = MockURLSession()
    await #expect(throws: URLError.self) {
        try await StatusClient(session: session, baseURL: base).status()
    }

    session.dataFromURLMock = { _ in throw URLError(.timedOut) }
    await #expect(throws: URLError(.timedOut)) {
        try await StatusClient(session: session, baseURL: base).status()
    }
}
