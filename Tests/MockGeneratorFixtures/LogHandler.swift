/// Metadata, as swift-log's `Logger.Metadata`: a type alias of a dictionary.
enum Log {
    typealias Metadata = [String: String]
    typealias Handler = (String) -> Void
    typealias Completion = @Sendable (Int) -> Void
}

/// Unnamed parameters, type aliases, closures through type aliases.
protocol LogHandler {
    subscript(metadataKey _: String) -> String? { get set }
    var metadata: Log.Metadata { get set }
    func log(_: String, _: Int)
    func flush(_ handler: Log.Handler)
    func onFlush(_ handler: @escaping Log.Handler)
    func finish(completion: @escaping Log.Completion)
}
