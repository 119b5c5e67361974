import Testing

@testable import MockGeneratorCore

@Suite struct DeclarationParserTests {
    @Test(arguments: [
        "Int",
        "Result<Data, any Error>",
        "[String: [Int]]",
        "(String, Double)",
        "()",
        "(any Error)?",
        "@escaping @Sendable (Result<Data, any Error>) -> Void",
        "() async throws -> Int",
        "(Int) throws(PaymentError) -> String",
        "inout Decimal",
        "some Equatable & Sendable",
        "any Hashable",
        "T.Type",
        "(any P).Type",
        "Self.Item.ID",
        "Set<[Int]>?",
        "~Copyable",
        "((Int) -> String) -> [String]",
        "(_ value: Int, label: String) -> Void",
    ])
    func typesReadBackAsWritten(text: String) throws {
        #expect(try DeclarationParser.type(text).description == text)
    }

    @Test func closingAngleBracketsAndVariadicsAreSplit() throws {
        #expect(try DeclarationParser.type("Set<Set<Int>>").description == "Set<Set<Int>>")
        let function = try DeclarationParser.declaration("func log(_ items: Array<Int>..., x: Int)")
        #expect(function.parameters.map(\.isVariadic) == [true, false])
        #expect(function.parameters[0].type.description == "[Int]")
    }

