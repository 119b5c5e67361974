import Foundation
import Testing

@testable import MockFoundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `MockURLSession` answers from canned answers, refuses the rest unless it has a backing
/// session, and records every call. No test reaches the network: URLs are under
/// `example.invalid`, and backing sessions are fakes.
@Suite struct MockURLSessionTests {
    let forecastURL = URLComponents(string: "https://example.invalid/forecast")?.url
    let uploadURL = URLComponents(string: "https://example.invalid/upload")?.url

    // MARK: Drop-in

    @Test func urlSessionConforms() {
        let session: any URLSessionable = URLSession.shared
        #expect(session is URLSession)
    }

    @Test func worksThroughTheProtocolWithoutDelegates() async throws {
        let url = try #require(forecastURL)
        let mock = MockURLSession()
        mock.answer(url, with: Data("sunny".utf8))
        let session: any URLSessionable = mock
        let (data, _) = try await session.data(for: URLRequest(url: url))
        #expect(data == Data("sunny".utf8))
        #expect(try await session.data(from: url).0 == Data("sunny".utf8))
        #expect(
            try await session.upload(for: URLRequest(url: url), from: Data()).0
                == Data("sunny".utf8))
        let file = URL(fileURLWithPath: "/tmp/body")
        #expect(
            try await session.upload(for: URLRequest(url: url), fromFile: file).0
                == Data("sunny".utf8))
        #expect(mock.requests.count == 4)
    }

    // MARK: Refusing

    @Test func refusesUnansweredRequestsNamingThem() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        #expect(session.backing == nil)
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        let error = await #expect(throws: URLError.self) {
            try await session.data(for: request)
        }
        #expect(error?.code == .resourceUnavailable)
        #expect(error?.failingURL == url)
        let description = error?.userInfo[NSLocalizedDescriptionKey] as? String ?? ""
        #expect(description.contains("POST https://example.invalid/forecast"))
        #expect(description.contains("answer(_:with:statusCode:headers:)"))
        #expect(session.$dataForRequestMock.usage.history.first?.error is URLError)
    }

    @Test func refusesEveryKindOfCall() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession(downloadsTo: InMemoryFileManager())
        let request = URLRequest(url: url)
        await #expect(throws: URLError.self) { try await session.data(from: url) }
        await #expect(throws: URLError.self) {
            try await session.upload(for: request, from: Data())
        }
        await #expect(throws: URLError.self) {
            try await session.upload(for: request, fromFile: URL(fileURLWithPath: "/tmp/f"))
        }
        await #expect(throws: URLError.self) { try await session.download(for: request) }
        await #expect(throws: URLError.self) { try await session.download(from: url) }
        #expect(session.requests.count == 5)
    }

    // MARK: Canned answers

    @Test func answersWithBodyStatusAndHeaders() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        session.answer(
            url, with: Data(#"{"sky":"clear"}"#.utf8), statusCode: 201,
            headers: ["Content-Type": "application/json"])
        let (data, response) = try await session.data(from: url)
        let http = try #require(response as? HTTPURLResponse)
        #expect(data == Data(#"{"sky":"clear"}"#.utf8))
        #expect(http.statusCode == 201)
        #expect(http.url == url)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(session.$dataFromURLMock.wasCalled(with: url))
    }

    @Test func answersAnEmptyBodyWithStatus200ByDefault() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        session.answer(url)
        let (data, response) = try await session.data(for: URLRequest(url: url))
        #expect(data.isEmpty)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test func answersByThrowing() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        session.answer(url, throwing: URLError(.notConnectedToInternet))
        let error = await #expect(throws: URLError.self) { try await session.data(from: url) }
        #expect(error?.code == .notConnectedToInternet)
    }

    @Test func answersRequestsAPredicateMatches() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        session.answer(where: { $0.httpMethod == "DELETE" }, statusCode: 204)
        session.answer(where: { $0.url?.path == "/forecast" }, throwing: URLError(.timedOut))
        var delete = URLRequest(url: url)
        delete.httpMethod = "DELETE"
        await #expect(throws: URLError(.timedOut)) { try await session.data(for: delete) }
        let other = try #require(URLComponents(string: "https://example.invalid/item")?.url)
        var deleteOther = URLRequest(url: other)
        deleteOther.httpMethod = "DELETE"
        let (_, response) = try await session.data(for: deleteOther)
        #expect((response as? HTTPURLResponse)?.statusCode == 204)
    }

    @Test func latestAnswerWins() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        session.answer(url, with: Data("old".utf8))
        session.answer(url, with: Data("new".utf8), statusCode: 202)
        let (data, response) = try await session.data(from: url)
        #expect(data == Data("new".utf8))
        #expect((response as? HTTPURLResponse)?.statusCode == 202)
    }

    @Test func answersUploadsAndRecordsTheirBodies() async throws {
        let url = try #require(uploadURL)
        let session = MockURLSession()
        session.answer(url, with: Data("stored".utf8), statusCode: 201)
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        let (data, _) = try await session.upload(for: request, from: Data("payload".utf8))
        #expect(data == Data("stored".utf8))
        #expect(session.$uploadMock.wasCalled(with: request, Data("payload".utf8)))
        let file = URL(fileURLWithPath: "/tmp/payload.bin")
        _ = try await session.upload(for: request, fromFile: file)
        #expect(session.$uploadFromFileMock.wasCalled(with: request, file))
    }

    @Test func answersDownloadsWithANewFile() async throws {
        let url = try #require(forecastURL)
        let files = InMemoryFileManager()
        let session = MockURLSession(downloadsTo: files)
        session.answer(url, with: Data("archive".utf8))
        let (first, response) = try await session.download(from: url)
        let (second, _) = try await session.download(for: URLRequest(url: url))
        #expect(first != second)
        #expect(first.path.hasPrefix("/tmp/"))
        #expect(files.contents(atPath: first.path) == Data("archive".utf8))
        #expect(files.contents(atPath: second.path) == Data("archive".utf8))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(session.$downloadFromURLMock.wasCalled(with: url))
        #expect(session.$downloadMock.wasCalled(with: URLRequest(url: url)))
    }

    @Test func reportsADownloadItCannotWrite() async throws {
        let url = try #require(forecastURL)
        let files = InMemoryFileManager()
        try files.removeItem(atPath: "/tmp")
        let session = MockURLSession(downloadsTo: files)
        session.answer(url, with: Data("archive".utf8))
        let error = await #expect(throws: CocoaError.self) { try await session.download(from: url) }
        #expect(error?.code == .fileWriteUnknown)
    }

    // MARK: Cancelling

    /// A real `URLSession` ends a call whose task is cancelled, before the call or during the
    /// transfer, with `URLError(.cancelled)` naming the URL, on Linux as on Apple platforms; so
    /// does the mock, instead of its canned answer.
    @Test func aCancelledTaskEndsWithURLErrorCancelled() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession(downloadsTo: InMemoryFileManager())
        session.answer(url, with: Data("sunny".utf8))
        let request = URLRequest(url: url)
        let calls: [@Sendable () async throws -> Void] = [
            { _ = try await session.data(from: url) },
            { _ = try await session.data(for: request) },
            { _ = try await session.upload(for: request, from: Data()) },
            { _ = try await session.upload(for: request, fromFile: URL(fileURLWithPath: "/f")) },
            { _ = try await session.download(from: url) },
            { _ = try await session.download(for: request) },
        ]
        for call in calls {
            let error = await Self.error(ofCancelled: call)
            #expect(error?.code == .cancelled)
            #expect(error?.failingURL == url)
        }
        #expect(session.requests.count == calls.count)
        #expect(try await session.data(from: url).0 == Data("sunny".utf8))
    }

    @Test func aCancelledTaskIsCancelledRatherThanRefused() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        let error = await Self.error(ofCancelled: { _ = try await session.data(from: url) })
        #expect(error?.code == .cancelled)
    }

    @Test func aCancelledTaskReachesTheBackingSession() async throws {
        let url = try #require(uploadURL)
        let backing = FakeSession()
        let session = MockURLSession(backing: backing)
        let error = await Self.error(ofCancelled: { _ = try await session.data(from: url) })
        #expect(error == nil)
        #expect(backing.calls == ["data(from:)"])
    }

    /// The `URLError` that `call` throws when run in a task cancelled before it starts.
    private static func error(ofCancelled call: @escaping @Sendable () async throws -> Void) async
        -> URLError?
    {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await call()
        }
        do {
            try await task.value
            return nil
        } catch {
            return error as? URLError
        }
    }

    // MARK: Recording and stubbing

    @Test func listsEveryRequestInOrder() async throws {
        let first = try #require(forecastURL)
        let second = try #require(uploadURL)
        let session = MockURLSession(downloadsTo: InMemoryFileManager())
        session.answer(where: { _ in true })
        _ = try await session.data(from: first)
        _ = try await session.upload(for: URLRequest(url: second), from: Data())
        _ = try await session.download(for: URLRequest(url: first))
        _ = try await session.data(for: URLRequest(url: second))
        #expect(session.requests.map(\.url) == [first, second, first, second])
    }

    @Test func anAssignedLoaderReplacesTheAnswers() async throws {
        let url = try #require(forecastURL)
        let session = MockURLSession()
        session.answer(url, with: Data("canned".utf8))
        session.dataFromURLMock = { _ in throw URLError(.timedOut) }
        await #expect(throws: URLError(.timedOut)) { try await session.data(from: url) }
        session.$dataFromURLMock.resetLoader()
        #expect(try await session.data(from: url).0 == Data("canned".utf8))
        #expect(session.$dataFromURLMock.callCount == 2)
    }

    // MARK: Backing sessions

    @Test func passesUnansweredRequestsToTheBacking() async throws {
        let answered = try #require(forecastURL)
        let passed = try #require(uploadURL)
        let backing = FakeSession()
        let session = MockURLSession(backing: backing)
        #expect((session.backing as? FakeSession) === backing)
        session.answer(answered, with: Data("canned".utf8))
        #expect(try await session.data(from: answered).0 == Data("canned".utf8))
        #expect(try await session.data(from: passed).0 == Data("from backing".utf8))
        _ = try await session.data(for: URLRequest(url: passed))
        _ = try await session.upload(for: URLRequest(url: passed), from: Data())
        _ = try await session.upload(
            for: URLRequest(url: passed), fromFile: URL(fileURLWithPath: "/f"))
        _ = try await session.download(for: URLRequest(url: passed))
        _ = try await session.download(from: passed)
        #expect(
            backing.calls == [
                "data(from:)", "data(for:)", "upload(for:from:)", "upload(for:fromFile:)",
                "download(for:)", "download(from:)",
            ])
    }

    @Test func passesTheTaskDelegateToTheBacking() async throws {
        let url = try #require(forecastURL)
        let backing = FakeSession()
        let session = MockURLSession(backing: backing)
        let delegate = SilentDelegate()
        let request = URLRequest(url: url)
        _ = try await session.data(for: request, delegate: delegate)
        _ = try await session.data(from: url, delegate: delegate)
        _ = try await session.upload(for: request, from: Data(), delegate: delegate)
        _ = try await session.upload(
            for: request, fromFile: URL(fileURLWithPath: "/f"), delegate: delegate)
        _ = try await session.download(for: request, delegate: delegate)
        _ = try await session.download(from: url, delegate: delegate)
        _ = try await session.data(for: request)
        #expect(backing.delegates == Array(repeating: ObjectIdentifier(delegate), count: 6) + [nil])
    }
}

