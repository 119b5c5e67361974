/// `init(forwardingTo live:)`: the initializer that makes a mock a spy of a live instance, each
/// member answering as the instance does until a test stubs it.
struct SpyInitializer: Equatable {
    /// The protocol the live instance conforms to: `WeatherService`.
    var protocolName: String
    /// The associated types the live instance has as the mock does: `Item`, for
    /// `Live.Item == Item`.
    var sharedAssociatedTypes: [String]
    /// Whether the forwarded members write to the live instance, which the initializer then
    /// copies into a variable: a value type's settable properties and `mutating` methods.
    var mutatesLive: Bool
    /// Whether `Live` must be `Sendable`: the mock is isolated to a global actor, and a member it
    /// forwards is `nonisolated` and `async`, so the spy's closures, isolated to the actor, send
    /// `live` off it. The protocol does not refine `Sendable` already.
    var sendsLive = false
    /// The global actor the initializer is isolated to though the mock is not, as `@MainActor`:
    /// where every declaration is isolated to it by default and some requirements are, the
    /// spy's closures then call those members of `live` on it.
    var globalActor: String?
    /// The members a spy does not forward, each with the reason: they answer as the mock's do.
    var notForwarded: [LeftOutMember]
    /// The mock's `init()` the spy starts from, whose failability and effects the spy has:
    /// `convenience init?<Live: Parsed>(forwardingTo live: Live) async` for `init?() async`.
    var start = Start()

    /// How an `init()` with no arguments is declared: `init?() async throws`.
    struct Start: Equatable {
        /// `?` or `!` of a failable `init?()`; `nil` for one that always makes an instance.
        var optionality: InitializerOptionality?
        var isAsync = false
        var throwsClause: ThrowsClause?
    }
}
