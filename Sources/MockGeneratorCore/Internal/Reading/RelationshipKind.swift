/// The kind of a relationship between two symbols, decoded once from the graph's string.
enum RelationshipKind: Hashable, Sendable {
    /// The source is a requirement of the target protocol.
    case requirementOf
    /// The source is an optional requirement of the target protocol (`@objc optional`).
    case optionalRequirementOf
    /// The source conforms to the target protocol.
    case conformsTo
    /// The source class inherits from the target class, or the source protocol from the target.
    case inheritsFrom
    /// The source is a member of the target type.
    case memberOf
    /// The source, in a protocol extension, implements the target requirement.
    case defaultImplementationOf
    /// A kind the generator has no use for (`overrides`, `extensionTo`, …), as the graph spells it.
    case other(String)

    private static let names: [(RelationshipKind, String)] = [
        (.requirementOf, "requirementOf"), (.optionalRequirementOf, "optionalRequirementOf"),
        (.conformsTo, "conformsTo"), (.inheritsFrom, "inheritsFrom"), (.memberOf, "memberOf"),
        (.defaultImplementationOf, "defaultImplementationOf"),
    ]

    /// The kind a graph names `name`.
    init(name: String) {
        self = Self.names.first { $0.1 == name }?.0 ?? .other(name)
    }

    /// The kind as a graph names it: `requirementOf`.
    var name: String {
        if case .other(let name) = self { return name }
        return Self.names.first { $0.0 == self }?.1 ?? ""
    }
}

extension RelationshipKind: Codable {
    init(from decoder: any Decoder) throws {
        self.init(name: try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
