/// Where a line of a rendered mock comes from.
enum LineOrigin: Hashable, Sendable {
    /// The file or the mock's type as a whole: the header, the imports, the type's head and doc
    /// comment, its type aliases and the initializers planning adds, blank lines.
    case file
    /// A member of a mock, and which part of it.
    case member(MemberID, MemberPart)
}

/// A part of a member's code, which a degradation can remove.
enum MemberPart: Hashable, Sendable {
    /// The member, its body and its wrappers, wherever they are declared.
    case declaration
    /// Its statements in `init(forwardingTo:)`.
    case spyForwarding
}
