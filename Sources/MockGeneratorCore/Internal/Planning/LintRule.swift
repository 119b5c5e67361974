/// A rule of swift-format's lint that a mock's declaration may be exempt from, because it spells
/// what the mocked protocol or class spells.
enum LintRule: String, Equatable, Sendable {
    /// Names in capitals, which are the protocol's.
    case alwaysUseLowerCamelCase = "AlwaysUseLowerCamelCase"
    /// Overloads that differ in their types alone and end in a closure.
    case ambiguousTrailingClosureOverload = "AmbiguousTrailingClosureOverload"
    /// `T!`, which the protocol declares.
    case neverUseImplicitlyUnwrappedOptionals = "NeverUseImplicitlyUnwrappedOptionals"
    /// Identifiers that are not ASCII, which the protocol declares.
    case identifiersMustBeASCII = "IdentifiersMustBeASCII"
    /// A doc comment on every public declaration: a public mock's members are documented by the
    /// requirements they implement, which the whole file is exempt for.
    case allPublicDeclarationsHaveDocumentation = "AllPublicDeclarationsHaveDocumentation"
}
