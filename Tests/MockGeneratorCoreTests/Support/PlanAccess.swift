@testable import MockGeneratorCore

/// What tests read of a member's plan, whatever its kind.
extension MemberPlan {
    /// How the member forwards to its wrappers, if it does.
    var forwarding: Forwarding? {
        switch member {
        case .method(_, .forwarding(let forwarding)),
            .initializer(_, .forwarding(let forwarding, _)),
            .property(_, _, .forwarding(let forwarding)),
            .subscript(_, _, .forwarding(let forwarding)):
            forwarding
        default: nil
        }
    }

    /// How the member overrides a class's, through its wrappers, if it does.
    var overriding: Forwarding? {
        switch member {
        case .method(_, .overriding(let forwarding)),
            .property(_, _, .overriding(let forwarding)),
            .subscript(_, _, .overriding(let forwarding)):
            forwarding
        default: nil
        }
    }

    /// The placeholder the member is, if it is one.
    var placeholder: Placeholder? {
        switch member {
        case .method(_, .placeholder(let placeholder)),
            .initializer(_, .placeholder(let placeholder, _)),
            .property(_, _, .placeholder(let placeholder)),
            .subscript(_, _, .placeholder(let placeholder)):
            placeholder
        default: nil
        }
    }

    /// How a property is implemented; `nil` for another kind of member.
    var propertyImplementation: PropertyImplementation? {
        guard case .property(_, _, let implementation) = member else { return nil }
        return implementation
    }

    /// The call an initializer ends with, in a mock that subclasses a class.
    var superclassCall: InitializerCall? {
        switch member {
        case .initializer(_, .forwarding(_, let call)), .initializer(_, .placeholder(_, let call)):
            call
        default: nil
        }
    }
}

extension MockPlan {
    /// The members the mock of a class leaves to it; empty for another kind of mock.
    var notOverridden: [LeftOutMember] {
        guard case .subclass(let members) = subject else { return [] }
        return members
    }

    /// The warnings of the file, as the command words them.
    var warningLines: [String] { allWarnings.map { GeneratorWarning.mock($0).line } }
}
