/// A wrapper the mock declares: its name, its type, and how it is stored and first answers.
struct WrapperPlan: Equatable {
    /// `fetchMock`.
    var name: String
    /// `Mock`, `AsyncThrowingMock`, `GenericMock`, `PropertyMock`; `Mocking.Mock` where a
    /// module the file imports declares the name too.
    var typeName: String
    /// The requirement's deprecations, which the wrapper carries too; for a wrapper that is the
    /// property itself, the member's other attributes as well.
    var attributes: [String]
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
        /// `Mock<(), Date>`'s `["()", "Date"]`; empty when the type infers them.
        var genericArguments: [String]
        var initial: Initial
    }

    /// What a wrapper is declared with so that it answers before any stub.
    enum Initial: Equatable {
        /// Nothing: it answers the default value of its result.
        case none
        /// `.unimplemented`: no default value is known.
        case unimplemented
        /// `returning: value`.
        case returning(String)
        /// `= value` after the type: a closure that answers (`= { text in text }` for an `inout`
        /// argument), or a property's initial value.
        case assigned(String)
    }
}
