/// How the mock type is declared, which decides how its members are.
struct MockType {
    var name: String
    /// Generic over associated types: no static stored properties.
    var isGeneric: Bool
    var isActor: Bool
    /// `@MainActor`, when the protocol is isolated to a global actor.
    var globalActor: String?
    /// The names that depend on the mock's generic parameters: those and the mock's own.
    var genericNames: Set<String> = []
    /// The mock's generic parameters that may be noncopyable or nonescapable.
    var noncopyableNames: Set<String> = []
    /// The designated initializers of the class the mock subclasses, as `init(title:)`;
    /// `nil` when it subclasses none.
    var superclassInitializers: Set<String>?
    /// The `required` ones among them, which the mock's own must be too.
    var requiredSuperclassInitializers: Set<String> = []
    /// How the mock's initializers call the superclass's: `super.init()`.
    var superclassInitializerCall = "super.init()"
    /// Whether a module the mock's file imports declares a type named as one of `Mocking`'s,
    /// so that the wrappers are written `Mocking.Mock`.
    var qualifiesMocking = false

    /// A type of `Mocking` as the file names it: `Mock`, or `Mocking.Mock`.
    func mocking(_ name: String) -> String { qualifiesMocking ? "Mocking.\(name)" : name }

    /// The type that holds the static wrappers of a generic mock, which cannot.
    var staticsHolder: String { name + "StaticMocks" }
}
