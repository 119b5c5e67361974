import Testing

@testable import MockGeneratorCore

/// The class a protocol's mock subclasses: the initializers it can call, the members that satisfy
/// requirements, and whether the mock's file imports its module `@testable`.
@Suite struct SuperclassTests {
    @Test func aClassOfTheGraphsListsItsInitializersAndItsHierarchysMembers() throws {
        var builder = GraphBuilder(module: "Shop")
        let base = builder.addClass("class Base", members: ["init()", "func ping()"])
        let screen = builder.addClass(
            "class Screen",
            members: [
                "init(title: String)", "required init(id: Int)", "convenience init()",
                "var title: String { get }",
            ],
            superclass: base)
        let superclass = Superclass(screen, in: SymbolCatalog(graphs: [builder.graph]))
        #expect(superclass.qualifiedName == "Shop.Screen")
        #expect(superclass.name == "Screen")
        #expect(superclass.module == "Shop")
        #expect(superclass.initializers?.map(\.key) == ["init(title:)", "init(id:)"])
        #expect(superclass.requiredInitializers.map(\.key) == ["init(id:)"])
        #expect(!superclass.hasPlainInitializer)
        #expect(superclass.memberKeys == ["title", "ping()"])
        // Not `open`: a test target subclasses it through a `@testable` import.
        #expect(superclass.testableModule == "Shop")
    }

    @Test func aClassNoGraphListsHasUnknownInitializersAndNSObjectHasInit() {
        let unknown = Superclass("s:5Other4ViewC", in: SymbolCatalog(graphs: []))
        #expect(unknown.initializers == nil)
        #expect(unknown.hasPlainInitializer)
        #expect(Superclass.nsObject.hasPlainInitializer)
        #expect(Superclass.nsObject.memberKeys.contains("isEqual(_:)"))
        #expect(Superclass.nsObject.name == "NSObject")
    }

    @Test func aMembersKeyIsItsNameAndLabels() throws {
        #expect(
            Superclass.key(of: try DeclarationParser.declaration("func show(at x: Int)"))
                == "show(at:)")
        #expect(
            Superclass.key(of: try DeclarationParser.declaration("var title: String")) == "title")
    }
}