/// A task delegate that does nothing.
private final class SilentDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // NB: it has no state.
}

/// A backing session that records its calls and the delegates it received, and answers every
/// call without the network.
private final class FakeSession: URLSessionable, @unchecked Sendable {
    // NB: `log` is only touched while holding `lock`.
    private let lock = NSLock()
    private var log: [(call: String, delegate: ObjectIdentifier?)] = []

    var calls: [String] { lock.withLock { log.map(\.call) } }
    var delegates: [ObjectIdentifier?] { lock.withLock { log.map(\.delegate) } }

    private func answer(_ call: String, _ url: URL?, _ delegate: (any URLSessionTaskDelegate)?)
        -> (Data, URLResponse)
    {
        lock.withLock { log.append((call, delegate.map(ObjectIdentifier.init))) }
        let response = URLResponse(
            url: url ?? URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 12,
            textEncodingName: nil)
        return (Data("from backing".utf8), response)
    }

    func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (Data, URLResponse)
    {
        answer("data(for:)", request.url, delegate)
    }

    func data(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (Data, URLResponse)
    {
        answer("data(from:)", url, delegate)
    }

    func upload(
        for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)?
    ) async throws -> (Data, URLResponse) {
        answer("upload(for:from:)", request.url, delegate)
    }

    func upload(
        for request: URLRequest, fromFile fileURL: URL, delegate: (any URLSessionTaskDelegate)?
    ) async throws -> (Data, URLResponse) {
        answer("upload(for:fromFile:)", request.url, delegate)
    }

    func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (URL, URLResponse)
    {
        let (_, response) = answer("download(for:)", request.url, delegate)
        return (URL(fileURLWithPath: "/tmp/downloaded"), response)
    }

    func download(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (URL, URLResponse)
    {
        let (_, response) = answer("download(from:)", url, delegate)
        return (URL(fileURLWithPath: "/tmp/downloaded"), response)
    }
}
