import Foundation

/// A message, passed by value.
struct Message: Sendable, Equatable {
    var body: String
}

/// Effects of every kind: async properties, typed throws, `sending` and `isolated` parameters,
/// `some`/`any`, compositions, closures that escape or not, optional generic results, defaults
/// in extensions, availability.
protocol Transport: Sendable {
    var isConnected: Bool { get async }
    var latency: Double { get async throws }
    func send(_ message: sending Message) async throws
    func receive() async throws(CancellationError) -> Message
    func run(on actor: isolated any Actor) async
    func encode(_ value: some Encodable & Sendable) throws -> Data
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T?
    func first<T>(of values: [T]) -> T?
    func handler(for name: String) -> (@Sendable (Message) -> Void)?
    func observe(_ handler: @escaping @Sendable (Message) async -> Void) -> UUID
    func stream() -> AsyncStream<Message>
    func peers() -> any Collection<String>
    func describe(_ values: Int...) -> String
    func log(_ message: @autoclosure () -> String, level: Int)
    func withRetry<T>(_ attempts: Int, _ body: () async throws -> T) async rethrows -> T
    func combine(_ value: any Equatable & Sendable) -> Bool
    @available(*, deprecated, renamed: "send(_:)")
    func post(_ message: Message)
    @available(macOS 15, iOS 18, *)
    func modern() -> Int
    func flush() async
}

extension Transport {
    /// A default implementation: the requirement is still mocked.
    func flush() async {}
}
