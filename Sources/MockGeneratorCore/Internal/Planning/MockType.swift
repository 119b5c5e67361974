/// How the mock type is declared, which decides how its members are.
struct MockType {
    var name: String
    /// The protocol or class as the file names it: `Outer.Delegate`; `Lib.PropertyListEncoder`
    /// where a module the file imports declares the name too.
    var mockedName: String
    /// Generic over associated types: no static stored properties.
    var isGeneric: Bool
    var isActor: Bool
    /// `@MainActor`, when the protocol is isolated to a global actor.
    var globalActor: String?
    /// The names that depend on the mock's generic parameters: those and the mock's own.
    var genericNames: Set<String> = []
    /// The partner mocks the file declares for associated types constrained back to the
    /// protocol, by class name: `MockKeyEphemeral` for `Ephemeral`.
    var partners: [String: String] = [:]
    /// The mock's generic parameters that may be noncopyable or nonescapable.
    var noncopyableNames: Set<String> = []
    /// The designated initializers of the class the mock subclasses, as `init(title:)`;
    /// `nil` when it subclasses none.
    var superclassInitializers: Set<String>?
    /// The `required` ones among them, which the mock's own must be too.
    var requiredSuperclassInitializers: Set<String> = []
    /// How the mock's initializers call the superclass's: `super.init()`.
    var superclassInitializerCall = InitializerCall.plain
    /// How the target that receives the mock compiles it.
    var settings = CompilationSettings()
    /// Whether every instance member's wrapper is a `nonisolated let`, as in an isolated mock's
    /// `nonisolated` members: a `Sendable` mock isolated to no actor, of a protocol declared
    /// `nonisolated` or where every declaration is isolated to the main actor by default, which
    /// Swift infers `nonisolated`, and whose property wrappers Swift 6.3 then rejects ("'nonisolated'
    /// cannot be applied to mutable stored properties"; `nonisolated(unsafe)` compiles, with a
    /// warning that it has no effect).
    var holdsWrappersInConstants = false

    /// The type that holds the static wrappers of a generic mock, which cannot.
    var staticsHolder: String { MockNaming.staticsHolder(of: name) }
}
