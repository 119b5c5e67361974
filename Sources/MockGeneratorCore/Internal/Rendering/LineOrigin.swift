/// Where a line of a rendered mock comes from: the file as a whole, or a part of one member.
///
/// ```swift
/// .member(id, .spyForwarding)   // a statement of `init(forwardingTo:)` for the member `id`
/// ```
enum LineOrigin: Hashable, Sendable {
    /// The file or the mock's type as a whole: the header, the imports, the type's head and doc
    /// comment, its type aliases and the initializers planning adds, blank lines.
    case file
    /// A member of a mock, and which part of it.
    case member(MemberID, Part)

    /// A part of a member's code, which a degradation can remove.
    enum Part: Hashable, Sendable {
        /// The member, its body and its wrappers, wherever they are declared (the statics
        /// holder's too), with the comments before them. A generic method's body that passes
        /// the live instance its call (`MemberPlan.LiveForwarding.generic`) is its declaration's:
        /// `Degradation.withoutSpyForwarding` removes that call too.
        case declaration
        /// Its statements in `init(forwardingTo:)`.
        case spyForwarding
    }
}
