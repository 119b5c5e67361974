import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The async transfer calls of `URLSession`, so that tests can pass a ``MockURLSession`` instead
/// of the network.
///
/// Production code depends on `URLSessionable` rather than `URLSession`, and `URLSession`
/// conforms as it is:
///
/// ```swift
/// struct WeatherClient {
///     var session: any URLSessionable = URLSession.shared
///
///     func forecast(from url: URL) async throws -> Data {
///         let (data, _) = try await session.data(from: url)
///         return data
///     }
/// }
/// ```
///
/// The requirements are the forms with a task delegate, the ones both Apple platforms and
/// `FoundationNetworking` on Linux declare; an extension adds the forms without one, such as
/// ``data(for:)``.
public protocol URLSessionable: Sendable {
    /// Loads the response to `request`.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - delegate: A delegate for this task only, or `nil`.
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (Data, URLResponse)

    /// Loads the contents of `url`.
    ///
    /// - Parameters:
    ///   - url: The URL to load.
    ///   - delegate: A delegate for this task only, or `nil`.
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    func data(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (Data, URLResponse)

    /// Sends `bodyData` with `request`.
    ///
    /// - Parameters:
    ///   - request: The request to send; its body is ignored.
    ///   - bodyData: The body to upload.
    ///   - delegate: A delegate for this task only, or `nil`.
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    func upload(
        for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)?
    ) async throws -> (Data, URLResponse)

    /// Sends the file at `fileURL` with `request`.
    ///
    /// - Parameters:
    ///   - request: The request to send; its body is ignored.
    ///   - fileURL: The file to upload.
    ///   - delegate: A delegate for this task only, or `nil`.
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    func upload(
        for request: URLRequest, fromFile fileURL: URL, delegate: (any URLSessionTaskDelegate)?
    ) async throws -> (Data, URLResponse)

    /// Downloads the response to `request` into a file.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - delegate: A delegate for this task only, or `nil`.
    /// - Returns: The URL of the downloaded file, which the caller must move or remove, and the
    ///   response.
    /// - Throws: `URLError` if the request fails.
    func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (URL, URLResponse)

    /// Downloads the contents of `url` into a file.
    ///
    /// - Parameters:
    ///   - url: The URL to download.
    ///   - delegate: A delegate for this task only, or `nil`.
    /// - Returns: The URL of the downloaded file, which the caller must move or remove, and the
    ///   response.
    /// - Throws: `URLError` if the request fails.
    func download(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws
        -> (URL, URLResponse)
}

extension URLSession: URLSessionable {}

/// The forms without a task delegate, which `URLSession` offers through default arguments.
extension URLSessionable {
    /// Loads the response to `request`.
    ///
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// Loads the contents of `url`.
    ///
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// Sends `bodyData` with `request`.
    ///
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    public func upload(for request: URLRequest, from bodyData: Data) async throws
        -> (Data, URLResponse)
    {
        try await upload(for: request, from: bodyData, delegate: nil)
    }

    /// Sends the file at `fileURL` with `request`.
    ///
    /// - Returns: The response body and the response.
    /// - Throws: `URLError` if the request fails.
    public func upload(for request: URLRequest, fromFile fileURL: URL) async throws
        -> (Data, URLResponse)
    {
        try await upload(for: request, fromFile: fileURL, delegate: nil)
    }

    /// Downloads the response to `request` into a file.
    ///
    /// - Returns: The URL of the downloaded file and the response.
    /// - Throws: `URLError` if the request fails.
    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        try await download(for: request, delegate: nil)
    }

    /// Downloads the contents of `url` into a file.
    ///
    /// - Returns: The URL of the downloaded file and the response.
    /// - Throws: `URLError` if the request fails.
    public func download(from url: URL) async throws -> (URL, URLResponse) {
        try await download(from: url, delegate: nil)
    }
}
