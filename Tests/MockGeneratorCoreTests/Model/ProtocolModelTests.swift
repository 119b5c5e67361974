import Testing

@testable import MockGeneratorCore

/// Reading a protocol and its hierarchy into a ``ProtocolModel`` (`ProtocolModel+Reading`,
/// `HierarchyReader`): its requirements grouped by the protocol that declares them, standard
/// parents known without a graph, associated types merged, and what no mock can be given.
@Suite struct ProtocolModelTests {
    private func model(_ name: String, _ builder: GraphBuilder) throws -> ProtocolModel {
        let catalog = SymbolCatalog(graphs: [builder.graph])
        let entry = try #require(catalog.protocols(in: "Shop").first { $0.name == name })
        return try ProtocolModel(entry, in: catalog)
    }

    @Test func aProtocolsOwnRequirementsComeFirstThenEachParents() throws {
        var builder = GraphBuilder(module: "Shop")
        let named = builder.addProtocol(
            "protocol Named", requirements: ["var name: String { get set }"])
        builder.addProtocol(
            "protocol Account : Named", requirements: ["func login() async throws"],
            conformsTo: [named], access: "internal")
        let account = try model("Account", builder)
        #expect(account.groups.map(\.parent) == [nil, "Named"])
        #expect(account.requirements.map(\.key) == ["login()", "name"])
        #expect(account.requirements.map(\.origin) == ["Account", "Named"])
        #expect(account.hierarchy == ["Shop.Account", "Shop.Named"])
        #expect(account.declaringModules == ["Shop"])
        #expect(account.accessLevel == "internal")
        #expect(!account.isClassBound)
        let login = try #require(account.requirements.first)
        #expect(login.identifier == "s:4Shop7AccountP0")
        #expect(login.kind == .method(isStatic: false))
        #expect(login.effects.isAsync && login.effects.throwsClause == .untyped)
        #expect(login.location?.uri == "file:///Shop.swift")
    }

    @Test func standardParentsAreKnownWithoutAGraph() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Item : Identifiable, Hashable", requirements: ["func refresh()"],
            conformsTo: ["s:s12IdentifiableP", "s:SH"])
        let item = try model("Item", builder)
        #expect(
            item.hierarchy == [
                "Shop.Item", "Swift.Identifiable", "Swift.Hashable", "Swift.Equatable",
            ])
        #expect(item.associatedTypes.map(\.name) == ["ID"])
        #expect(item.associatedTypes.first?.origin == "Swift.Identifiable")
        let standard = item.requirements.filter(\.isStandard)
        #expect(standard.map(\.key) == ["id", "hash(into:)", "==(lhs:rhs:)"])
        #expect(
            standard.map(\.implementation) == [
                .mocked, .identity(.hashing), .identity(.equality),
            ])
        #expect(standard.allSatisfy { $0.identifier == nil })
    }

    @Test func aParentNoGraphListsIsAProblemThatSaysWhichGraphToPass() {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol("protocol Tool", requirements: [], conformsTo: ["s:5Other5ThingP"])
        builder.addRelationship(
            .conformsTo, from: builder.identifier(of: "Tool"), to: "s:5Other5ThingP",
            fallback: "Other.Thing")
        #expect {
            try model("Tool", builder)
        } throws: { error in
            (error as? ModelProblem)?.message
                == "it inherits Other.Thing, whose requirements no symbol graph given lists; "
                + "pass the graph of its module too"
        }
    }

    @Test func aSuperclassConstraintBindsTheProtocolToClassesAndSatisfiesRequirements() throws {
        var builder = GraphBuilder(module: "Shop")
        let screen = builder.addClass(
            "open class Screen", members: ["init()", "func present()"], access: "open")
        builder.addProtocol(
            "protocol Presenting : Screen", requirements: ["func present()", "func dismiss()"],
            conformsTo: [screen])
        let presenting = try model("Presenting", builder)
        #expect(presenting.superclass?.name == "Screen")
        #expect(presenting.isClassBound)
        // What the class implements needs no mock.
        #expect(presenting.requirements.map(\.key) == ["dismiss()"])
    }

    @Test func twoPropertiesOfOneNameWithTwoTypesAreAProblem() {
        var builder = GraphBuilder(module: "Shop")
        let counted = builder.addProtocol(
            "protocol Counted", requirements: ["var count: Int { get }"])
        builder.addProtocol(
            "protocol Labelled : Counted", requirements: ["var count: String { get }"],
            conformsTo: [counted])
        #expect {
            try model("Labelled", builder)
        } throws: { error in
            let problem = error as? ModelProblem
            return problem?.member == "count"
                && problem?.message
                    == "it requires the property count as String (in Labelled) and as Int (in "
                    + "Counted), and no class can have both"
        }
    }

    @Test func aRestatedRequirementIsKeptOnceAndAssociatedTypesMergeTheirConstraints() throws {
        var builder = GraphBuilder(module: "Shop")
        let base = builder.addProtocol(
            "protocol Store", requirements: ["associatedtype Item : Hashable", "func save()"])
        builder.addProtocol(
            "protocol SendableStore : Store",
            requirements: ["associatedtype Item : Sendable", "func save()"], conformsTo: [base])
        let store = try model("SendableStore", builder)
        #expect(store.requirements.map(\.key) == ["save()"])
        #expect(store.groups.map(\.parent) == [nil])
        #expect(store.associatedTypes.count == 1)
        #expect(
            store.associatedTypes.first?.inheritance == [.named("Sendable"), .named("Hashable")])
    }

    @Test func anUnreadableRequirementIsLeftToItsDefaultOrIsAProblem() throws {
        var builder = GraphBuilder(module: "Shop")
        let identifier = builder.addProtocol(
            "protocol Odd", requirements: ["func ok()", "func broken(: Int"])
        builder.addRelationship(
            .defaultImplementationOf, from: "s:4Shop3OddPdefault", to: "\(identifier)1")
        let odd = try model("Odd", builder)
        #expect(odd.requirements.map(\.key) == ["ok()"])
        #expect(odd.skippedMembers.count == 1)
        #expect(
            odd.skippedMembers.first?.message.hasSuffix("; its default implementation is used")
                == true)
        var strict = GraphBuilder(module: "Shop")
        strict.addProtocol("protocol Odd", requirements: ["func broken(: Int"])
        #expect(throws: ModelProblem.self) { try model("Odd", strict) }
    }

    @Test func aRequirementUnavailableEverywhereIsLeftOut() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Legacy", requirements: ["func old()", "func new()"],
            requirementAvailability: [
                0: [.init(domain: "*", isUnconditionallyUnavailable: true)],
                1: [.init(domain: "iOS", isUnconditionallyUnavailable: true)],
            ])
        let legacy = try model("Legacy", builder)
        #expect(legacy.requirements.map(\.key) == ["new()"])
        #expect(legacy.requirements.first?.isUnavailableOnSomePlatform == true)
    }

    @Test func anActorsProtocolIsClassBoundAndSendable() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol("protocol Ledger : Actor", requirements: [], conformsTo: ["s:ScA"])
        let ledger = try model("Ledger", builder)
        #expect(ledger.isActor && ledger.isClassBound && ledger.inheritsSendable)
    }
}
