/// A declaration from a symbol graph, parsed: a protocol, one of its requirements, or an
/// associated type.
struct Declaration: Equatable {
    enum Kind: Equatable {
        case function
        case initializer
        case `subscript`
        case property
        case associatedType
        case `protocol`
        case typeAlias
        case `class`
        case actor
    }

    /// `@MainActor`, `@discardableResult`, …
    var attributes: [String] = []
    /// The global actor the declaration is isolated to, as `@MainActor`.
    var globalActor: String? { attributes.first { $0.hasSuffix("Actor") } }
    /// `static`, `mutating`, `nonisolated`, …
    var modifiers: [Modifier] = []
    var kind: Kind
    /// The function's, property's, associated type's or protocol's name; `init` and `subscript`
    /// for those.
    var name: String
    /// What makes an initializer failable, if it is.
    var initializerOptionality: InitializerOptionality?
    var genericParameters: [GenericParameter] = []
    var parameters: [Parameter] = []
    var isAsync = false
    var throwsClause: ThrowsClause?
    /// The result of a function or subscript, the type of a property, the default of an
    /// associated type, or the type a type alias names.
    var type: TypeExpression?
    /// The accessors of a property or subscript: `{ get }`, `{ get async throws }`, `{ get set }`.
    var accessors: Accessors?
    /// What an associated type or a protocol inherits from.
    var inheritance: [TypeExpression] = []
    /// A protocol's primary associated types: `Item` in `protocol Repository<Item>`.
    var primaryAssociatedTypes: [String] = []
    var whereClause: [WhereRequirement] = []
    /// Whether a property is a `let`.
    var isConstant = false

    var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }

    /// Whether it is an operator of one operand whose `prefix` or `postfix` is not said.
    var isUnaryOperator: Bool {
        kind == .function && parameters.count == 1
            && !modifiers.contains(.prefix) && !modifiers.contains(.postfix)
            && name.unicodeScalars.first.map { !Lexer.isIdentifierStart($0) && $0 != "`" } == true
    }

    /// The declaration's external argument labels, `nil` for `_`.
    var argumentLabels: [String?] { parameters.map(\.label) }
}

/// A parameter of a function, initializer or subscript.
struct Parameter: Equatable {
    /// The argument label; `nil` when there is none (`_`).
    var label: String?
    /// The name inside the body.
    var name: String
    /// The type with its attributes and specifiers (`inout`, `@escaping`, …), without `...`.
    var type: TypeExpression
    var isVariadic = false
    /// Whether it has a default value, as a class's members and initializers may.
    var hasDefaultValue = false
}

/// `T`, `T: Decodable`, `each T`.
struct GenericParameter: Equatable {
    var name: String
    var constraint: TypeExpression?
    var isPack = false
}

/// One requirement of a `where` clause.
enum WhereRequirement: Equatable, CustomStringConvertible {
    /// `T: Hashable`
    case conformance(TypeExpression, TypeExpression)
    /// `Item.ID == String`
    case sameType(TypeExpression, TypeExpression)

    var description: String {
        switch self {
        case .conformance(let type, let constraint): "\(type): \(constraint)"
        case .sameType(let type, let other): "\(type) == \(other)"
        }
    }

    /// The requirement with `transform` applied to both sides.
    func rewritten(_ transform: (TypeExpression) -> TypeExpression?) -> WhereRequirement {
        switch self {
        case .conformance(let type, let constraint):
            .conformance(type.rewritten(transform), constraint.rewritten(transform))
        case .sameType(let type, let other):
            .sameType(type.rewritten(transform), other.rewritten(transform))
        }
    }
}

/// The accessors a property or subscript requirement asks for.
struct Accessors: Equatable {
    var hasSetter = false
    /// `nonmutating set`: setting the property of a value does not change the value.
    var isSetterNonmutating = false
    /// A setter that changes the value it sets a property of: not `nonmutating`.
    var hasMutatingSetter: Bool { hasSetter && !isSetterNonmutating }
    /// `get async`
    var isAsync = false
    /// `get throws`
    var throwsClause: ThrowsClause?
}
