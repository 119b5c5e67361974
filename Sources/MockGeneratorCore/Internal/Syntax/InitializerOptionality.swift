/// What makes an initializer failable: `init?` or `init!`.
enum InitializerOptionality: Hashable, Sendable {
    /// `init?`: it answers an optional.
    case optional
    /// `init!`: it answers an implicitly unwrapped optional.
    case implicitlyUnwrapped

    /// `?` or `!`.
    var spelling: String {
        switch self {
        case .optional: "?"
        case .implicitlyUnwrapped: "!"
        }
    }
}
