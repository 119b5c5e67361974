import Testing

@testable import MockGeneratorCore

/// The renderer on plans built by hand: what each kind of member and each implementation reads
/// like, where each line comes from, and which lint rules the plan's data exempts a declaration
/// from.
@Suite struct MockRendererPlanTests {
    private func signature(_ declaration: String) throws -> MemberSignature {
        MemberSignature(try DeclarationParser.declaration(declaration))
    }

    private func id(_ requirement: String, mock: String = "MockFeed") -> MemberID {
        MemberID(mock: mock, requirement: requirement)
    }

    private func plan(_ members: [MemberPlan], name: String = "Feed") -> MockPlan {
        MockPlan(
            fileName: "Mock\(name).swift", header: ["Written by hand."],
            imports: .init(modules: ["Mocking"], testable: [], importsFoundationNetworking: false),
            mockedName: name,
            type: .init(
                name: "Mock\(name)", isActor: false, attributes: [], availability: [],
                genericParameters: [], inheritance: [.named(name)], whereClause: [],
                isUncheckedSendable: false, lintExemptions: []),
            members: members)
    }

    private func callable(
        _ context: [(String, TypeExpression)], result: TypeExpression = .named("Void"),
        isAsync: Bool = false, throwsClause: ThrowsClause? = nil
    ) -> Callable {
        var callable = Callable()
        callable.context = context.map { .init(name: $0.0, type: $0.1) }
        callable.result = result
        callable.isAsync = isAsync
        callable.throwsClause = throwsClause
        return callable
    }

    private func attached(
        _ stem: String, _ callable: Callable, initial: WrapperPlan.Initial = .none
    )
        -> WrapperPlan
    {
        WrapperPlan(
            name: .init(stem: stem, role: .mock), type: callable.wrapperType,
            storage: .attached(type: callable.closureType, initial: initial))
    }

    /// The mock's body: the lines between its declaration and its closing brace.
    private func body(_ file: RenderedFile) -> [String] {
        let lines = file.lines
        guard let start = lines.firstIndex(where: { $0.hasPrefix("final class") }) else {
            return lines
        }
        return Array(lines[(start + 1)..<(lines.count - 1)])
    }

