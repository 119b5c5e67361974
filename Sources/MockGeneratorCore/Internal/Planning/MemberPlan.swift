/// How the mock implements one requirement: the member as it is declared, and what its body
/// does.
struct MemberPlan: Equatable {
    var kind: MemberKind
    /// The member's declaration: the requirement's, with the types as the mock spells them and
    /// the attributes and modifiers the mock's member takes.
    var signature: MemberSignature
    var implementation: Implementation
    /// The protocol whose requirements start here, for the first member of an inherited
    /// protocol: `// Inherited from Named.`
    var inheritedFrom: String?
    /// The lint rules its lines are exempt from, besides those their text calls for: names in
    /// capitals, which are the protocol's.
    var lintRules: [String] = []
    /// The call an initializer ends with in a mock that subclasses a class: `super.init()`.
    var superclassCall: String?
    /// How `init(forwardingTo:)` makes the member answer as the live instance does; `nil` when
    /// it does not (the mock has no such initializer, or the member is not forwarded).
    var liveForwarding: LiveForwarding?

    /// How a spy forwards a member to its live instance.
    enum LiveForwarding: Equatable {
        /// The wrappers' default loaders call the live instance's member, or for a static one,
        /// its type's, where the platforms are those `availability` lists (`macOS 15`), if any.
        case loader(availability: [String])
        /// A generic method: its wrapper keeps the live instance, `existential` (`any Store`),
        /// and the member passes it the call to make; the call takes the instance `inout` when
        /// the method is `mutating`, so that the wrapper keeps its change.
        case generic(existential: String, isMutating: Bool)
    }

    /// What a member's body does.
    enum Implementation: Equatable {
        /// A body written out, such as `lhs === rhs` for `==`; empty for a member that takes a
        /// `Never`, which is never called.
        case body(String)
        /// `customMirror`: a mirror whose children are the mock's instance wrappers, by the
        /// names their storage has (`_fetchMock`), as Swift's own mirror of the class shows them.
        case mirror(children: [String])
        /// Not mocked: the member records a test issue when called.
        case placeholder(Placeholder)
        /// `@PropertyMock var name: String`: the wrapper is the property.
        case storedProperty(WrapperPlan)
        /// A computed property that reads and writes a `PropertyMock`: one that cannot be
        /// stored (unavailable on some platform), is static, or is nonisolated.
        case computedProperty(WrapperPlan)
        /// Forwards its arguments to a wrapper, and answers what the wrapper answers.
        case forwarding(Forwarding)
        /// Overrides a class's member: it answers as the test's stub of its wrapper says, or
        /// else calls the superclass's implementation (`super`); every call is recorded.
        case overriding(Forwarding)
        /// Overrides a class's property: gets and sets go through a `PropertyMock`, to the
        /// superclass's property unless a test stubs them.
        case overridingProperty(WrapperPlan)
    }

    /// A member that is not mocked, and what it does when called: `Unmocked.call(…)`, which
    /// records an issue naming it and the reason.
    struct Placeholder: Equatable {
        /// The member with its mock, as the issue names it: `MockTicketScanner.scan(_:)`.
        var member: String
        /// Why it is not mocked: the warning's words.
        var reason: String
        /// What it answers: its result, or `Void`.
        var result: TypeExpression
        /// The value it answers after the issue, the default of `result`; `nil` when there is
        /// none the generator can write, or no mock can hold the result: the call then stops
        /// the test.
        var answer: String?
        /// `Unmocked`, or `Mocking.Unmocked` where an imported module declares the name too.
        var typeName: String
    }

    /// A member that forwards to its wrappers.
    struct Forwarding: Equatable {
        /// What the wrapper records and answers.
        var callable: Callable
        /// The wrapper of a method, initializer or getter.
        var wrapper: WrapperPlan
        /// The setter of a subscript, or of a generic mock's static property whose type depends
        /// on its generic parameters, with its own wrapper.
        var setter: Setter?
    }

    /// A setter's wrapper, and what it records.
    struct Setter: Equatable {
        var callable: Callable
        var wrapper: WrapperPlan
    }
}
