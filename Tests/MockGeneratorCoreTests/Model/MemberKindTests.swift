import Testing

@testable import MockGeneratorCore

/// What the model keeps of each kind of member, so that no code past it reads the syntax.
@Suite struct MemberKindTests {
    private func kind(_ text: String) throws -> MemberKind? {
        MemberKind(try DeclarationParser.declaration(text))
    }

    @Test func eachKindCarriesWhatOnlyItHas() throws {
        #expect(try kind("static func make() -> Self") == .method(isStatic: true))
        #expect(try kind("func ping()") == .method(isStatic: false))
        #expect(try kind("init?(rawValue: String)") == .initializer(optionality: .optional))
        #expect(try kind("init(id: Int) throws") == .initializer(optionality: nil))
        #expect(
            try kind("var name: String { get set }")
                == .property(accessors: Accessors(hasSetter: true), isStatic: false))
        #expect(
            try kind("class var shared: Self { get }")
                == .property(accessors: Accessors(), isStatic: true))
        #expect(
            try kind("subscript(key: String) -> Int { get async throws }")
                == .subscript(
                    accessors: Accessors(isAsync: true, throwsClause: .untyped), isStatic: false))
    }

    @Test func declarationsThatAreNoMembersHaveNoKind() throws {
        #expect(try kind("associatedtype Item") == nil)
        #expect(try kind("typealias ID = String") == nil)
    }

    @Test func staticnessAndAccessorsAreAskedOfTheKind() throws {
        #expect(MemberKind.initializer(optionality: nil).isStatic == false)
        #expect(MemberKind.initializer(optionality: nil).accessors == nil)
        #expect(
            MemberKind.subscript(accessors: Accessors(hasSetter: true), isStatic: true).hasSetter)
        #expect(MemberKind.property(accessors: nil, isStatic: false).hasSetter == false)
    }

    @Test func aRequirementsKeyIsItsNameAndLabels() throws {
        func key(_ text: String) throws -> String? {
            Requirement(try DeclarationParser.declaration(text), origin: "P")?.key
        }
        #expect(try key("func fetch(id: Int, _ name: String)") == "fetch(id:_:)")
        #expect(try key("var title: String { get }") == "title")
        // A subscript's parameter has no argument label unless it says one.
        #expect(try key("subscript(index: Int) -> Int { get }") == "subscript(_:)")
        #expect(try key("subscript(row row: Int) -> Int { get }") == "subscript(row:)")
        #expect(try key("init()") == "init()")
    }
}
