import Testing

@testable import MockGeneratorCore

/// The plan of a class's mock: a subclass whose overrides answer with `super` until stubbed.
@Suite struct MockPlannerSubclassTests {
    private func router(
        _ members: [String], declaration: String = "class Router", memberAccess: [Int: String] = [:]
    ) -> GraphBuilder {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass(declaration, members: members, memberAccess: memberAccess)
        return builder
    }

    @Test func aClassMockSubclassesTheClassAndOverridesWhatItCan() throws {
        let builder = router([
            "init(name: String)", "func route(_ path: String) -> Int", "var title: String",
            "var count: Int { get }", "final func reset()", "static func version() -> String",
            "let base: String", "class func make() -> Router",
        ])
        let plan = try plannedClassMock("Router", graphs: [builder.graph])
        #expect(plan.fileName == "MockRouter.swift")
        #expect(plan.type.inheritance == [.named("Router")])
        #expect(plan.imports.testable == ["Shop"])
        // The mock forwards to another instance of the class, from its `init()`.
        #expect(plan.spyInitializer?.protocolName == "Router")
        #expect(plan.spyInitializer?.notForwarded == [])
        #expect(
            plan.members.filter { $0.liveForwarding != nil }.map(\.signature.name)
                == ["route", "title", "count", "make"])
        #expect(
            plan.convenienceInitializer
                == InitializerCall(arguments: [.init(label: "name", value: .emptyString)]))
        #expect(plan.notOverridden.map(\.member) == ["m4", "m5", "m6"])
        #expect(plan.notOverridden.map(\.reason).contains(.notOverridable("it is final")))
        #expect(plan.warnings.count == 3)
        #expect(
            plan.members.map { $0.signature.modifiers.first }
                == Array(repeating: .override, count: 4))
        let route = try #require(plan.members[0].overriding)
        #expect(route.wrapper.name.identifier == "routeMock")
        guard case .overridingStored(let title) = plan.members[1].propertyImplementation else {
            Issue.record("title: \(plan.members[1].member)")
            return
        }
        #expect(title.name.identifier == "titleMock")
        #expect(plan.members[1].kind.hasSetter)
        #expect(!plan.members[2].kind.hasSetter)
        #expect(plan.members[3].kind == .method(isStatic: true))
    }

    @Test func anotherModulesClassHasItsOpenMembersOverriddenAndTheRestListed() throws {
        var builder = router(
            ["init()", "func route(_ path: String) -> Int", "func log()"],
            memberAccess: [0: "public", 1: "open", 2: "public"])
        builder.addClass("class Closed", members: ["init()"], access: "public")
        let plan = try plannedClassMock("Router", graphs: [builder.graph], isPublicOnly: false)
        #expect(plan.members.count == 2)
        var open = GraphBuilder(module: "Shop")
        open.addClass(
            "class Router",
            members: [
                "init()", "func route(_ path: String) -> Int", "func log()", "func trace()",
            ],
            access: "open", memberAccess: [0: "public", 2: "public", 3: "internal"])
        let dependency = try plannedClassMock("Router", graphs: [open.graph], isPublicOnly: true)
        #expect(dependency.members.count == 1)
        // `trace()` is not the class's API: the mock neither overrides nor mentions it.
        #expect(dependency.warnings.count == 1)
        #expect(!dependency.warningLines.joined().contains("trace()"))
        #expect(dependency.imports.testable.isEmpty)
        #expect(dependency.imports.modules.contains("Shop"))
        #expect(
            dependency.warningLines.first?.contains("it is public, not open, in another module")
                == true)
        #expect(throws: ModelProblem.self) {
            try plannedClassMock("Closed", graphs: [builder.graph], isPublicOnly: true)
        }
    }

    @Test func aClassNamedAsAnImportedModulesTypeIsSubclassedWithItsModule() throws {
        // `PropertyListEncoder` alone is Foundation's too, which the mock imports for `Data`.
        let plan = try plannedClassMock(
            "PropertyListEncoder",
            graphs: [
                router(
                    ["init()", "func encode(_ value: Int) -> Data"],
                    declaration: "class PropertyListEncoder"
                ).graph
            ])
        #expect(plan.imports.modules.contains("Foundation"))
        #expect(
            plan.type.inheritance == [
                .named([
                    .init(name: "Shop", genericArguments: []),
                    .init(name: "PropertyListEncoder", genericArguments: []),
                ])
            ])
    }

    @Test func aClassNoSubclassCanBeMadeOfIsAProblemThatSaysWhy() {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("final class Sealed", members: ["init()"])
        builder.addClass("actor Ledger", members: ["init()"])
        builder.addClass("class Hidden", members: [])
        for (name, reason) in [
            ("Sealed", "it is final"), ("Ledger", "an actor cannot be subclassed"),
            ("Hidden", "no initializer of it is one a subclass can inherit"),
        ] {
            #expect {
                try plannedClassMock(name, graphs: [builder.graph])
            } throws: { error in
                (error as? ModelProblem)?.message.contains(reason) == true
            }
        }
    }

    @Test func overloadsAreNamedByLabelThenTypeAndMembersOfSuperclassesFollow() throws {
        var builder = GraphBuilder(module: "Shop")
        let base = builder.addClass("class Base", members: ["init()", "func ping()"])
        builder.addClass(
            "class Router",
            members: ["func find(id: Int) -> String", "func find(name: String) -> String"],
            superclass: base)
        let plan = try plannedClassMock("Router", graphs: [builder.graph])
        let names = plan.members.compactMap { $0.overriding?.wrapper.name.identifier }
        #expect(names == ["findIdMock", "findNameMock", "pingMock"])
        #expect(plan.members.last?.inheritedFrom == "Base")
        #expect(plan.convenienceInitializer == nil)
    }

    @Test func whatAWrapperCannotHoldIsLeftToTheClass() throws {
        let plan = try plannedClassMock(
            "Router",
            graphs: [
                router([
                    "init()", "func adjust(_ value: inout Int)", "func copy() -> Self",
                    "func log(_ lines: String...)", "func each(_ body: () throws -> Void) rethrows",
                    "func visit(_ value: inout Int, _ body: () -> Void)",
                    "func pairs(_ body: (Int, Int) throws -> Void) rethrows",
                    "func both(_ a: () throws -> Void, _ b: () throws -> Void) rethrows",
                ]).graph
            ])
        // `inout` arguments and a `rethrows` closure, of any number of arguments, are
        // overridden; two closures are not.
        #expect(
            plan.members.compactMap { $0.overriding?.wrapper.name.identifier }
                == ["adjustMock", "eachMock", "pairsMock"])
        #expect(
            plan.notOverridden.map(\.reason) == [
                .namesSelfInOverride, .variadicParameter, .takesInouts, .unsupportedRethrows,
            ])
    }

    @Test func anotherModulesClassIsSubclassedThroughItsPublicInitializersAlone() throws {
        var builder = GraphBuilder(module: "Shop")
        // An internal initializer, written or the implicit `init()`, is out of another module's
        // reach, and hides the superclass's initializers too.
        let base = builder.addClass("class Base", members: ["init()"], access: "open")
        builder.addClass(
            "class Component", members: ["init(name: String)"], access: "open",
            memberAccess: [0: "internal"], superclass: base)
        builder.addClass(
            "class Reporter", members: ["init()", "func render() -> String"], access: "open",
            memberAccess: [0: "internal"])
        for name in ["Component", "Reporter"] {
            #expect {
                try plannedClassMock(name, graphs: [builder.graph], isPublicOnly: true)
            } throws: { error in
                (error as? ModelProblem)?.message
                    == "no initializer of it is one a subclass can inherit"
            }
        }
        // Its own module's test target reaches it through `@testable`.
        let testable = try plannedClassMock("Reporter", graphs: [builder.graph])
        #expect(testable.members.count == 1)
    }

    @Test func aSendableClassesMockRestatesItAndAnInitializerWithDefaultsServesAsIs() throws {
        var builder = GraphBuilder(module: "Shop")
        let encoder = builder.addClass(
            "class Encoder", members: ["init(pretty: Bool = false, depth: Int = 4)"])
        builder.addRelationship(
            .conformsTo, from: encoder, to: "s:s8SendableP", fallback: "Swift.Sendable")
        let plan = try plannedClassMock("Encoder", graphs: [builder.graph])
        #expect(plan.type.inheritance == [.named("Encoder")])
        #expect(plan.type.isUncheckedSendable)
        // `MockEncoder()` calls the inherited initializer; an `init()` of the mock's own that
        // called `self.init()` would call itself.
        #expect(plan.convenienceInitializer == nil)
    }

    @Test func anSPIMemberIsLeftToTheClass() throws {
        var graph = router(["init()", "func visit(_ node: Int)", "func visitPost(_ node: Int)"])
            .graph
        for index in graph.symbols.indices where graph.symbols[index].pathComponents.last == "m2" {
            graph.symbols[index].isSPI = true
        }
        let plan = try plannedClassMock("Router", graphs: [graph])
        #expect(plan.members.count == 1)
        #expect(
            plan.notOverridden.map(\.reason) == [
                .notOverridable("it is SPI, which the mock does not import")
            ])
    }

    @Test func everyDesignatedInitializerIsDeclaredAgainWithOneThatStubsFirst() throws {
        let builder = router([
            "init(name: String)", "required init(id: Int) throws", "init?(code: String) async",
            "convenience init(shouting name: String)", "func route(_ path: String) -> Int",
        ])
        let plan = try plannedClassMock("Router", graphs: [builder.graph])
        let stubbing = try #require(plan.stubbing)
        #expect(stubbing.initializers.map(\.key) == ["init(name:)", "init(id:)", "init(code:)"])
        #expect(stubbing.initializers.map(\.isRequired) == [false, true, false])
        // `init(stubbing:)` calls the class's initializer as the mock's `init()` does.
        #expect(stubbing.defaultsCall == plan.convenienceInitializer)
        #expect(plan.stubbingLeftOut == nil)
        let text = MockRenderer(plan: plan).render().text
        for line in [
            "    init(name: String, stubbing configure: (Stubs) -> Void) {",
            "    override init(name: String) { super.init(name: name) }",
            "    init(id: Int, stubbing configure: (Stubs) -> Void) throws {",
            "    required init(id: Int) throws { try super.init(id: id) }",
            "    init?(code: String, stubbing configure: (Stubs) -> Void) async {",
            "    override init?(code: String) async { await super.init(code: code) }",
            "    init(stubbing configure: (Stubs) -> Void) {",
            "        _routeMock = stubs.$routeMock",
            "        @Mock var routeMock: (String) -> Int",
        ] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
        #expect(!text.contains("init(shouting name: String"))
    }

    @Test(arguments: [
        (
            "init(name: String = \"\")",
            "its initializer `init(name:)` has default arguments, which the mock's own initializers could not restate"
        ),
        ("init<T>(value: T)", "its initializer `init(value:)` is generic"),
        (
            "init(names: String...)",
            "its initializer `init(names:)` takes variadic or `inout` arguments"
        ),
    ])
    func aClassWhoseInitializersTheMockCannotRestateHasNoStubbingInitializers(
        initializer: String, reason: String
    ) throws {
        let plan = try plannedClassMock(
            "Router", graphs: [router(["init()", initializer, "func route()"]).graph])
        #expect(plan.stubbing == nil)
        #expect(plan.stubbingLeftOut == reason)
        let text = MockRenderer(plan: plan).render().text
        #expect(!text.contains("struct Stubs"))
        #expect(text.contains("No initializer stubs it before the class's initializer runs"))
    }

    @Test func aClassWithAnInitializerTheGraphsLeaveOutHasNoStubbingInitializers() throws {
        let plan = try plannedClassMock(
            "Router",
            graphs: [
                router(
                    ["init()", "init(secret: Int)", "func route()"], memberAccess: [1: "private"]
                )
                .graph
            ])
        #expect(plan.stubbing == nil)
        #expect(
            plan.stubbingLeftOut
                == "the graphs do not list every designated initializer of the class")
    }

    @Test func stubbingInitializersTheCompilerRejectsAreLeftOutAlone() throws {
        let graph = router(["init()", "func route()"]).graph
        let id = StubbingInitializers.id(mock: "MockRouter")
        let plan = try plannedClassMock(
            "Router", graphs: [graph],
            degradations: [id: .placeholder(.rejectedByCompiler("MockRouter.swift:9: error: x"))])
        #expect(plan.stubbing == nil)
        #expect(plan.members.count == 1)
        #expect(plan.stubbingLeftOut?.contains("MockRouter.swift:9: error: x") == true)
    }

    @Test func anInitializerAProtocolRequiresIsDeclaredAgainRequired() throws {
        var builder = GraphBuilder(module: "Shop")
        let named = builder.addProtocol("protocol Named", requirements: ["init(name: String)"])
        let router = builder.addClass(
            "class Router",
            members: [
                "init()", "init(name: String)", "init(from decoder: any Decoder) throws",
                "func route()",
            ])
        builder.addRelationship(.conformsTo, from: router, to: named)
        // A `Decodable` class's `init(from:)`, which the compiler synthesizes: the graph does not
        // say it is `required`.
        builder.addRelationship(.conformsTo, from: router, to: "s:Se", fallback: "Swift.Decodable")
        let plan = try plannedClassMock("Router", graphs: [builder.graph])
        let stubbing = try #require(plan.stubbing)
        #expect(stubbing.initializers.map(\.isRequired) == [false, true, true])
        let text = MockRenderer(plan: plan).render().text
        #expect(text.contains("    required init(name: String) { super.init(name: name) }\n"))
        #expect(
            text.contains(
                "    required init(from decoder: any Decoder) throws { try super.init(from: decoder) }\n"
            ))
    }
}
