/// A protocol to mock, with every requirement it and the protocols it inherits declare: what
/// the generator reads of the graphs, before deciding anything about the mock.
struct ProtocolModel {
    var name: String
    /// The protocol's name and those of the types it is nested in: `["Outer", "Delegate"]`.
    var path: [String]
    var module: String
    /// The access level that reaches the protocol, as ``SymbolCatalog/effectiveAccessLevel(of:)``
    /// gives it.
    var accessLevel: String
    var declaration: Declaration
    var availability: [SymbolGraph.Availability]
    var groups: [RequirementGroup]
    var associatedTypes: [AssociatedType]
    /// The `where` clauses of the protocol and of the protocols it inherits.
    var whereClause: [WhereRequirement]
    /// Every protocol of the hierarchy by `Module.Name`, the mocked one first.
    var hierarchy: [String]
    /// The modules that declare the protocol and the protocols it inherits.
    var declaringModules: [String]
    /// The modules that declare the types the protocol's declarations name.
    var referencedModules: Set<String>
    /// The precise identifiers of the types the declarations of the protocol and of the
    /// protocols it inherits name, by spelling.
    var typeIdentifiers: [String: String] = [:]

    /// Whether only classes can conform: a protocol of the hierarchy inherits `AnyObject`, a
    /// class, or `Actor`.
    var isClassBound = false

    /// The class the mock subclasses: the protocol's superclass constraint, or `NSObject` for
    /// a protocol that refines `NSObjectProtocol`.
    var superclass: Superclass?
    /// Members left out, with the reason: requirements with a default implementation that the
    /// generator cannot read.
    var skippedMembers: [ModelProblem] = []

    var requirements: [Requirement] { groups.flatMap(\.requirements) }

    var inheritsSendable: Bool {
        hierarchy.contains { ["Swift.Sendable", "Swift.Error", "_Concurrency.Actor"].contains($0) }
    }

    var isActor: Bool { hierarchy.contains("_Concurrency.Actor") }

    /// The associated types in the protocol's angle brackets: `Item` in
    /// `protocol Repository<Item>`.
    var primaryAssociatedTypes: [String] { declaration.primaryAssociatedTypes }

    /// The global actor of the first protocol it inherits that is isolated to one.
    var inheritedGlobalActor: String?
    /// The global actor all its own requirements are isolated to, when its declaration names
    /// none (a module built with `.defaultIsolation(MainActor.self)`).
    var requirementsGlobalActor: String?

    /// The global actor the protocol is isolated to, as `@MainActor`: its own, or one it
    /// inherits. A graph of a module built in the Swift 5 language mode leaves out what the
    /// compiler infers (`protocol Store: Screen` with `@MainActor protocol Screen`), yet a type
    /// that conforms must be isolated as `Screen` is; the requirements of `Store` are then
    /// not isolated, as the graph says.
    var globalActor: String? {
        declaration.globalActor ?? requirementsGlobalActor ?? inheritedGlobalActor
    }

    /// Whether the protocol is declared `nonisolated`, which a type that conforms infers: Swift
    /// 6.3 then rejects the property wrappers of a `Sendable` mock ("'nonisolated' cannot be
    /// applied to mutable stored properties"), so the mock holds its wrappers in `let`s.
    var isNonisolated: Bool { declaration.modifiers.contains(.nonisolated(argument: nil)) }
}
