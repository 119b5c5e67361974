import Testing

@testable import MockGeneratorCore

/// Reading a class and its superclasses into a ``ClassModel`` (`ClassModel+Reading`,
/// `ClassReader`): the members a subclass overrides, grouped by the class that declares them,
/// those it cannot with the reason, and the initializers it inherits.
@Suite struct ClassModelTests {
    private func model(
        _ name: String, _ builder: GraphBuilder, isPublicOnly: Bool = false
    ) throws -> ClassModel {
        let catalog = SymbolCatalog(graphs: [builder.graph])
        let entry = try #require(catalog.classes(in: "Shop").first { $0.name == name })
        return try ClassModel(entry, in: catalog, isPublicOnly: isPublicOnly)
    }

    @Test func membersAreGroupedByTheClassThatDeclaresThemAndAnOverrideHidesItsBase() throws {
        var builder = GraphBuilder(module: "Shop")
        let base = builder.addClass(
            "class Base", members: ["init(name: String)", "func ping()", "func pong()"])
        builder.addClass(
            "class Router", members: ["func route(_ path: String) -> Int", "override func ping()"],
            superclass: base)
        let router = try model("Router", builder)
        #expect(router.groups.map(\.parent) == [nil, "Base"])
        #expect(router.requirements.map(\.key) == ["route(_:)", "ping()", "pong()"])
        // The override is the mock's own: the member is read as the class declares it.
        #expect(router.requirements[1].signature.modifiers.isEmpty)
        #expect(router.initializers.map(\.key) == ["init(name:)"])
        #expect(router.isTestable)
        #expect(router.requirements.first?.identifier == "s:4Shop6RouterC0m")
    }

    @Test func whatASubclassCannotOverrideIsListedWithTheReason() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass(
            "class Router",
            members: [
                "init()", "final func reset()", "static func version() -> Int", "let base: String",
                "var title: String",
            ])
        let router = try model("Router", builder)
        #expect(
            router.notOverridable.map(\.message) == [
                "it is final", "it is static, which is final for a class's members",
                "it is a constant, a let",
            ])
        #expect(router.notOverridable.map(\.member) == ["m1", "m2", "m3"])
        // A stored property lists no accessors: a subclass overrides its getter and setter.
        #expect(
            router.requirements.map(\.kind) == [
                .property(accessors: Accessors(hasSetter: true), isStatic: false)
            ])
    }

    @Test func anotherModulesClassIsReadThroughItsOpenMembers() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass(
            "class Router", members: ["init()", "func route()", "func log()"], access: "open",
            memberAccess: [0: "public", 2: "public"])
        let router = try model("Router", builder, isPublicOnly: true)
        #expect(router.requirements.map(\.key) == ["route()"])
        #expect(
            router.notOverridable.map(\.message) == ["it is public, not open, in another module"])
        #expect(!router.isTestable)
        #expect(router.accessLevel == "open")
    }

    @Test func noSubclassOfAnActorAFinalClassOrOneWithoutInitializersIsAProblem() {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("final class Sealed", members: ["init()"])
        builder.addClass("actor Ledger", members: ["init()"])
        builder.addClass("class Hidden", members: [])
        builder.addClass("class Closed", members: ["init()"], access: "public")
        let reasons = [
            (
                "Sealed", false,
                "it is final, so no mock can subclass it; mock a protocol it conforms to instead"
            ),
            (
                "Ledger", false,
                "it is an actor, and an actor cannot be subclassed; mock a protocol it conforms to instead"
            ),
            ("Hidden", false, "no initializer of it is one a subclass can inherit"),
            ("Closed", true, "it is public, not open, so no other module can subclass it"),
        ]
        for (name, isPublicOnly, reason) in reasons {
            #expect {
                try model(name, builder, isPublicOnly: isPublicOnly)
            } throws: { error in
                (error as? ModelProblem)?.message == reason
            }
        }
    }

    @Test func aClassConformingToSendableIsSaidSendable() throws {
        var builder = GraphBuilder(module: "Shop")
        let encoder = builder.addClass("class Encoder", members: ["init()"])
        builder.addRelationship(.conformsTo, from: encoder, to: "s:s8SendableP")
        #expect(try model("Encoder", builder).isSendable)
        #expect(try model("Encoder", builder).type == .named("Encoder"))
    }
}
