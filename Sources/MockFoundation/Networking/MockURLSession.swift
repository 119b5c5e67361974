import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `URLSession` double that records every request and answers from canned responses, so that
/// tests never reach the network by accident.
///
/// Answer a URL in one line, pass the session to the code under test, and inspect what it sent:
///
/// ```swift
/// let session = MockURLSession()
/// session.answer(forecastURL, with: Data(#"{"sky":"clear"}"#.utf8), statusCode: 200)
///
/// let forecast = try await WeatherClient(session: session).forecast(from: forecastURL)
///
/// #expect(session.$dataFromURLMock.wasCalled(with: forecastURL))
/// #expect(session.requests.map(\.url) == [forecastURL])
/// ```
///
/// A request no answer matches is refused with `URLError(.resourceUnavailable)`, whose
/// description names the request; nothing reaches the network unless the session is created
/// with a backing session, such as `MockURLSession(backing: URLSession.shared)`, which then
/// answers every request without a canned answer.
///
/// A call from a cancelled task ends as a real session's does, with `URLError(.cancelled)`
/// rather than the canned answer or the refusal.
///
/// Every call forwards to one mock: ``dataForRequestMock``, ``dataFromURLMock``,
/// ``uploadMock``, ``uploadFromFileMock``, ``downloadMock`` and ``downloadFromURLMock``. Their
/// default loaders give the canned answers; assigning a closure to a mock replaces them for that
/// call:
///
/// ```swift
/// session.dataForRequestMock = { _ in throw URLError(.timedOut) }
/// ```
public final class MockURLSession: URLSessionable, @unchecked Sendable {
    // NB: the wrappers are assigned once, in `init`, and never replaced; each is thread-safe,
    // and so is `responder`, which keeps its answers behind its own lock.
    //
    // As in `MockFileManager`, each mock is declared `.unimplemented`, and `init` makes it with a
    // default loader that asks the responder: a mock the initializer forgot would fail its calls
    // with a message naming it, and never reach the network.
    private let responder: URLResponder

    /// Creates a session that answers only the canned answers and refuses every other request.
    ///
    /// - Parameter files: Where answered downloads are written: a new file in its temporary
    ///   directory per download.
    public convenience init(downloadsTo files: any FileManageable = FileManager.default) {
        self.init(responder: URLResponder(backing: nil, files: files))
    }

    /// Creates a session that answers the canned answers, and passes every other request to
    /// `backing`.
    ///
    /// ```swift
    /// let session = MockURLSession(backing: URLSession.shared)   // records real traffic
    /// ```
    ///
    /// - Parameters:
    ///   - backing: The session that answers requests without a canned answer.
    ///   - files: Where answered downloads are written.
    public convenience init(
        backing: any URLSessionable, downloadsTo files: any FileManageable = FileManager.default
    ) {
        self.init(responder: URLResponder(backing: backing, files: files))
    }

    private init(responder: URLResponder) {
        self.responder = responder
        _dataForRequestMock = AsyncThrowingMock(wrappedValue: { request in
            try await responder.data(for: request) { session, delegate in
                try await session.data(for: request, delegate: delegate)
            }
        })
        _dataFromURLMock = AsyncThrowingMock(wrappedValue: { url in
            try await responder.data(for: URLRequest(url: url)) { session, delegate in
                try await session.data(from: url, delegate: delegate)
            }
        })
        _uploadMock = AsyncThrowingMock(wrappedValue: { request, body in
            try await responder.data(for: request) { session, delegate in
                try await session.upload(for: request, from: body, delegate: delegate)
            }
        })
        _uploadFromFileMock = AsyncThrowingMock(wrappedValue: { request, file in
            try await responder.data(for: request) { session, delegate in
                try await session.upload(for: request, fromFile: file, delegate: delegate)
            }
        })
        _downloadMock = AsyncThrowingMock(wrappedValue: { request in
            try await responder.download(for: request) { session, delegate in
                try await session.download(for: request, delegate: delegate)
            }
        })
        _downloadFromURLMock = AsyncThrowingMock(wrappedValue: { url in
            try await responder.download(for: URLRequest(url: url)) { session, delegate in
                try await session.download(from: url, delegate: delegate)
            }
        })
    }

    /// The session that answers requests without a canned answer, or `nil` if they are refused.
    public var backing: (any URLSessionable)? { responder.backing }

    // MARK: Canned answers

    /// Answers every request for `url` with `body` and an HTTP response.
    ///
    /// ```swift
    /// session.answer(url, with: Data("{}".utf8), headers: ["Content-Type": "application/json"])
    /// session.answer(missingURL, statusCode: 404)
    /// ```
    ///
    /// Later answers win over earlier ones for the same request. Downloads get `body` in a new
    /// file.
    ///
    /// - Parameters:
    ///   - url: The URL of the requests to answer, whatever their method.
    ///   - body: The response body.
    ///   - statusCode: The HTTP status code.
    ///   - headers: The HTTP header fields of the response.
    public func answer(
        _ url: URL, with body: Data = Data(), statusCode: Int = 200,
        headers: [String: String] = [:]
    ) {
        answer(where: { $0.url == url }, with: body, statusCode: statusCode, headers: headers)
    }

    /// Answers every request for `url` by throwing `error`.
    ///
    /// ```swift
    /// session.answer(url, throwing: URLError(.notConnectedToInternet))
    /// ```
    public func answer(_ url: URL, throwing error: any Error) {
        answer(where: { $0.url == url }, throwing: error)
    }

