/// The kind of a piece of a declaration, decoded once from the graph's string.
enum FragmentKind: Hashable, Sendable {
    case keyword
    case attribute
    /// The declared name.
    case identifier
    /// A type's name, with the type's precise identifier beside it.
    case typeIdentifier
    case genericParameter
    /// A parameter's name inside the body, `internalParam`.
    case internalParameter
    /// A parameter's argument label, `externalParam`.
    case externalParameter
    case number
    case string
    /// Punctuation and spaces.
    case text
    /// A kind the generator has no use for, as the graph spells it.
    case other(String)

    private static let names: [(FragmentKind, String)] = [
        (.keyword, "keyword"), (.attribute, "attribute"), (.identifier, "identifier"),
        (.typeIdentifier, "typeIdentifier"), (.genericParameter, "genericParameter"),
        (.internalParameter, "internalParam"), (.externalParameter, "externalParam"),
        (.number, "number"), (.string, "string"), (.text, "text"),
    ]

    /// The kind a graph names `name`.
    init(name: String) {
        self = Self.names.first { $0.1 == name }?.0 ?? .other(name)
    }

    /// The kind as a graph names it: `typeIdentifier`.
    var name: String {
        if case .other(let name) = self { return name }
        return Self.names.first { $0.0 == self }?.1 ?? ""
    }
}

extension FragmentKind: Codable {
    init(from decoder: any Decoder) throws {
        self.init(name: try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
