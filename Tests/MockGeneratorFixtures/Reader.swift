/// An associated type that symbol graphs leave out, because its name starts with `_`, behind a
/// type alias the requirements use (issue 27's `Reader`, the shape of SwiftUI-style protocols
/// such as `View`'s `Body`): the mock is generic over `_Body`, read from this source file, so
/// that `Body` is a type the mock gives, not one the compiler infers as `Never`.
protocol Reader {
    associatedtype _Body
    typealias Body = _Body
    var body: Body { get }
    func read(_ count: Int) -> [Body]
}

/// A reader of text, the live instance a spy of ``Reader`` forwards to.
struct TextReader: Reader {
    var body: String

    func read(_ count: Int) -> [String] {
        Array(repeating: body, count: count)
    }
}
