/// A mock that ``CompilerCheck`` can render again with some of its members degraded.
protocol CheckableMock {
    /// What names one member of the mock, across renderings.
    associatedtype Member: Hashable
    associatedtype Rendering: CheckableRendering where Rendering.Member == Member

    /// `MockClock.swift`.
    var fileName: String { get }

    /// The file, with `degradations` applied to its members.
    func rendering(degrading degradations: [Member: Degradation]) -> Rendering

    /// A member's name in ``CheckCache``, the same from one run to the next.
    func key(of member: Member) -> String

    /// The member a key of ``key(of:)`` names, if the mock still has it.
    func member(forKey key: String) -> Member?
}

/// A mock's text, and where each of its lines comes from.
protocol CheckableRendering {
    associatedtype Member

    var text: String { get }

    /// What line `line` (counted from 1) of ``text`` belongs to.
    func origin(ofLine line: Int) -> LineOrigin<Member>
}

/// What a line of a mock belongs to.
enum LineOrigin<Member> {
    /// The file or the type: imports, the type's head, its type aliases and initializers.
    case file
    /// A member: its declaration and body, or its forwarding in `init(forwardingTo:)`.
    case member(Member, MemberPart)
}

/// The part of a member a line belongs to.
enum MemberPart: Equatable {
    /// The member's declaration and body, and its wrappers, wherever they are declared.
    case declaration
    /// Its statements in the spy initializer, `init(forwardingTo:)`.
    case spyForwarding
}

/// What the compiler check does to a member whose code the compiler rejects.
enum Degradation: Equatable, Codable {
    /// The spy initializer does not forward the member; its doc comment says why.
    case withoutSpyForwarding(reason: String)
    /// The member is not mocked: it records an issue naming itself and `reason` when called.
    case placeholder(reason: String)

    /// The compiler's error that called for it.
    var reason: String {
        switch self {
        case .withoutSpyForwarding(let reason), .placeholder(let reason): reason
        }
    }
}
