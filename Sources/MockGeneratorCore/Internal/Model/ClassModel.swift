/// A class to mock by subclassing it: its members a subclass can override, grouped by the
/// class that declares them, the members it cannot, and the initializers it inherits.
struct ClassModel {
    var name: String
    /// The class's name and those of the types it is nested in: `["Outer", "Router"]`.
    var path: [String]
    var module: String
    /// The access level that reaches the class.
    var accessLevel: String
    var declaration: Declaration
    var availability: [SymbolGraph.Availability]
    /// The members the mock overrides, the class's own first, then each superclass's.
    var groups: [RequirementGroup]
    /// The members the mock cannot override, each with the reason and its location: they keep
    /// the superclass's implementation.
    var notOverridable: [ModelProblem]
    /// The designated initializers a subclass inherits.
    var initializers: [Superclass.Initializer]
    /// Whether `initializers` are every designated initializer of the class that declares them,
    /// each available, so that a mock can declare each again and still inherit the class's
    /// convenience initializers: not when the graphs leave some out or do not list them.
    var initializersAreComplete = false
    /// The modules that declare the types the class's members name.
    var referencedModules: Set<String>
    /// The precise identifiers of the types the declarations name, by spelling.
    var typeIdentifiers: [String: String]
    /// Whether a test target reaches the class through a `@testable` import: it is not `open`,
    /// or its members are overridden beyond the `open` ones.
    var isTestable: Bool
    /// Whether the class or a superclass conforms to `Sendable`, which a subclass restates.
    var isSendable = false

    var requirements: [Requirement] { groups.flatMap(\.requirements) }

    /// The global actor the class is isolated to, as `@MainActor`.
    var globalActor: String? { declaration.globalActor }

    /// The class as a subclass names it: `Router`, `Outer.Router`, `Box<Content>`.
    var type: TypeExpression {
        var components = path.map { TypeExpression.NameComponent(name: $0, genericArguments: []) }
        components[components.count - 1].genericArguments = declaration.genericParameters.map {
            .named($0.name)
        }
        return .named(components)
    }
}