    /// Answers every request that `matches` accepts with `body` and an HTTP response.
    ///
    /// ```swift
    /// session.answer(where: { $0.httpMethod == "DELETE" }, statusCode: 204)
    /// ```
    ///
    /// - Parameters:
    ///   - matches: Whether a request gets this answer.
    ///   - body: The response body.
    ///   - statusCode: The HTTP status code.
    ///   - headers: The HTTP header fields of the response.
    public func answer(
        where matches: @escaping @Sendable (URLRequest) -> Bool, with body: Data = Data(),
        statusCode: Int = 200, headers: [String: String] = [:]
    ) {
        responder.add(
            URLResponder.Answer(
                matches: matches,
                outcome: .response(body: body, statusCode: statusCode, headers: headers)))
    }

    /// Answers every request that `matches` accepts by throwing `error`.
    public func answer(
        where matches: @escaping @Sendable (URLRequest) -> Bool, throwing error: any Error
    ) {
        responder.add(URLResponder.Answer(matches: matches, outcome: .failure(error)))
    }

    /// Every request the session received, oldest first; a call with a URL counts as a `GET`
    /// request for it.
    public var requests: [URLRequest] {
        let entries: [(Int, URLRequest)] =
            $dataForRequestMock.usage.history.map { ($0.sequenceNumber, $0.context) }
            + $dataFromURLMock.usage.history.map {
                ($0.sequenceNumber, URLRequest(url: $0.context))
            }
            + $uploadMock.usage.history.map { ($0.sequenceNumber, $0.context.0) }
            + $uploadFromFileMock.usage.history.map { ($0.sequenceNumber, $0.context.0) }
            + $downloadMock.usage.history.map { ($0.sequenceNumber, $0.context) }
            + $downloadFromURLMock.usage.history.map {
                ($0.sequenceNumber, URLRequest(url: $0.context))
            }
        return entries.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Data

    /// Returns the answer of `dataForRequestMock(request)`, passing `delegate` on to a backing
    /// session.
    public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?)
        async throws -> (Data, URLResponse)
    {
        try await Self.with(delegate) { try await dataForRequestMock(request) }
    }

    /// The mock of ``data(for:delegate:)``, called with the request.
    @AsyncThrowingMock(.unimplemented) public var dataForRequestMock:
        nonisolated(nonsending) (URLRequest) async throws -> (Data, URLResponse)

    /// Returns the answer of `dataFromURLMock(url)`, passing `delegate` on to a backing
    /// session.
    public func data(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (Data, URLResponse)
    {
        try await Self.with(delegate) { try await dataFromURLMock(url) }
    }

    /// The mock of ``data(from:delegate:)``, called with the URL.
    @AsyncThrowingMock(.unimplemented) public var dataFromURLMock:
        nonisolated(nonsending) (URL) async throws -> (Data, URLResponse)

    // MARK: Upload

    /// Returns the answer of `uploadMock((request, bodyData))`, passing `delegate` on to a
    /// backing session.
    public func upload(
        for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)?
    ) async throws -> (Data, URLResponse) {
        try await Self.with(delegate) { try await uploadMock((request, bodyData)) }
    }

    /// The mock of ``upload(for:from:delegate:)``, called with the request and the body.
    ///
    /// ```swift
    /// #expect(session.$uploadMock.wasCalled(with: request, Data("payload".utf8)))
    /// ```
    @AsyncThrowingMock(.unimplemented) public var uploadMock:
        nonisolated(nonsending) ((URLRequest, Data)) async throws -> (Data, URLResponse)

    /// Returns the answer of `uploadFromFileMock((request, fileURL))`, passing `delegate` on to
    /// a backing session.
    public func upload(
        for request: URLRequest, fromFile fileURL: URL, delegate: (any URLSessionTaskDelegate)?
    ) async throws -> (Data, URLResponse) {
        try await Self.with(delegate) { try await uploadFromFileMock((request, fileURL)) }
    }

    /// The mock of ``upload(for:fromFile:delegate:)``, called with the request and the file's
    /// URL.
    @AsyncThrowingMock(.unimplemented) public var uploadFromFileMock:
        nonisolated(nonsending) ((URLRequest, URL)) async throws -> (Data, URLResponse)

    // MARK: Download

    /// Returns the answer of `downloadMock(request)`, passing `delegate` on to a backing
    /// session.
    public func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?)
        async throws -> (URL, URLResponse)
    {
        try await Self.with(delegate) { try await downloadMock(request) }
    }

    /// The mock of ``download(for:delegate:)``, called with the request.
    @AsyncThrowingMock(.unimplemented) public var downloadMock:
        nonisolated(nonsending) (URLRequest) async throws -> (URL, URLResponse)

    /// Returns the answer of `downloadFromURLMock(url)`, passing `delegate` on to a backing
    /// session.
    public func download(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (URL, URLResponse)
    {
        try await Self.with(delegate) { try await downloadFromURLMock(url) }
    }

    /// The mock of ``download(from:delegate:)``, called with the URL.
    @AsyncThrowingMock(.unimplemented) public var downloadFromURLMock:
        nonisolated(nonsending) (URL) async throws -> (URL, URLResponse)

    /// Runs `call` with `delegate` as the task delegate a backing session receives.
    private static func with<Result>(
        _ delegate: (any URLSessionTaskDelegate)?, _ call: () async throws -> Result
    ) async throws -> Result {
        guard let delegate else { return try await call() }
        return try await TaskDelegate.$current.withValue(TaskDelegate(delegate: delegate)) {
            try await call()
        }
    }
}