    @Test func aSpysMethodForwardsAndEachLineNamesItsOrigin() throws {
        let fetch = callable([("id", .named("Int"))], result: .named("String"))
        let member = MemberPlan(
            id: id("s:4Feed5fetch"), signature: try signature("func fetch(id: Int) -> String"),
            member: .method(
                isStatic: false,
                .forwarding(.init(callable: fetch, wrapper: attached("fetch", fetch)))),
            liveForwarding: .loader(availability: []))
        var mock = plan([member])
        mock.spyInitializer = SpyInitializer(
            protocolName: "Feed", sharedAssociatedTypes: [], mutatesLive: false, notForwarded: [])
        let file = MockRenderer(plan: mock).render()
        #expect(
            file.text == """
                // Written by hand.

                import Mocking

                /// A mock of ``Feed``, generated from its symbol graph.
                final class MockFeed: Feed {
                    /// Creates a spy of `live`: each member answers as `live` does until a test stubs it, and every
                    /// call is recorded; `resetLoader()` returns a member to `live`'s answer.
                    convenience init<Live: Feed>(forwardingTo live: Live) {
                        self.init()
                        $fetchMock.forward { id in live.fetch(id: id) }
                    }

                    func fetch(id: Int) -> String { fetchMock(id) }
                    @Mock var fetchMock: (Int) -> String
                }

                """)
        #expect(file.origins.count == file.lines.count)
        #expect(file.lines(from: .member(member.id, .spyForwarding)) == [11])
        #expect(file.lines(from: .member(member.id, .declaration)) == [14, 15])
        #expect(file.origin(ofLine: 1) == .file)
        #expect(file.origin(ofLine: 9) == .file)
        #expect(file.origin(ofLine: 16) == .file)
        #expect(file.origin(ofLine: 17) == nil)
    }

    @Test func eachKindOfMemberIsWrittenAsItIsImplemented() throws {
        let initialize = callable([("token", .named("String"))], result: .named("Bool"))
        let getter = callable([("key", .named("String"))], result: .named("Int"))
        var setter = Callable()
        setter.context = [
            .init(name: "key", type: .named("String")),
            .init(name: "newValue", type: .named("Int")),
        ]
        let code = callable([], result: .named("Int"), isAsync: true, throwsClause: .untyped)
        let initializerWrapper = WrapperPlan(
            name: .init(stem: "init", role: .mock), type: initialize.wrapperType,
            storage: .constant(
                .init(
                    isStatic: true, isNonisolated: false,
                    genericArguments: [.named("String"), .named("Bool")],
                    initial: .returning(.boolean(true)))))
        let members = [
            MemberPlan(
                id: id("init"), signature: try signature("init?(token: String)"),
                member: .initializer(
                    optionality: .optional,
                    .forwarding(
                        .init(callable: initialize, wrapper: initializerWrapper),
                        superclassCall: nil))),
            MemberPlan(
                id: id("name"), signature: try signature("var name: String { get set }"),
                member: .property(
                    accessors: Accessors(hasSetter: true), isStatic: false,
                    .stored(
                        WrapperPlan(
                            name: .init(stem: "name", role: .property), type: .property,
                            storage: .attached(
                                type: .named("Level"),
                                initial: .assigned(.value(.enumCase("debug")))))))),
            MemberPlan(
                id: id("code"), signature: try signature("var code: Int { get async throws }"),
                member: .property(
                    accessors: Accessors(isAsync: true, throwsClause: .untyped), isStatic: false,
                    .forwarding(.init(callable: code, wrapper: attached("code", code))))),
            MemberPlan(
                id: id("subscript"),
                signature: try signature("subscript(key: String) -> Int { get set }"),
                member: .subscript(
                    accessors: Accessors(hasSetter: true), isStatic: false,
                    .forwarding(
                        .init(
                            callable: getter, wrapper: attached("subscript", getter),
                            setter: .init(
                                callable: setter,
                                wrapper: WrapperPlan(
                                    name: .init(stem: "subscript", role: .subscriptSetter),
                                    type: setter.wrapperType,
                                    storage: .attached(type: setter.closureType, initial: .none)))))
                )),
            MemberPlan(
                id: id("equals"),
                signature: try signature("static func == (lhs: Self, rhs: Self) -> Bool"),
                member: .method(isStatic: true, .identity(.equality))),
            MemberPlan(
                id: id("never"), signature: try signature("func fail(_ reason: Never)"),
                member: .method(isStatic: false, .neverCalled)),
        ]
        #expect(
            body(MockRenderer(plan: plan(members)).render()) == [
                "    init?(token: String) { guard Self.initMock(token) else { return nil } }",
                "    static let initMock = Mock<String, Bool>(returning: true, scope: .test)",
                "",
                "    @PropertyMock var name: Level = .debug",
                "",
                "    var code: Int {",
                "        get async throws { try await codeMock(()) }",
                "    }",
                "    @AsyncThrowingMock var codeMock: nonisolated(nonsending) (()) async throws -> Int",
                "",
                "    subscript(key: String) -> Int {",
                "        get { subscriptMock(key) }",
                "        set { subscriptSetMock((key, newValue)) }",
                "    }",
                "    @Mock var subscriptMock: (String) -> Int",
                "    @Mock var subscriptSetMock: ((String, Int)) -> Void",
                "",
                "    static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }",
                "",
                "    func fail(_ reason: Never) {}",
            ])
    }

    @Test func aPlaceholderRecordsAnIssueAndItsLongReasonNeedsNoExemption() throws {
        let reason = Reason.unknownTypeAlias(
            parameter: "handler", type: .named("CompletionHandlerOfAModuleNotGiven"))
        let member = MemberPlan(
            id: id("load"), signature: try signature("func load(_ handler: Handler) -> Bool"),
            member: .method(
                isStatic: false,
                .placeholder(
                    .init(
                        member: "MockFeed.load(_:)", reason: reason, result: .named("Bool"),
                        answer: .falseLiteral))))
        var mock = plan([member])
        mock.qualifiesMockingNames = true
        #expect(
            body(MockRenderer(plan: mock).render()) == [
                "    // Not mocked: the type of its parameter `handler`, CompletionHandlerOfAModuleNotGiven, is a",
                "    // type alias that no symbol graph given declares, so may be a closure that must not escape.",
                "    func load(_ handler: Handler) -> Bool {",
                "        Mocking.Unmocked.call(",
                "            \"MockFeed.load(_:)\",",
                "            reason:",
                "                \"the type of its parameter `handler`, CompletionHandlerOfAModuleNotGiven, is a type alias that no symbol graph given declares, so may be a closure that must not escape\",",
                "            answering: false)",
                "    }",
            ])
    }

    @Test func aClassMocksOverridesAnswerWithTheSuperclassUntilStubbed() throws {
        let route = callable([("path", .named("String"))], result: .named("Int"))
        let members = [
            MemberPlan(
                id: id("route", mock: "MockRouter"),
                signature: try signature("override func route(_ path: String) -> Int"),
                member: .method(
                    isStatic: false,
                    .overriding(.init(callable: route, wrapper: attached("route", route))))),
            MemberPlan(
                id: id("title", mock: "MockRouter"),
                signature: try signature("override var title: String { get set }"),
                member: .property(
                    accessors: Accessors(hasSetter: true), isStatic: false,
                    .overridingStored(
                        WrapperPlan(
                            name: .init(stem: "title", role: .mock), type: .property,
                            storage: .attached(type: .named("String"), initial: .none)))),
                inheritedFrom: "Screen"),
        ]
        var mock = plan(members, name: "Router")
        mock.subject = .subclass(notOverridden: [
            .init(member: "reset()", reason: .notOverridable("it is final"))
        ])
        mock.convenienceInitializer = InitializerCall(arguments: [
            .init(label: "base", value: .provided)
        ])
        let file = MockRenderer(plan: mock).render()
        #expect(
            file.text.contains(
                """
                /// A mock of ``Router``, generated from its symbol graph: a subclass whose members answer as the
                /// class's do until a test stubs them. Not overridden, so answered by ``Router`` itself: `reset()`
                /// (it is final).
                final class MockRouter: Router {
                    /// Creates a mock with the superclass's initializer, given default values.
                    convenience init() { self.init(base: .defaultValue) }

                    override func route(_ path: String) -> Int { $routeMock(path, default: super.route(path)) }
                    @Mock var routeMock: (String) -> Int

                    // Inherited from Screen.
                    override var title: String {
                        get { $titleMock.get(default: super.title) }
                        set { $titleMock.set(newValue) { super.title = $0 } }
                    }
                    @PropertyMock var titleMock: String
                }
                """))
        #expect(file.lines(from: .member(members[1].id, .declaration)).count == 6)
    }

    @Test func lintExemptionsComeFromThePlansData() throws {
        let configure = callable([("value", .optional(.named("Int")))])
        let poo = callable([], result: .named("String"))
        let long = "Value" + String(repeating: "Long", count: 24)
        let store = callable([("value", .named(long))])
        let members = [
            // An implicitly unwrapped parameter, on the member alone: its wrapper's is plain.
            MemberPlan(
                id: id("configure"), signature: try signature("func configure(value: Int!)"),
                member: .method(
                    isStatic: false,
                    .forwarding(
                        .init(callable: configure, wrapper: attached("configure", configure))))),
            // A name that is not ASCII, on the member and on its wrapper.
            MemberPlan(
                id: id("poo"), signature: try signature("func 💩() -> String"),
                member: .method(
                    isStatic: false, .forwarding(.init(callable: poo, wrapper: attached("💩", poo))))
            ),
            // A name in capitals, which the plan says, on every declaration of the member.
            MemberPlan(
                id: id("open"), signature: try signature("func open(URL url: String)"),
                member: .method(
                    isStatic: false,
                    .forwarding(
                        .init(
                            callable: callable([("url", .named("String"))]),
                            wrapper: attached("open", callable([("url", .named("String"))]))))),
                lintRules: [.alwaysUseLowerCamelCase]),
            // A type longer than a line: exempt from every rule.
            MemberPlan(
                id: id("store"), signature: try signature("func store(_ value: \(long))"),
                member: .method(
                    isStatic: false,
                    .forwarding(.init(callable: store, wrapper: attached("store", store))))),
        ]
        var mock = plan(members)
        mock.type.lintExemptions = [.ambiguousTrailingClosureOverload]
        let file = MockRenderer(plan: mock).render()
        #expect(file.lines.contains("// swift-format-ignore: AmbiguousTrailingClosureOverload"))
        #expect(
            body(file).prefix(14) == [
                "    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals",
                "    func configure(value: Int!) { configureMock(value) }",
                "    @Mock var configureMock: (Int?) -> Void",
                "",
                "    // swift-format-ignore: IdentifiersMustBeASCII",
                "    func 💩() -> String { 💩Mock(()) }",
                "    // swift-format-ignore: IdentifiersMustBeASCII",
                "    @Mock var 💩Mock: (()) -> String",
                "",
                "    // swift-format-ignore: AlwaysUseLowerCamelCase",
                "    func open(URL url: String) { openMock(url) }",
                "    // swift-format-ignore: AlwaysUseLowerCamelCase",
                "    @Mock var openMock: (String) -> Void",
                "",
            ])
        #expect(
            body(file).dropFirst(14) == [
                "    // swift-format-ignore",
                "    func store(",
                "        _ value: \(long)",
                "    ) {",
                "        storeMock(value)",
                "    }",
                "    // swift-format-ignore",
                "    @Mock var storeMock:",
                "        (\(long))",
                "            -> Void",
            ])
    }

    @Test func aGenericMocksStaticsAreHeldOutsideItAndLeadBackToTheirMember() throws {
        let make = callable([], result: .named("Int"))
        let constant = WrapperPlan.Constant(
            isStatic: true, isNonisolated: false, genericArguments: [.void, .named("Int")],
            initial: .none)
        let wrapper = WrapperPlan(
            name: .init(stem: "make", role: .mock), type: make.wrapperType,
            storage: .held(constant, holder: "MockStoreStaticMocks"))
        let member = MemberPlan(
            id: id("make", mock: "MockStore"),
            signature: try signature("static func make() -> Int"),
            member: .method(isStatic: true, .forwarding(.init(callable: make, wrapper: wrapper))))
        var mock = plan([member], name: "Store")
        mock.type.genericParameters = [.init(name: "Item", constraints: [.named("Hashable")])]
        mock.staticsHolder = .init(
            name: "MockStoreStaticMocks",
            wrappers: [.init(member: member.id, wrapper: wrapper, lintRules: [])])
        let file = MockRenderer(plan: mock).render()
        #expect(
            file.lines.suffix(9) == [
                "final class MockStore<Item: Hashable>: Store {",
                "    static func make() -> Int { makeMock(()) }",
                "    static var makeMock: Mock<(), Int> { MockStoreStaticMocks.makeMock }",
                "}",
                "",
                "/// The static wrappers of ``MockStore``, which as a generic class cannot hold them.",
                "private enum MockStoreStaticMocks {",
                "    static let makeMock = Mock<(), Int>(scope: .test)",
                "}",
            ])
        #expect(file.lines(from: .member(member.id, .declaration)).count == 3)
        #expect(file.origin(ofLine: file.lines.count - 1) == .member(member.id, .declaration))
    }

    @Test func aPublicPlanMakesTheMockItsMembersAndWrappersPublicButNotTheStaticsHolder() throws {
        let make = callable([], result: .named("Int"))
        let held = WrapperPlan(
            name: .init(stem: "make", role: .mock), type: make.wrapperType,
            storage: .held(
                .init(
                    isStatic: true, isNonisolated: false, genericArguments: [.void, .named("Int")],
                    initial: .none),
                holder: "MockStoreStaticMocks"))
        let fetch = callable([("id", .named("Int"))], result: .named("String"))
        let members = [
            MemberPlan(
                id: id("make", mock: "MockStore"),
                signature: try signature("static func make() -> Int"),
                member: .method(isStatic: true, .forwarding(.init(callable: make, wrapper: held)))),
            MemberPlan(
                id: id("name", mock: "MockStore"),
                signature: try signature("var name: String { get }"),
                member: .property(
                    accessors: Accessors(), isStatic: false,
                    .stored(
                        WrapperPlan(
                            name: .init(stem: "name", role: .property), type: .property,
                            storage: .attached(type: .named("String"), initial: .none))))),
            MemberPlan(
                id: id("fetch", mock: "MockStore"),
                signature: try signature("func fetch(id: Int) -> String"),
                member: .method(
                    isStatic: false,
                    .forwarding(.init(callable: fetch, wrapper: attached("fetch", fetch))))),
        ]
        var mock = plan(members, name: "Store")
        mock.access = .public
        mock.plainInitializer = .plain
        mock.type.genericParameters = [.init(name: "Item", constraints: [.named("Hashable")])]
        mock.typeAliases = [.init(name: "Element", type: .named("Item"))]
        mock.staticsHolder = .init(
            name: "MockStoreStaticMocks",
            wrappers: [.init(member: members[0].id, wrapper: held, lintRules: [])])

        #expect(
            MockRenderer(plan: mock).render().text == """
                // Written by hand.
                // swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

                import Mocking

                /// A mock of ``Store``, generated from its symbol graph.
                public final class MockStore<Item: Hashable>: Store {
                    public typealias Element = Item

                    /// Creates a mock without calling a mocked initializer.
                    public init() {}

                    public static func make() -> Int { makeMock(()) }
                    public static var makeMock: Mock<(), Int> { MockStoreStaticMocks.makeMock }

                    @PropertyMock public var name: String

                    public func fetch(id: Int) -> String { fetchMock(id) }
                    @Mock public var fetchMock: (Int) -> String
                }

                /// The static wrappers of ``MockStore``, which as a generic class cannot hold them.
                private enum MockStoreStaticMocks {
                    static let makeMock = Mock<(), Int>(scope: .test)
                }

                """)
    }

    @Test func aPartnerMocksLinesLeadBackToItsOwnMembers() throws {
        let member = MemberPlan(
            id: id("sign", mock: "MockKeyEphemeral"), signature: try signature("func sign()"),
            member: .method(
                isStatic: false,
                .forwarding(.init(callable: callable([]), wrapper: attached("sign", callable([])))))
        )
        var partner = plan([member], name: "KeyEphemeral")
        partner.subject = .partner(of: "MockKey", associatedType: "Ephemeral")
        var mock = plan([], name: "Key")
        mock.partners = [partner]
        let file = MockRenderer(plan: mock).render()
        #expect(
            file.lines(from: .member(member.id, .declaration)).map { file.lines[$0 - 1] } == [
                "    func sign() { signMock(()) }", "    @Mock var signMock: (()) -> Void",
            ])
    }

    @Test func valuesAreSpelledAsSwiftWritesThem() {
        #expect(ValueRenderer.spelling(of: .success(.enumCase("debug"))) == ".success(.debug)")
        #expect(
            ValueRenderer.spelling(of: .tuple(labels: ["count", nil], [.zero, .provided]))
                == "(count: 0, .defaultValue)")
        #expect(
            [
                DefaultValue.void, .nilLiteral, .emptyArray, .emptyDictionary, .emptyString,
                .falseLiteral, .zero, .provided,
            ].map(ValueRenderer.spelling(of:))
                == ["()", "nil", "[]", "[:]", "\"\"", "false", "0", ".defaultValue"])
        #expect(
            ValueRenderer.spelling(
                of: .closure(
                    parameters: ["body"], body: .call("body", isThrowing: true, isAsync: true)))
                == "{ body in try await body() }")
        #expect(
            ValueRenderer.spelling(of: .closure(parameters: [nil, nil], body: nil))
                == "{ _, _ in }")
        #expect(
            ValueRenderer.spelling(
                of: .closure(
                    parameters: ["context"],
                    body: .tuple([.element(of: "context", at: 1), .value(.zero)])))
                == "{ context in (context.1, 0) }")
        #expect(
            ValueRenderer.statement(
                of: InitializerCall(arguments: [.init(label: nil, value: .emptyString)]),
                receiver: "super"
            ).text == "super.init(\"\")")
        let names = ValueRenderer(qualifiesMockingNames: true)
        #expect(
            names.name(of: .loader(isAsync: true, isThrowing: true, isGeneric: true))
                == "Mocking.GenericAsyncThrowingMock")
        #expect(ValueRenderer().name(of: .property) == "PropertyMock")
    }
}
