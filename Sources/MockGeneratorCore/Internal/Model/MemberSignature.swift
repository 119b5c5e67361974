/// What every kind of member declares, as a requirement spells it: its name, attributes,
/// modifiers, generic parameters, parameters, effects, type and `where` clause. What only one
/// kind has (accessors, an initializer's optionality, being static) is its ``MemberKind``.
struct MemberSignature: Equatable {
    /// `@MainActor`, `@discardableResult`, …
    var attributes: [String] = []
    /// `static`, `mutating`, `nonisolated`, … as written.
    var modifiers: [Modifier] = []
    /// The method's or property's name; `init` and `subscript` for those.
    var name: String
    var genericParameters: [GenericParameter] = []
    var parameters: [Parameter] = []
    /// A method's or initializer's `async`.
    var isAsync = false
    /// A method's or initializer's `throws`, `throws(E)` or `rethrows`.
    var throwsClause: ThrowsClause?
    /// The result of a method or subscript, or the type of a property.
    var type: TypeExpression?
    var whereClause: [WhereRequirement] = []

    /// The parts of `declaration` that are not its kind's.
    init(_ declaration: Declaration) {
        attributes = declaration.attributes
        modifiers = declaration.modifiers
        name = declaration.name
        genericParameters = declaration.genericParameters
        parameters = declaration.parameters
        isAsync = declaration.isAsync
        throwsClause = declaration.throwsClause
        type = declaration.type
        whereClause = declaration.whereClause
    }

    /// The types the member names: its parameters', its result's, and its `where` clause's.
    var namedTypes: [TypeExpression] {
        parameters.map(\.type) + [type].compactMap { $0 }
            + whereClause.flatMap { requirement -> [TypeExpression] in
                switch requirement {
                case .conformance(let type, let constraint): [type, constraint]
                case .sameType(let type, let other): [type, other]
                }
            }
    }

    /// The external argument labels, `nil` for `_`.
    var argumentLabels: [String?] { parameters.map(\.label) }

    /// `present()`, `title`, `subscript(_:)`: the name, and the argument labels of a member
    /// that is not a property. Two members of one key implement one another.
    static func key(name: String, labels: [String?]?) -> String {
        guard let labels else { return name }
        return "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }
}
