/// The initializers of a class's mock that give a test the mock's wrappers before the class's
/// initializer runs, `init(base:stubbing:)`, so that the calls that initializer makes to the
/// mock's own members answer as the test stubbed them (Cuckoo's `createMock`).
///
/// ```swift
/// let router = MockRouter(base: url) { stubs in
///     stubs.$routeMock.returns(3)
/// }
/// ```
///
/// A class that declares a designated initializer inherits none of its superclass's, so the
/// mock also declares each of the class's own again, `override` or `required`: it keeps every
/// initializer, convenience ones included, that it would inherit.
struct StubbingInitializers: Equatable {
    /// The class's designated initializers, each declared again and each given a variant whose
    /// last argument is `stubbing configure: (Stubs) -> Void`.
    var initializers: [Superclass.Initializer]
    /// `init(stubbing:)`, which calls the class's initializer as the mock's
    /// `convenience init()` does, given default values.
    var defaultsCall: InitializerCall?

    /// The ID the lines of the initializers and of `Stubs` come from, so that the compiler
    /// check can leave them out (``Degradation/placeholder(_:)``) rather than fail the mock.
    static func id(mock: String) -> MemberID {
        MemberID(mock: mock, requirement: "init(stubbing:)")
    }
}
