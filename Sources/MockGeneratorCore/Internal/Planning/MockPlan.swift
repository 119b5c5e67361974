/// Everything one generated file holds, decided: the mock's type, each member's plan, the
/// holder of a generic mock's statics, the resolved associated types, the imports, and the
/// warnings about what could not be mocked. ``MockPlanner`` builds it from a ``MockSubject``;
/// ``MockRenderer`` writes it as Swift, reading nothing else.
struct MockPlan: Equatable {
    /// `MockClock.swift`.
    var fileName: String
    /// The comment lines the file starts with, without `// `.
    var header: [String]
    var imports: Imports
    /// Who can use the mock: its target alone, or, `public`, every module that imports it.
    var access = MockAccess.internal
    /// The protocol or class mocked, as the file names it: `Clock`, `Outer.Delegate`.
    var mockedName: String
    /// Whether every wrapper is declared `strict: true`, so that a call no test stubbed records
    /// an issue: the selection file's `mocks strict`.
    var wrappersAreStrict = false
    /// What the mock is of, which its doc comment says.
    var subject: Subject = .conformance
    var type: TypeDeclaration
    /// Associated types fixed by the protocol: `typealias ID = UUID`.
    var typeAliases: [TypeAlias] = []
    /// The initializer without arguments a mock gets that inherits its superclass's
    /// initializers, none of which takes none: `convenience init() { self.init(title: "") }`.
    var convenienceInitializer: InitializerCall?
    /// The initializer without arguments a mock gets whose protocol requires initializers,
    /// none of which takes none; or, when it is public, that has no superclass and no other
    /// initializer, so that other modules can create it.
    var plainInitializer: PlainInitializer?
    /// `init(forwardingTo:)`, which makes the mock a spy of a live instance; `nil` for a mock
    /// that cannot be one (an actor's, a class's).
    var spyInitializer: SpyInitializer?
    /// `init(…, stubbing:)`, which stub a class's mock before the class's initializer runs;
    /// `nil` for another mock, or for one whose class's initializers it cannot declare again,
    /// which `stubbingLeftOut` says why.
    var stubbing: StubbingInitializers?
    /// Why a class's mock has no `init(…, stubbing:)`, which its doc comment says.
    var stubbingLeftOut: String?
    var members: [MemberPlan] = []
    /// The superclass's `required` initializers, declared again by a mock that declares
    /// initializers of its own.
    var requiredInitializers: [RequiredInitializer] = []
    /// The enum that holds the static wrappers of a generic mock, which cannot.
    var staticsHolder: StaticsHolder?
    /// Whether a module the file imports declares a type named as one of `Mocking`'s, so that
    /// the file names them `Mocking.Mock`, `Mocking.Unmocked`.
    var qualifiesMockingNames = false
    /// Warnings about the members that could not be mocked or overridden, in order.
    var warnings: [MockWarning] = []
    /// The mocks the file declares after this one, for its associated types constrained back
    /// to its protocol (see ``AssociatedTypeResolution/Partner``).
    var partners: [MockPlan] = []

    /// What a mock is of.
    enum Subject: Equatable {
        /// A protocol, which the mock conforms to.
        case conformance
        /// A class, which the mock subclasses; the members in `notOverridden` keep the class's
        /// implementation.
        case subclass(notOverridden: [LeftOutMember])
        /// A protocol, for another mock's associated type constrained back to that mock's
        /// protocol: `MockKey`'s `Ephemeral`.
        case partner(of: String, associatedType: String)
    }

    /// The modules the file imports.
    struct Imports: Equatable {
        /// `import Mocking`, `import Foundation`, … sorted.
        var modules: [String]
        /// `@testable import Shop`, sorted.
        var testable: [String]
        /// Whether `FoundationNetworking` is imported where it exists (Linux).
        var importsFoundationNetworking: Bool
    }

    /// How the mock's type is declared.
    struct TypeDeclaration: Equatable {
        /// `MockClock`.
        var name: String
        /// An `actor` rather than a `final class`.
        var isActor: Bool
        /// The global actor it is isolated to: `["@MainActor"]`.
        var attributes: [String]
        /// The availability of the protocol or class, which the mock restates.
        var availability: [SymbolGraph.Availability]
        /// `Item: Identifiable`, for associated types the mock leaves to its user.
        var genericParameters: [AssociatedTypeResolution.GenericParameter]
        /// The superclass and the protocol, as the declaration names them.
        var inheritance: [TypeExpression]
        var whereClause: [WhereRequirement]
        /// Whether it is `@unchecked Sendable`, which a comment explains.
        var isUncheckedSendable: Bool
        /// Lint rules the whole type is exempt from: overloads that differ in their types alone
        /// and end in a closure, as the protocol declares them.
        var lintExemptions: [LintRule]
    }

    /// `typealias Name = Type`.
    struct TypeAlias: Equatable {
        var name: String
        var type: TypeExpression
    }

    /// `init() {}`, `override init() { super.init() }`, or `init() { super.init(title: "") }`.
    enum PlainInitializer: Equatable {
        /// `init() {}`: the mock subclasses no class.
        case plain
        /// `override init() { super.init() }`.
        case overriding
        /// `init() { super.init(…) }`, calling another initializer of the superclass.
        case callingSuperclass(InitializerCall)
        /// `nonisolated override init() { super.init() }`: a mock of a class isolated to a global
        /// actor whose only designated initializer, `init()`, is not, where declarations are
        /// isolated to the main actor by default. The mock's own synthesized `init()` would be
        /// isolated to the actor ("has different actor isolation from nonisolated overridden
        /// declaration").
        case overridingNonisolated
    }

    /// A `required` initializer of the superclass, declared again: it forwards its arguments.
    struct RequiredInitializer: Equatable {
        var signature: MemberSignature
        var optionality: InitializerOptionality?
    }

    /// `private enum MockStoreStaticMocks`, with the static wrappers of a generic mock.
    struct StaticsHolder: Equatable {
        var name: String
        var wrappers: [HeldWrapper]
    }

    /// A wrapper the statics holder declares, with its member and the lint rules the member is
    /// exempt from.
    struct HeldWrapper: Equatable {
        var member: MemberID
        var wrapper: WrapperPlan
        var lintRules: [LintRule]
    }

    /// The warnings of the file, in order: those of its partner mocks, then its own.
    var allWarnings: [MockWarning] {
        partners.flatMap(\.allWarnings) + warnings
    }
}
