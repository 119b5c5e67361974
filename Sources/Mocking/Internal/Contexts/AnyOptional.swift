/// An `Optional` of any wrapped type, so that a value typed `Any` can be unwrapped.
protocol AnyOptional {
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedAny: Any? { self }
}

/// `value` without any `Optional` layers, or `nil` if one of them is `nil`.
func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    guard let optional = value as? any AnyOptional else { return value }
    return unwrapped(optional.wrappedAny)
}
