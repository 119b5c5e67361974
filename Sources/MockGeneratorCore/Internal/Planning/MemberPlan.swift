/// How the mock implements one requirement: the member as it is declared, what kind of member it
/// is and what its body does, and how a spy forwards it.
struct MemberPlan: Equatable {
    /// The mock and the requirement: what the lines of the member lead back to.
    var id: MemberID
    /// The member's declaration: the requirement's, with the types as the mock spells them and
    /// the attributes and modifiers the mock's member takes.
    var signature: MemberSignature
    /// The requirement's availability, which the member restates: `@available(macOS 15, *)`.
    var availability: [SymbolGraph.Availability] = []
    /// The kind of member, with how it is implemented.
    var member: Member
    /// The protocol or class whose members start here, for the first member of an inherited
    /// one: `// Inherited from Named.`
    var inheritedFrom: String?
    /// The lint rules its declarations are exempt from, besides those their types and names call
    /// for: names in capitals, which are the protocol's.
    var lintRules: [LintRule] = []
    /// How `init(forwardingTo:)` makes the member answer as the live instance does; `nil` when
    /// it does not (the mock has no such initializer, or the member is not forwarded).
    var liveForwarding: LiveForwarding?

    /// A kind of member, with what only it has and how the mock implements it.
    enum Member: Equatable {
        case method(isStatic: Bool, MethodImplementation)
        case initializer(optionality: InitializerOptionality?, InitializerImplementation)
        /// `accessors` is `nil` when the requirement lists none.
        case property(accessors: Accessors?, isStatic: Bool, PropertyImplementation)
        case `subscript`(accessors: Accessors, isStatic: Bool, SubscriptImplementation)
    }

    /// What a method's body does.
    enum MethodImplementation: Equatable {
        /// A body written out, by the mock's identity: `lhs === rhs` for `==`.
        case identity(IdentityOperation)
        /// `{}`: the method takes a `Never`, so is never called.
        case neverCalled
        /// Not mocked: it records a test issue when called.
        case placeholder(Placeholder)
        /// It forwards its arguments to a wrapper, and answers what the wrapper answers.
        case forwarding(Forwarding)
        /// It overrides a class's method: it answers as the test's stub of its wrapper says, or
        /// else calls the superclass's (`super`); every call is recorded.
        case overriding(Forwarding)
    }

    /// What an initializer's body does; `superclassCall` ends it in a mock that subclasses a
    /// class (`super.init()`).
    enum InitializerImplementation: Equatable {
        /// `{}`: the initializer takes a `Never`, so is never called.
        case neverCalled
        /// Not mocked: it records a test issue when called.
        case placeholder(Placeholder, superclassCall: InitializerCall?)
        /// It forwards its arguments to a wrapper of the type (`Self.initMock`).
        case forwarding(Forwarding, superclassCall: InitializerCall?)
    }

    /// How a property gets and sets its value.
    enum PropertyImplementation: Equatable {
        /// `customMirror`: a mirror whose children are the mock's instance wrappers, as Swift's
        /// own mirror of the class shows them.
        case mirror(children: [WrapperPlan])
        /// Not mocked: it records a test issue when read or set.
        case placeholder(Placeholder)
        /// `@PropertyMock var name: String`: the wrapper is the property.
        case stored(WrapperPlan)
        /// A computed property that reads and writes a `PropertyMock`: one that cannot be
        /// stored (unavailable on some platform), is static, or is nonisolated.
        case computed(WrapperPlan)
        /// A getter with effects, which forwards to a wrapper; or a generic mock's static
        /// property whose type depends on its generic parameters, whose setter has a wrapper too.
        case forwarding(Forwarding)
        /// An override of a class's property whose getter has effects.
        case overriding(Forwarding)
        /// An override of a class's property: gets and sets go through a `PropertyMock`, to the
        /// superclass's property unless a test stubs them.
        case overridingStored(WrapperPlan)
    }

    /// How a subscript gets and sets.
    enum SubscriptImplementation: Equatable {
        /// Not mocked: it records a test issue when called.
        case placeholder(Placeholder)
        /// Its getter forwards to a wrapper, and its setter to another.
        case forwarding(Forwarding)
        /// An override of a class's subscript.
        case overriding(Forwarding)
    }

