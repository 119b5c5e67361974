/// The kinds of members a protocol requires, each with what only that kind has. A mock
/// implements each kind its own way; code past the model switches over this type, never over
/// the declaration's syntax, so that a new kind is found by the compiler wherever it matters.
enum MemberKind: Equatable {
    /// `func fetch(id: Int) -> User`, `static func make() -> Self`.
    case method(isStatic: Bool)
    /// `init(name: String)`; `optionality` says what makes a failable one so.
    case initializer(optionality: InitializerOptionality?)
    /// `var name: String { get set }`; `accessors` is `nil` when the declaration lists none.
    case property(accessors: Accessors?, isStatic: Bool)
    /// `subscript(key: String) -> Int { get async throws }`.
    case `subscript`(accessors: Accessors, isStatic: Bool)

    /// The kind of member `declaration` declares; `nil` for declarations that are not members a
    /// mock implements: associated types, protocols, type aliases, classes and actors.
    init?(_ declaration: Declaration) {
        switch declaration.kind {
        case .function: self = .method(isStatic: declaration.isStatic)
        case .initializer: self = .initializer(optionality: declaration.initializerOptionality)
        case .property:
            self = .property(accessors: declaration.accessors, isStatic: declaration.isStatic)
        case .subscript:
            self = .subscript(
                accessors: declaration.accessors ?? Accessors(), isStatic: declaration.isStatic)
        case .associatedType, .protocol, .typeAlias, .class, .actor: return nil
        }
    }

    /// Whether the member belongs to the type rather than to an instance. Initializers are
    /// neither: they make an instance.
    var isStatic: Bool {
        switch self {
        case .method(let isStatic), .property(_, let isStatic), .subscript(_, let isStatic):
            isStatic
        case .initializer: false
        }
    }

    /// The accessors of a property or subscript; `nil` for other members.
    var accessors: Accessors? {
        switch self {
        case .property(let accessors, _): accessors
        case .subscript(let accessors, _): accessors
        case .method, .initializer: nil
        }
    }

    /// Whether a setter is required: a property or subscript `{ get set }`.
    var hasSetter: Bool { accessors?.hasSetter == true }
}
