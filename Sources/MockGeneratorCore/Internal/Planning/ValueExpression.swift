/// A value a wrapper is declared with, as planning decides it: a default value, or a closure
/// given as its parameters and a body.
///
/// ```swift
/// .closure(parameters: ["body"], body: .call("body", isThrowing: true, isAsync: false))
/// // { body in try body() }
/// ```
indirect enum ValueExpression: Equatable, Sendable {
    /// A default value: `0`, `.debug`, `.success(.defaultValue)`.
    case value(DefaultValue)
    /// `true` or `false`.
    case boolean(Bool)
    /// A closure's parameter, by name: `text`.
    case parameter(String)
    /// An element of a closure's tuple parameter: `context.1`.
    case element(of: String, at: Int)
    /// `(a, b)`.
    case tuple([ValueExpression])
    /// A closure parameter called without arguments, with its effects: `try await body()`.
    case call(String, isThrowing: Bool, isAsync: Bool)
    /// A closure: `{ a, _ in body }`, `{ _ in }` without a body. A parameter named `nil` is `_`.
    case closure(parameters: [String?], body: ValueExpression?)
}
