import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the default loaders of a ``MockURLSession`` do: answer from the canned answers, else
/// ask the backing session, else refuse.
final class URLResponder: @unchecked Sendable {
    // NB: `answers` is only touched while holding `lock`; the other stored properties are
    // immutable Sendable references.

    /// A canned answer: the requests it matches and what they get.
    struct Answer {
        let matches: @Sendable (URLRequest) -> Bool
        let outcome: Outcome
    }

    /// What a canned answer gives.
    enum Outcome {
        case response(body: Data, statusCode: Int, headers: [String: String])
        case failure(any Error)
    }

    let backing: (any URLSessionable)?
    let files: any FileManageable
    private let lock = NSLock()
    private var answers: [Answer] = []

    init(backing: (any URLSessionable)?, files: any FileManageable) {
        self.backing = backing
        self.files = files
    }

    func add(_ answer: Answer) {
        lock.withLock { answers.append(answer) }
    }

    /// The latest answer that matches `request`.
    func answer(for request: URLRequest) -> Answer? {
        let answers = lock.withLock { self.answers }
        return answers.last { $0.matches(request) }
    }

    /// Answers a data or upload call: a canned answer, else `forward` to the backing session;
    /// a call from a cancelled task fails as ``cancellation(of:)`` says.
    func data(
        for request: URLRequest,
        forward: (any URLSessionable, (any URLSessionTaskDelegate)?) async throws -> (
            Data, URLResponse
        )
    ) async throws -> (Data, URLResponse) {
        if let answer = answer(for: request) {
            try Self.checkCancellation(of: request)
            return try Self.response(to: request, outcome: answer.outcome)
        }
        guard let backing else {
            try Self.checkCancellation(of: request)
            throw Self.refusal(of: request)
        }
        return try await forward(backing, TaskDelegate.current?.delegate)
    }

    /// Answers a download call: a canned answer, written to a new file of ``files``, else
    /// `forward` to the backing session; a call from a cancelled task fails as
    /// ``cancellation(of:)`` says.
    func download(
        for request: URLRequest,
        forward: (any URLSessionable, (any URLSessionTaskDelegate)?) async throws -> (
            URL, URLResponse
        )
    ) async throws -> (URL, URLResponse) {
        if let answer = answer(for: request) {
            try Self.checkCancellation(of: request)
            let (body, response) = try Self.response(to: request, outcome: answer.outcome)
            let file = files.temporaryDirectory.appendingPathComponent(
                "MockURLSession-\(UUID().uuidString).tmp", isDirectory: false)
            guard files.createFile(atPath: file.path, contents: body, attributes: nil) else {
                throw CocoaError(
                    .fileWriteUnknown,
                    userInfo: [NSFilePathErrorKey: file.path, NSURLErrorKey: file])
            }
            return (file, response)
        }
        guard let backing else {
            try Self.checkCancellation(of: request)
            throw Self.refusal(of: request)
        }
        return try await forward(backing, TaskDelegate.current?.delegate)
    }

    private static func response(to request: URLRequest, outcome: Outcome) throws -> (
        Data, URLResponse
    ) {
        switch outcome {
        case .failure(let error):
            throw error
        case .response(let body, let statusCode, let headers):
            guard let url = request.url,
                let response = HTTPURLResponse(
                    url: url, statusCode: statusCode, httpVersion: "HTTP/1.1",
                    headerFields: headers)
            else { throw URLError(.badServerResponse) }
            return (body, response)
        }
    }

    /// Throws ``cancellation(of:)`` if the current task is cancelled.
    private static func checkCancellation(of request: URLRequest) throws {
        if Task.isCancelled { throw cancellation(of: request) }
    }

    /// The error a `URLSession` call ends with when its task is cancelled, before or during the
    /// transfer: `URLError(.cancelled)`, naming the request's URL.
    static func cancellation(of request: URLRequest) -> URLError {
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: "cancelled"]
        if let url = request.url {
            userInfo[NSURLErrorFailingURLErrorKey] = url
            userInfo["NSErrorFailingURLStringKey"] = url.absoluteString
        }
        return URLError(.cancelled, userInfo: userInfo)
    }

    /// The error of a request nothing answers: it names the request and how to answer it.
    static func refusal(of request: URLRequest) -> URLError {
        let method = request.httpMethod ?? "GET"
        let target = request.url?.absoluteString ?? "a request without a URL"
        var userInfo: [String: Any] = [
            NSLocalizedDescriptionKey: """
            MockURLSession has no answer for \(method) \(target). Answer it with \
            answer(_:with:statusCode:headers:) or by stubbing the session's mocks, or create \
            MockURLSession(backing: URLSession.shared) to reach the network.
            """
        ]
        if let url = request.url {
            userInfo[NSURLErrorFailingURLErrorKey] = url
        }
        return URLError(.resourceUnavailable, userInfo: userInfo)
    }
}

/// The task delegate of the ``MockURLSession`` call in progress, so that a default loader can
/// pass it on to the backing session.
struct TaskDelegate: @unchecked Sendable {
    // NB: the delegate protocols are Sendable in current SDKs; the box keeps this compiling where
    // they are not. The delegate only travels from a call to the backing session's call it
    // makes, as `URLSession` itself receives it.
    let delegate: (any URLSessionTaskDelegate)?

    @TaskLocal static var current: TaskDelegate?
}
