/// A warning planning raises about a mock: a member it answers with a placeholder, or leaves to
/// the class it subclasses. Worded here, once; the command turns each into a line that names the
/// mock's file and the member's declaration.
enum MockWarning: Equatable, Sendable {
    /// A requirement of the protocol `protocolName` that its mock `mock` answers with a
    /// placeholder, which records an issue when called.
    case placeholder(
        member: String, protocolName: String, reason: Reason, mock: String,
        location: SymbolGraph.Location?)
    /// A member of the class `className` that its mock `mock` does not override: it keeps the
    /// class's implementation.
    case notOverridden(
        member: String, className: String, reason: Reason, mock: String,
        location: SymbolGraph.Location?)
    /// A requirement of the protocol `protocolName` that the spy initializer of its mock `mock`
    /// does not forward to the live instance, though it could have: a degradation's `reason`.
    case notForwarded(
        member: String, protocolName: String, reason: Reason, mock: String,
        location: SymbolGraph.Location?)

    /// `cannot mock fetch(id:) of Store: it is generic and static`.
    var message: String {
        switch self {
        case .placeholder(let member, let protocolName, let reason, _, _):
            "cannot mock \(member) of \(protocolName): \(reason)"
        case .notOverridden(let member, let className, let reason, _, _):
            "cannot mock \(member) of \(className): \(reason); the mock keeps the class's "
                + "implementation"
        case .notForwarded(let member, let protocolName, let reason, _, _):
            "cannot forward \(member) of \(protocolName) to the live instance of "
                + "init(forwardingTo:): \(reason); the member is mocked all the same"
        }
    }

    /// The member the warning is about, as a selection file's `accept` line names it:
    /// `Store.fetch(id:)`.
    var acceptanceName: String {
        switch self {
        case .placeholder(let member, let owner, _, _, _),
            .notOverridden(let member, let owner, _, _, _),
            .notForwarded(let member, let owner, _, _, _):
            "\(owner).\(member)"
        }
    }

    /// The mock the warning is about: `MockStore`.
    var mock: String {
        switch self {
        case .placeholder(_, _, _, let mock, _), .notOverridden(_, _, _, let mock, _),
            .notForwarded(_, _, _, let mock, _):
            mock
        }
    }

    /// Where the member is declared, as the graph says.
    var location: SymbolGraph.Location? {
        switch self {
        case .placeholder(_, _, _, _, let location), .notOverridden(_, _, _, _, let location),
            .notForwarded(_, _, _, _, let location):
            location
        }
    }
}
