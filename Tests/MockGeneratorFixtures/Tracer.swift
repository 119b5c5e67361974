/// A span, as swift-distributed-tracing has one.
protocol Span {
    var name: String { get }
}

/// An associated type named after the protocol it is constrained to: the mock's generic parameter
/// must not shadow it.
protocol Tracer {
    associatedtype Span: MockGeneratorFixtures.Span
    func startSpan(_ name: String) -> Span
}

/// A type this module declares under a name Foundation also uses.
struct URL: Equatable {
    var path: String
}

/// The module's own `URL` beside `import Foundation` in the mock.
protocol Linker {
    func link(_ url: URL) -> URL?
}
