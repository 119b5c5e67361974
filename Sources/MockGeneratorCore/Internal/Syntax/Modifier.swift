/// A declaration modifier, as a symbol graph prints it: `static`, `mutating`, `override`,
/// `required`, `nonisolated(unsafe)`, …
enum Modifier: Hashable, Sendable {
    case `static`
    case `class`
    case mutating
    case nonmutating
    /// `nonisolated`, or with its argument: `nonisolated(unsafe)`.
    case nonisolated(argument: String?)
    case optional
    case final
    case open
    case `public`
    case package
    case `internal`
    case `fileprivate`
    case `private`
    case dynamic
    case override
    case required
    case convenience
    case consuming
    case borrowing
    case distributed
    case indirect
    case prefix
    case postfix
    case infix
    case weak
    case unowned
    case lazy

    /// The modifiers without arguments, by the word that spells each.
    private static let keywords: [String: Modifier] = [
        "static": .static, "class": .class, "mutating": .mutating, "nonmutating": .nonmutating,
        "nonisolated": .nonisolated(argument: nil), "optional": .optional, "final": .final,
        "open": .open, "public": .public, "package": .package, "internal": .internal,
        "fileprivate": .fileprivate, "private": .private, "dynamic": .dynamic,
        "override": .override, "required": .required, "convenience": .convenience,
        "consuming": .consuming, "borrowing": .borrowing, "distributed": .distributed,
        "indirect": .indirect, "prefix": .prefix, "postfix": .postfix, "infix": .infix,
        "weak": .weak, "unowned": .unowned, "lazy": .lazy,
    ]

    /// The modifier `word` spells, if it spells one.
    init?(keyword word: String) {
        guard let modifier = Self.keywords[word] else { return nil }
        self = modifier
    }

    /// The modifier as Swift spells it: `static`, `nonisolated(unsafe)`.
    var spelling: String {
        switch self {
        case .static: "static"
        case .class: "class"
        case .mutating: "mutating"
        case .nonmutating: "nonmutating"
        case .nonisolated(let argument): "nonisolated" + (argument.map { "(\($0))" } ?? "")
        case .optional: "optional"
        case .final: "final"
        case .open: "open"
        case .public: "public"
        case .package: "package"
        case .internal: "internal"
        case .fileprivate: "fileprivate"
        case .private: "private"
        case .dynamic: "dynamic"
        case .override: "override"
        case .required: "required"
        case .convenience: "convenience"
        case .consuming: "consuming"
        case .borrowing: "borrowing"
        case .distributed: "distributed"
        case .indirect: "indirect"
        case .prefix: "prefix"
        case .postfix: "postfix"
        case .infix: "infix"
        case .weak: "weak"
        case .unowned: "unowned"
        case .lazy: "lazy"
        }
    }

    /// Whether it is `nonisolated`, with an argument or without.
    var isNonisolated: Bool {
        if case .nonisolated = self { return true }
        return false
    }
}
