/// Why no mock of a protocol or class can be planned: planning's own error, worded here.
enum PlanningProblem: Error, Equatable {
    /// The model of the protocol, or of a partner's protocol, cannot be read.
    case model(ModelProblem)
    /// The protocol's superclass has no initializer a subclass can call.
    case superclassWithoutInitializer(superclass: String)
    /// The protocol requires initializers, which must call one of the superclass's, and the
    /// graphs list none whose arguments the generator can give.
    case noSuperclassInitializerToCall(superclass: String)
    /// An associated type constrained back to the protocol, which gets no mock of its own.
    case unpartneredAssociatedType(String)
    /// A public mock, for a mocks library, that could only be written with a `@testable` import
    /// of `modules`: to subclass a class that is not `open`, or has no `public` initializer.
    case testableImportInPublicMock(modules: [String])

    /// The reason, as the clause after "cannot mock …:".
    var message: String {
        switch self {
        case .model(let problem): problem.message
        case .superclassWithoutInitializer(let superclass):
            "its superclass \(superclass) has no initializer a subclass can call"
        case .noSuperclassInitializerToCall(let superclass):
            "it requires initializers, which must call one of its superclass \(superclass)'s, "
                + "and the graphs list none whose arguments have a default value"
        case .unpartneredAssociatedType(let associatedType):
            "its associated type \(associatedType) is constrained back to it, which a generic "
                + "mock cannot say, and no mock of its own can be given it"
        case .testableImportInPublicMock(let modules):
            "its mock would subclass a class of \(modules.joined(separator: " and ")) that is not "
                + "open, or has no public initializer, which only a @testable import allows, and a "
                + "mocks library's public mocks import no module @testable; make the class open "
                + "with a public initializer, or generate this mock into a test target"
        }
    }

    /// The member concerned, as `fetch(id:)`; `nil` for the whole protocol.
    var member: String? {
        switch self {
        case .model(let problem): problem.member
        case .superclassWithoutInitializer, .noSuperclassInitializerToCall,
            .unpartneredAssociatedType, .testableImportInPublicMock:
            nil
        }
    }

    /// Where the graph says the protocol or member is declared, when the problem says.
    var location: SymbolGraph.Location? {
        switch self {
        case .model(let problem): problem.location
        case .superclassWithoutInitializer, .noSuperclassInitializerToCall,
            .unpartneredAssociatedType, .testableImportInPublicMock:
            nil
        }
    }
}
