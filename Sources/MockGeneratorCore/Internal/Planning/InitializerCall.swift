/// `super.init(title: "")`: a call of an initializer of the superclass, given values its
/// parameters take without anything a test provides. The mock's own initializers make it with
/// `super`, its convenience initializer with `self`.
struct InitializerCall: Equatable, Sendable {
    /// One argument: its label, or `nil` for none, and its value.
    struct Argument: Equatable, Sendable {
        var label: String?
        var value: DefaultValue
    }

    var arguments: [Argument] = []

    /// `init()`, without arguments.
    static let plain = InitializerCall()
}
