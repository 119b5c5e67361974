/// Returns `value` through a function the optimizer cannot look into, so that a closure built
/// from a literal is called, not inlined, as a stored loader is.
@_optimize(none)
public func opaque<T>(_ value: T) -> T {
    value
}
