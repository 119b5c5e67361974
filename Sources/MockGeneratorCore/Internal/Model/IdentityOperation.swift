/// What a requirement of a standard protocol does with the mock's identity, which a class has and
/// answers by itself: `==` compares two mocks as `lhs === rhs`, `hash(into:)` hashes the mock's
/// `ObjectIdentifier`, `<` orders two mocks by theirs.
enum IdentityOperation: Equatable, Sendable {
    /// `static func == (lhs: Self, rhs: Self) -> Bool`: `lhs === rhs`.
    case equality
    /// `func hash(into hasher: inout Hasher)`: `hasher.combine(ObjectIdentifier(self))`.
    case hashing
    /// `static func < (lhs: Self, rhs: Self) -> Bool`:
    /// `ObjectIdentifier(lhs) < ObjectIdentifier(rhs)`.
    case ordering
}
