/// The live instance a generic member of a spy forwards to: how to read it, and for a value
/// that `mutating` calls change, how to write the changed value back.
struct Forwardee {
    /// The live instance, as it is now.
    var get: () -> Any
    /// Keeps a changed instance; `nil` when the wrapper holds the only copy.
    var set: ((Any) -> Void)?
}
