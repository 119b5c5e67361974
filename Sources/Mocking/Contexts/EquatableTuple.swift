/// Several arguments of one type, packed into one `Equatable` context.
///
/// A tuple cannot conform to `Equatable`; an `EquatableTuple` can, so mocks of members with several
/// arguments of one type keep ``Mockable/wasCalled(with:)-(Self.Context)``:
///
/// ```swift
/// func copyItem(at srcURL: URL, to dstURL: URL) throws {
///     try copyItemMock(EquatableTuple([srcURL, dstURL]))
/// }
/// @ThrowingMock var copyItemMock = { (tuple: EquatableTuple<URL>) throws in
///     try FileManager.default.copyItem(at: tuple.inputs[0], to: tuple.inputs[1])
/// }
/// ```
///
/// For arguments of different types, wrap each in a ``CodableInput``, or use a typed tuple context
/// such as `(String, Int)`, which is faster and keeps the types.
public struct EquatableTuple<Input: Equatable>: Equatable {
    /// The packed arguments, in order.
    public let inputs: [Input]

    /// Packs `inputs` into one context.
    public init(_ inputs: [Input]) {
        self.inputs = inputs
    }
}

extension EquatableTuple where Input == CodableInput {
    /// Packs values of one `Encodable` type, encoding each into a ``CodableInput``.
    ///
    /// - Parameter values: The arguments to pack.
    /// - Throws: `EncodingError` if a value cannot be encoded.
    public init<Value: Encodable>(encoding values: [Value]) throws {
        self.init(try values.map { try CodableInput($0) })
    }
}

extension EquatableTuple: Hashable where Input: Hashable {}

extension EquatableTuple: Sendable where Input: Sendable {}

extension EquatableTuple: Codable where Input: Codable {}

extension EquatableTuple: CustomStringConvertible {
    /// The inputs in parentheses, such as `(file:///a, file:///b)`.
    public var description: String {
        "(" + inputs.map { String(describing: $0) }.joined(separator: ", ") + ")"
    }
}