    @Test func theStandardLibrarysCollectionsAndOptionalsAreWrittenInShorthand() throws {
        #expect(
            try DeclarationParser.type("Dictionary<String, Array<Optional<Int>>>").description
                == "[String: [Int?]]")
        #expect(try DeclarationParser.type("Optional<() -> Void>").description == "(() -> Void)?")
    }

    @Test func aMethodHasItsParametersEffectsAndResult() throws {
        let method = try DeclarationParser.declaration(
            "func fetch(id: Int, _ name: String, in box: any Hashable) async throws -> User?")
        #expect(method.kind == .function)
        #expect(method.name == "fetch")
        #expect(method.parameters.map(\.label) == ["id", nil, "in"])
        #expect(method.parameters.map(\.name) == ["id", "name", "box"])
        #expect(method.isAsync)
        #expect(method.throwsClause == .untyped)
        #expect(method.type?.description == "User?")
    }

    @Test func aGenericMethodHasItsParametersAndWhereClause() throws {
        let method = try DeclarationParser.declaration(
            "func load<T>(_ type: T.Type, from key: String) throws -> T where T : Decodable")
        #expect(method.genericParameters == [GenericParameter(name: "T")])
        #expect(method.whereClause.map(\.description) == ["T: Decodable"])
        #expect(method.type == .named("T"))
    }

    @Test func typedThrowsAndRethrowsAreRead() throws {
        let charge = try DeclarationParser.declaration(
            "func charge(_ amount: Int) throws(PaymentError) -> Int")
        #expect(charge.throwsClause == .typed(.named("PaymentError")))
        let perform = try DeclarationParser.declaration(
            "func perform(_ work: () throws -> Void) rethrows")
        #expect(perform.throwsClause == .rethrows)
        #expect(perform.type == .void)
    }

    @Test func typedThrowsNormalizes() {
        #expect(ThrowsClause.typed(.named("Never")).normalized == nil)
        #expect(
            ThrowsClause.typed(.prefixed(keyword: "any", .named("Error"))).normalized == .untyped)
        #expect(ThrowsClause.typed(.named("E")).normalized == .typed(.named("E")))
        #expect(ThrowsClause.rethrows.normalized == .rethrows)
    }

    @Test func attributesAndModifiersArePulledOut() throws {
        let method = try DeclarationParser.declaration(
            "@MainActor @discardableResult static func make() -> Self")
        #expect(method.attributes == ["@MainActor", "@discardableResult"])
        #expect(method.modifiers == [.static])
        #expect(method.isStatic)
        let mutating = try DeclarationParser.declaration("mutating func reset()")
        #expect(mutating.modifiers == [.mutating])
        let unsafe = try DeclarationParser.declaration("nonisolated(unsafe) var x: Int { get }")
        #expect(unsafe.modifiers == [.nonisolated(argument: "unsafe")])
    }

    @Test func aParametersAttributesAreLeftOut() throws {
        let build = try DeclarationParser.declaration(
            "func build(@ListBuilder _ content: () -> [Int]) -> Int")
        #expect(build.parameters.map(\.name) == ["content"])
        #expect(build.parameters.map(\.type) == [try DeclarationParser.type("() -> [Int]")])
    }

    @Test func propertiesHaveTheirAccessors() throws {
        let open = try DeclarationParser.declaration("var isOpen: Bool { get set }")
        #expect(open.accessors == Accessors(hasSetter: true))
        let temperature = try DeclarationParser.declaration(
            "var temperature: Double { get async throws }")
        #expect(temperature.accessors == Accessors(isAsync: true, throwsClause: .untyped))
        let version = try DeclarationParser.declaration("static var version: String { get }")
        #expect(version.isStatic)
        #expect(version.type == .named("String"))
        let name = try DeclarationParser.declaration("var name: String { get nonmutating set }")
        #expect(name.accessors == Accessors(hasSetter: true, isSetterNonmutating: true))
        #expect(name.accessors?.hasMutatingSetter == false)
        let id = try DeclarationParser.declaration("var id: Int { nonmutating get set }")
        #expect(id.accessors?.hasMutatingSetter == true)
    }

    @Test func subscriptParametersHaveNoLabelUnlessWritten() throws {
        let byKey = try DeclarationParser.declaration("subscript(key: String) -> Int? { get set }")
        #expect(byKey.parameters.map(\.label) == [nil])
        #expect(byKey.parameters.map(\.name) == ["key"])
        #expect(byKey.accessors?.hasSetter == true)
        let labeled = try DeclarationParser.declaration(
            "subscript<T>(key key: T) -> Int where T : Hashable { get }")
        #expect(labeled.parameters.map(\.label) == ["key"])
        #expect(labeled.whereClause.count == 1)
    }

    @Test func initializersKeepTheirOptionality() throws {
        let failable = try DeclarationParser.declaration("init?(id: Int) async throws")
        #expect(failable.kind == .initializer)
        #expect(failable.initializerOptionality == .optional)
        #expect(failable.parameters.map(\.label) == ["id"])
        #expect(failable.isAsync)
        #expect(
            try DeclarationParser.declaration("init!()").initializerOptionality
                == .implicitlyUnwrapped)
    }

    @Test func operatorsAreNames() throws {
        let equals = try DeclarationParser.declaration(
            "static func == (lhs: Self, rhs: Self) -> Bool")
        #expect(equals.name == "==")
        #expect(
            try DeclarationParser.declaration("static func <= (a: Self, b: Self) -> Bool").name
                == "<=")
    }

    @Test func protocolsHavePrimaryAssociatedTypesInheritanceAndWhereClauses() throws {
        let service = try DeclarationParser.declaration(
            "@MainActor protocol Service<Item, Failure> : Named, Identifiable, Sendable where Self.ID == UUID"
        )
        #expect(service.attributes == ["@MainActor"])
        #expect(service.primaryAssociatedTypes == ["Item", "Failure"])
        #expect(service.inheritance.map(\.description) == ["Named", "Identifiable", "Sendable"])
        #expect(
            service.whereClause == [
                .sameType(
                    .named([
                        .init(name: "Self", genericArguments: []),
                        .init(name: "ID", genericArguments: []),
                    ]), .named("UUID"))
            ])
    }

    @Test func associatedTypesHaveConstraintsAndDefaults() throws {
        let item = try DeclarationParser.declaration(
            "associatedtype Item : Identifiable where Self.Item.ID == String")
        #expect(item.inheritance == [.named("Identifiable")])
        #expect(item.whereClause.map(\.description) == ["Self.Item.ID == String"])
        let failure = try DeclarationParser.declaration("associatedtype Failure : Error = Never")
        #expect(failure.type == .named("Never"))
    }

    @Test func aParametersResultBuilderMayBeAMemberOfAGenericType() throws {
        // Graphiti's PartialSchema: its builders are type aliases of the generic class.
        let initializer = try DeclarationParser.declaration(
            "public init(@PartialSchema<Resolver, Context>.TypeDefinitions types: () -> "
                + "PartialSchema<Resolver, Context>.Types = { [] }, @Builder.Nested<Int>.Rows "
                + "rows: () -> [Int])")
        #expect(initializer.parameters.map(\.name) == ["types", "rows"])
        #expect(initializer.parameters.map(\.hasDefaultValue) == [true, false])
        #expect(
            initializer.parameters[0].type.description
                == "() -> PartialSchema<Resolver, Context>.Types")
    }

    @Test(arguments: [
        "func",
        "func f(",
        "func f(x Int)",
        "var x Int",
        "struct S",
        "func f() -> ",
        "func f() -> Int extra",
        "var x: Int { get frob }",
        "var x: Int { set }",
        "func f(x: `unterminated)",
        "func f() -> Int § ",
    ])
    func malformedDeclarationsThrow(text: String) {
        #expect(throws: SyntaxError.self) { try DeclarationParser.declaration(text) }
    }
}
