/// Why a mock makes less of a member than a mock could: why it is a placeholder, why a spy does
/// not forward it, why a class's mock does not override it. Each is worded once, here: the
/// warnings, the placeholders' issues and the mocks' doc comments say these words.
enum Reason: Equatable, Sendable, CustomStringConvertible {
    // Why a member is a placeholder, in a protocol's mock; or not overridden, in a class's.

    /// A property requirement the graph lists without accessors.
    case noAccessors
    /// A parameter whose type is an alias no graph given declares, so may be a closure that must
    /// not escape, which a wrapper cannot record.
    case unknownTypeAlias(parameter: String, type: TypeExpression)
    /// A `rethrows` requirement of a shape the wrappers do not take.
    case unsupportedRethrows
    /// Parameter packs, which a context cannot hold.
    case parameterPacks
    /// A result of a noncopyable or nonescapable type.
    case noncopyableResult(type: String)
    /// A parameter of a noncopyable or nonescapable type.
    case noncopyableParameter(String, type: String)
    /// A `consuming` or `borrowing` parameter, which may be noncopyable.
    case ownershipSpecifier(parameter: String, specifier: String)
    /// A nonisolated settable property whose type depends on the mock's generic parameters.
    case nonisolatedGenericSetter
    /// An executor's job, which must run: a mock cannot keep it, and dropping it would leave its
    /// task waiting.
    case executorJob(parameter: String)
    /// Arguments the call is recorded without (``Callable/unrecorded``), which the closure a
    /// spy forwards with never receives.
    case unrecordedArguments([String])
    /// A result made by the closure `handler` (``Callable/handler``), which the member calls
    /// within a scope of its own: the closure a spy forwards with, and a class mock's default,
    /// answer the closure's arguments, which only that scope can make.
    case resultMadeByHandler(handler: String)

    // Why a spy does not forward a member to its live instance.

    /// A type that names `Self`: the mock here, another type in the live instance.
    case namesSelfInSpy
    /// A type that names an associated type the mock gives a partner mock whose own associated
    /// type is the mock (`Ephemeral.Public == Self`): another type in the live instance.
    case namesPartnerInSpy(associatedType: String)
    /// An operator, which is not called as a member.
    case operatorMember
    /// A variadic parameter, whose array of arguments cannot be passed on as them.
    case variadicParameter
    /// A deprecated member, which warns when called.
    case deprecated
    /// A member unavailable on a platform.
    case unavailable(platform: String)
    /// `inout` arguments with closures, or with an asynchronous typed throw.
    case inoutWithClosuresOrAsyncTypedThrows
    case genericSubscript
    case genericStatic
    case genericTypedThrows
    /// A closure passed on with a typed error needs `throws(E)`, which crashes Swift 6.3's SIL
    /// generation: only a method reference (`live.run(_:)`) forwards it, which takes every
    /// argument and cannot be `mutating`.
    case typedThrowsWithClosuresAndArguments
    case genericWithClosures
    case genericWithInouts
    /// A generic member that names the mock's generic parameters.
    case genericNamingMockGenerics
    /// A generic member that names an associated type, which a spy's `any P` cannot reach.
    case genericNamingAssociatedTypes
    /// A generic member of a class's mock, whose wrapper has no live instance to pass calls to.
    case genericInClassSpy

    // Why a class's mock does not override a member.

    /// A type that names `Self`, which a wrapper cannot hold.
    case namesSelfInOverride
    case takesInouts
    case `rethrows`
    /// `async rethrows` in a class isolated to a global actor.
    case isolatedAsyncRethrows
    /// `async rethrows` with a synchronous closure, which the wrapper's answer takes as an async
    /// one.
    case synchronousClosureOfAsyncRethrows
    /// A typed throw, asynchronous or with closures.
    case typedThrowsAsynchronousOrWithClosures
    /// A generic member with a typed throw or closures.
    case genericWithTypedThrowsOrClosures
    /// An initializer, which a subclass inherits rather than overrides.
    case inheritedInitializer
    /// Why the model found the member cannot be overridden, in its words: `it is final`.
    case notOverridable(String)

    // Why a member is degraded.

    /// The compiler rejects the member's code; `message` is its error.
    case rejectedByCompiler(String)

