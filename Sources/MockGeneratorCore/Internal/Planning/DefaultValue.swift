/// A value a mock answers before any test stubs it, as far as the generator can tell what the
/// type's default is.
indirect enum DefaultValue: Equatable, Sendable {
    /// `()`.
    case void
    /// `nil`.
    case nilLiteral
    /// `[]`.
    case emptyArray
    /// `[:]`.
    case emptyDictionary
    /// `""`.
    case emptyString
    /// `false`.
    case falseLiteral
    /// `0`.
    case zero
    /// `.defaultValue`, of a `DefaultProvidable` type.
    case provided
    /// An enum's case without associated values: `.debug`.
    case enumCase(String)
    /// `.success(value)` of a `Result`.
    case success(DefaultValue)
    /// A tuple of the elements' defaults, with their labels: `(count: 0, name: "")`.
    case tuple(labels: [String?], [DefaultValue])

    /// Whether a wrapper declared without a value answers it by itself (a literal, or a
    /// `DefaultProvidable`'s), rather than having it written where it is declared.
    var isAnsweredByTheWrapper: Bool {
        switch self {
        case .void, .nilLiteral, .emptyArray, .emptyDictionary, .emptyString, .falseLiteral, .zero,
            .provided:
            true
        case .enumCase, .success, .tuple: false
        }
    }
}
