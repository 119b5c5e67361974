/// A wrapper the mock declares: its name, its type, and how it is stored and first answers.
struct WrapperPlan: Equatable {
    /// `fetchMock`, as the naming rule gives it.
    var name: WrapperName
    /// `Mock`, `AsyncThrowingMock`, `GenericMock`, `PropertyMock`.
    var type: WrapperType
    /// The requirement's availability that the wrapper carries too: its deprecations (a stored
    /// property cannot be marked potentially unavailable).
    var availability: [SymbolGraph.Availability] = []
    /// For a wrapper that is the property itself, the member's attributes: `@MainActor`.
    var attributes: [String] = []
    var storage: Storage

    /// How the mock holds the wrapper.
    enum Storage: Equatable {
        /// A property wrapper of each mock: `@Mock var fetchMock: (Int) -> User`, of `type`
        /// (`nil` for a generic wrapper: `@GenericMock var loadMock`).
        case attached(type: TypeExpression?, initial: Initial)
        /// A wrapper held as a value: `static let nowMock = Mock<(), Date>(scope: .test)`, or
        /// a `nonisolated let` for a nonisolated member of an isolated mock.
        case constant(Constant)
        /// A static wrapper of a generic mock, which the statics holder `holder` keeps: the
        /// mock reads it through `static var nowMock: Mock<(), Date> { Holder.nowMock }`.
        case held(Constant, holder: String)
    }

    /// A wrapper created as a value.
    struct Constant: Equatable {
        /// `static let`, scoped to the test; otherwise an instance's `let`.
        var isStatic: Bool
        /// Whether it is `nonisolated`: in a mock isolated to a global actor, or an
        /// instance's wrapper in an isolated mock.
        var isNonisolated: Bool
        /// `Mock<(), Date>`'s `()` and `Date`; empty when the type infers them.
        var genericArguments: [TypeExpression]
        var initial: Initial
    }

    /// What a wrapper is declared with so that it answers before any stub.
    enum Initial: Equatable {
        /// Nothing: it answers the default value of its result.
        case none
        /// `.unimplemented`: no default value is known.
        case unimplemented
        /// `returning: value`.
        case returning(ValueExpression)
        /// `= value` after the type: a closure that answers (`= { text in text }` for an `inout`
        /// argument), or a property's initial value.
        case assigned(ValueExpression)
    }

    /// Whether the mock holds it as a property wrapper, whose storage is `_name` and projection
    /// `$name`.
    var isAttached: Bool {
        switch storage {
        case .attached: true
        case .constant, .held: false
        }
    }
}
