/// What a mock is of: the one input of ``MockPlanner`` that tells one kind of mock from another.
/// Every step of planning that differs by subject switches over it; the others are written once.
enum MockSubject {
    /// A protocol, which the mock conforms to.
    case conformance(ProtocolModel)
    /// A protocol, mocked for the associated type of another mock, `mock`, that its protocol
    /// constrains back to itself: `MockKeyEphemeral`, `MockKey`'s `Ephemeral`.
    case partner(ProtocolModel, AssociatedTypeResolution.Partner, of: String)
    /// A class, which the mock subclasses, overriding what it can.
    case subclass(ClassModel)

    /// The module that declares the protocol or class.
    var module: String {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.module
        case .subclass(let model): model.module
        }
    }

    /// The mocked protocol or class's name and those of the types it is nested in:
    /// `["Outer", "Delegate"]`.
    var path: [String] {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.path
        case .subclass(let model): model.path
        }
    }

    /// The mock's type: `MockClock`; `MockOuterDelegate` for `Outer.Delegate`.
    var mockName: String {
        switch self {
        case .conformance, .subclass: MockNaming.mockName(ofPath: path)
        case .partner(_, let partner, _): partner.className
        }
    }

    /// The protocol or class, as the file names it: `Outer.Delegate`.
    var mockedName: String { path.joined(separator: ".") }

    /// The protocol or class's own name, as warnings give it: `Delegate`.
    var name: String {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.name
        case .subclass(let model): model.name
        }
    }

    /// The members the mock implements, the protocol's or class's own first, then those of each
    /// protocol it inherits, or each superclass.
    var groups: [RequirementGroup] {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.groups
        case .subclass(let model): model.groups
        }
    }

    /// Whether the mock overrides the members of a class, rather than implementing a protocol's.
    var overrides: Bool {
        switch self {
        case .conformance, .partner: false
        case .subclass: true
        }
    }

    /// The availability of the protocol or class, which the mock restates.
    var availability: [SymbolGraph.Availability] {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.availability
        case .subclass(let model): model.availability
        }
    }

    /// The global actor the protocol or class is isolated to: `@MainActor`.
    var globalActor: String? {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.globalActor
        case .subclass(let model): model.globalActor
        }
    }

    /// Whether the mock is an actor: the protocol refines `Actor`.
    var isActor: Bool {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.isActor
        case .subclass: false
        }
    }

    /// Whether the protocol refines `Sendable`, or the class or a superclass conforms to it,
    /// which the mock restates.
    var isSendable: Bool {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.inheritsSendable
        case .subclass(let model): model.isSendable
        }
    }

    /// The precise identifiers of the types the declarations name, by spelling.
    var typeIdentifiers: [String: String] {
        switch self {
        case .conformance(let model), .partner(let model, _, _): model.typeIdentifiers
        case .subclass(let model): model.typeIdentifiers
        }
    }
}
