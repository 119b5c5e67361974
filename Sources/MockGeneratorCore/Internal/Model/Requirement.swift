/// One requirement of a protocol, parsed: a member its mock implements.
struct Requirement {
    /// The requirement's precise identifier in the graph; `nil` for one the graphs do not list (a
    /// standard protocol's, or one read from source).
    var identifier: String?
    var kind: MemberKind
    var signature: MemberSignature
    /// The protocol that declares it: `Named`, `Swift.Identifiable`.
    var origin: String
    var availability: [SymbolGraph.Availability]
    /// The precise identifiers of the types it names, by spelling.
    var typeIdentifiers: [String: String]
    var implementation: StandardProtocol.Implementation
    var location: SymbolGraph.Location?
    /// Whether it is a requirement of a standard protocol, such as `Hashable`, rather than
    /// one a symbol graph lists.
    var isStandard = false
    /// Whether only classes conform to the protocol that declares it, whose setters and methods
    /// then never change the instance itself. A requirement of a protocol that a class-bound one
    /// refines is not: `live.name = $0` needs a variable `live` even where only classes conform
    /// to the mocked protocol.
    var isOfClassBoundProtocol = false

    /// The requirement `declaration` states; `nil` when it declares no member a mock implements.
    init?(
        _ declaration: Declaration, identifier: String? = nil, origin: String,
        availability: [SymbolGraph.Availability] = [], typeIdentifiers: [String: String] = [:],
        implementation: StandardProtocol.Implementation = .mocked,
        location: SymbolGraph.Location? = nil, isStandard: Bool = false
    ) {
        guard let kind = MemberKind(declaration) else { return nil }
        self.identifier = identifier
        self.kind = kind
        signature = MemberSignature(declaration)
        self.origin = origin
        self.availability = availability
        self.typeIdentifiers = typeIdentifiers
        self.implementation = implementation
        self.location = location
        self.isStandard = isStandard
    }

    /// `fetch(id:)`, `subscript(_:)`, `init(name:)`, `isOpen`: how warnings name it, and how a
    /// class's members are matched with it.
    var key: String {
        switch kind {
        case .property: MemberSignature.key(name: signature.name, labels: nil)
        case .method, .initializer, .subscript:
            MemberSignature.key(name: signature.name, labels: signature.argumentLabels)
        }
    }

    /// Whether it is unavailable on some platform, as `@available(tvOS, unavailable)`
    /// says: a stored property cannot be marked so.
    var isUnavailableOnSomePlatform: Bool {
        availability.contains { $0.isUnconditionallyUnavailable == true && $0.domain != nil }
    }

    /// `async`, and `throws` as the member declares it: a method's or initializer's own, a
    /// property's or subscript's getter's.
    var effects: (isAsync: Bool, throwsClause: ThrowsClause?) {
        switch kind {
        case .method, .initializer: (signature.isAsync, signature.throwsClause)
        case .property(let accessors, _):
            (accessors?.isAsync ?? false, accessors?.throwsClause)
        case .subscript(let accessors, _): (accessors.isAsync, accessors.throwsClause)
        }
    }
}