    /// How a spy forwards a member to its live instance.
    enum LiveForwarding: Equatable {
        /// The wrappers' default loaders call the live instance's member, or for a static one,
        /// its type's, where the platforms are those `availability` lists (`macOS 15`), if any.
        /// With `isConcurrent`, the member is `async` and isolated to no actor, so that it runs
        /// off its caller unless its module made it `nonisolated(nonsending)`: the loader that
        /// calls it is a `@concurrent` closure, which takes the live instance and the arguments
        /// there with it, rather than one on the caller's actor, which would send them.
        case loader(availability: [PlatformVersion], isConcurrent: Bool = false)
        /// A generic method: its wrapper keeps the live instance, of the protocol `existential`
        /// (`Store`, held as `any Store`), and the member passes it the call to make; the call
        /// takes the instance `inout` when the method is `mutating`, so that the wrapper keeps
        /// its change. With `statesResult`, the call states its result type, which tells apart
        /// methods that differ in it only (`request(object:)` returning nothing or `T.ID`).
        case generic(existential: String, isMutating: Bool, statesResult: Bool = false)
    }

    /// A platform and the version a member needs there: `macOS 15`.
    struct PlatformVersion: Equatable, Sendable {
        var platform: String
        var version: SymbolGraph.Availability.Version
    }

    /// A member that is not mocked, and what it does when called: `Unmocked.call(…)`, which
    /// records an issue naming it and the reason.
    struct Placeholder: Equatable {
        /// The member with its mock, as the issue names it: `MockTicketScanner.scan(_:)`.
        var member: String
        /// Why it is not mocked.
        var reason: Reason
        /// What it answers: its result, or `Void`.
        var result: TypeExpression
        /// The value it answers after the issue, the default of `result`; `nil` when there is
        /// none the generator can write, or no mock can hold the result: the call then stops
        /// the test.
        var answer: DefaultValue?
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

    /// The kind of member, as the model says it.
    var kind: MemberKind {
        switch member {
        case .method(let isStatic, _): .method(isStatic: isStatic)
        case .initializer(let optionality, _): .initializer(optionality: optionality)
        case .property(let accessors, let isStatic, _):
            .property(accessors: accessors, isStatic: isStatic)
        case .subscript(let accessors, let isStatic, _):
            .subscript(accessors: accessors, isStatic: isStatic)
        }
    }

    /// The arguments its calls are recorded without, which no mock can keep
    /// (``Callable/unrecorded``).
    var unrecordedArguments: [String] {
        switch member {
        case .method(_, .forwarding(let forwarding)), .method(_, .overriding(let forwarding)),
            .initializer(_, .forwarding(let forwarding, _)):
            forwarding.callable.unrecorded
        case .method, .initializer, .property, .subscript:
            []
        }
    }

    /// The wrappers the member declares, in the order the mock declares them.
    var wrappers: [WrapperPlan] {
        func wrappers(of forwarding: Forwarding) -> [WrapperPlan] {
            [forwarding.wrapper] + [forwarding.setter?.wrapper].compactMap { $0 }
        }
        switch member {
        case .method(_, .forwarding(let forwarding)), .method(_, .overriding(let forwarding)),
            .initializer(_, .forwarding(let forwarding, _)),
            .property(_, _, .forwarding(let forwarding)),
            .property(_, _, .overriding(let forwarding)),
            .subscript(_, _, .forwarding(let forwarding)),
            .subscript(_, _, .overriding(let forwarding)):
            return wrappers(of: forwarding)
        case .property(_, _, .stored(let wrapper)), .property(_, _, .computed(let wrapper)),
            .property(_, _, .overridingStored(let wrapper)):
            return [wrapper]
        case .method(_, .identity), .method(_, .neverCalled), .method(_, .placeholder),
            .initializer(_, .neverCalled), .initializer(_, .placeholder),
            .property(_, _, .mirror), .property(_, _, .placeholder), .subscript(_, _, .placeholder):
            return []
        }
    }
}