    /// The reason, as the clause after "cannot mock …:" or inside a listing's parentheses.
    var description: String {
        switch self {
        case .noAccessors: "it has no accessors"
        case .unknownTypeAlias(let parameter, let type):
            "the type of its parameter `\(parameter)`, \(type), is a type alias that no symbol "
                + "graph given declares, so may be a closure that must not escape"
        case .unsupportedRethrows:
            "a rethrows requirement is mocked only with one throwing closure, which takes no inout "
                + "arguments and, in an async requirement, does not escape, and no inout parameters"
        case .parameterPacks: "a mock cannot record parameter packs"
        case .noncopyableResult(let type):
            "its result is of the noncopyable or nonescapable type \(type), which a mock cannot "
                + "hold"
        case .noncopyableParameter(let parameter, let type):
            "its parameter `\(parameter)` is of the noncopyable or nonescapable type \(type), "
                + "which a mock cannot record"
        case .ownershipSpecifier(let parameter, let specifier):
            "its parameter `\(parameter)` is `\(specifier)`, so may be noncopyable, which the "
                + "symbol graph does not tell and a mock cannot record"
        case .nonisolatedGenericSetter:
            "it is nonisolated and settable, and its type depends on the mock's generic parameters"
        case .executorJob(let parameter):
            "its parameter `\(parameter)` is a job that must run, which no mock can keep, and a "
                + "mock that dropped it would leave its task waiting for good"
        case .unrecordedArguments(let names):
            "it takes \(Self.listed(names)), which may be noncopyable or nonescapable, so that no "
                + "mock keeps \(names.count == 1 ? "it" : "them"): its calls are recorded "
                + "without \(names.count == 1 ? "it" : "them")"
        case .resultMadeByHandler(let handler):
            "its result is made by its closure `\(handler)`, which the live member calls within a "
                + "scope of its own"
        case .namesSelfInSpy:
            "its type names Self, which is the mock here and another type in the live instance"
        case .namesPartnerInSpy(let associatedType):
            "its type names \(associatedType), which is a mock of this mock's own here and "
                + "another type in the live instance"
        case .operatorMember: "an operator is not called as a member"
        case .variadicParameter: "an array of variadic arguments cannot be passed on as them"
        case .deprecated: "it is deprecated, and calling it would warn"
        case .unavailable(let platform): "it is unavailable on \(platform)"
        case .inoutWithClosuresOrAsyncTypedThrows:
            "it takes inout arguments with closures, or with an async typed throw"
        case .genericSubscript: "it is a generic subscript"
        case .genericStatic: "it is generic and static"
        case .genericTypedThrows: "it is generic and throws a typed error"
        case .typedThrowsWithClosuresAndArguments:
            "it throws a typed error and takes closures beside other arguments, or is mutating"
        case .genericWithClosures: "it is generic and takes closures"
        case .genericWithInouts: "it is generic and takes inout arguments"
        case .genericNamingMockGenerics: "it is generic and names the mock's generic parameters"
        case .genericInClassSpy:
            "it is generic, and a generic member forwards through a protocol's existential, "
                + "which a class has not"
        case .genericNamingAssociatedTypes:
            "it is generic, so forwarded through the protocol as an existential, which cannot "
                + "call a member that names an associated type"
        case .namesSelfInOverride: "its type names Self, which a wrapper cannot hold"
        case .takesInouts: "it takes inout arguments with closures, a typed error or generics"
        case .rethrows: "it rethrows"
        case .synchronousClosureOfAsyncRethrows:
            "its closure is synchronous, which its wrapper's answer receives as an async one, and "
                + "the live member cannot take"
        case .isolatedAsyncRethrows:
            "it rethrows asynchronously, isolated to a global actor, which its closure would be "
                + "sent to"
        case .typedThrowsAsynchronousOrWithClosures:
            "it throws a typed error asynchronously or with closures"
        case .genericWithTypedThrowsOrClosures:
            "it is generic and throws a typed error or takes closures"
        case .inheritedInitializer: "a subclass inherits its class's initializers"
        case .notOverridable(let reason): reason
        case .rejectedByCompiler(let message): "the compiler rejected it: \(message)"
        }
    }

    /// `` `a` ``, `` `a` and `b` ``, `` `a`, `b` and `c` ``.
    private static func listed(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
