/// The kind of a symbol, decoded once from the graph's `kind.identifier` (`swift.protocol`,
/// `swift.type.method`, …): the stages after reading switch over it, and compare no strings.
enum SymbolKind: Hashable, Sendable {
    case `protocol`
    case `class`
    case `struct`
    case `enum`
    /// `swift.enum.case`.
    case enumCase
    case actor
    /// `swift.typealias`.
    case typeAlias
    /// `swift.associatedtype`.
    case associatedType
    /// An instance method, `swift.method`.
    case method
    /// A static or class method, `swift.type.method`.
    case typeMethod
    /// An instance property, `swift.property`.
    case property
    /// A static or class property, `swift.type.property`.
    case typeProperty
    /// An instance subscript, `swift.subscript`.
    case `subscript`
    /// A static or class subscript, `swift.type.subscript`.
    case typeSubscript
    /// `swift.init`.
    case initializer
    /// A kind the generator has no use for (`swift.func`, `swift.var`, `swift.extension`, …), as
    /// the graph spells it.
    case other(String)

    private static let identifiers: [(SymbolKind, String)] = [
        (.protocol, "swift.protocol"), (.class, "swift.class"), (.struct, "swift.struct"),
        (.enum, "swift.enum"), (.enumCase, "swift.enum.case"), (.actor, "swift.actor"),
        (.typeAlias, "swift.typealias"), (.associatedType, "swift.associatedtype"),
        (.method, "swift.method"), (.typeMethod, "swift.type.method"),
        (.property, "swift.property"), (.typeProperty, "swift.type.property"),
        (.subscript, "swift.subscript"), (.typeSubscript, "swift.type.subscript"),
        (.initializer, "swift.init"),
    ]

    /// The kind a graph names `identifier`.
    init(identifier: String) {
        self = Self.identifiers.first { $0.1 == identifier }?.0 ?? .other(identifier)
    }

    /// The kind as a graph names it: `swift.protocol`.
    var identifier: String {
        if case .other(let identifier) = self { return identifier }
        return Self.identifiers.first { $0.0 == self }?.1 ?? ""
    }

    /// Whether it declares a type: a struct, class, enum, protocol, type alias or actor.
    var isType: Bool {
        switch self {
        case .protocol, .class, .struct, .enum, .typeAlias, .actor: true
        case .enumCase, .associatedType, .method, .typeMethod, .property, .typeProperty,
            .subscript, .typeSubscript, .initializer, .other:
            false
        }
    }
}

/// A symbol's kind is written `{"identifier": "swift.protocol", "displayName": "Protocol"}`; the
/// display name is left out.
extension SymbolKind: Codable {
    private enum CodingKeys: String, CodingKey {
        case identifier
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(identifier: try container.decode(String.self, forKey: .identifier))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
    }
}
