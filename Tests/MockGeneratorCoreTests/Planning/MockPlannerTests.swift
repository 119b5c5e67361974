import Testing

@testable import MockGeneratorCore

/// The plan of a whole mock file, as a value: what the file imports, how its type is declared,
/// which members it has and how each is held, what the statics holder keeps, and the warnings.
@Suite struct MockPlannerTests {
    @Test func aPlanNamesTheFileTheProtocolAndTheImports() throws {
        let plan = try plannedMock("protocol Clock", ["func now() -> Date"], access: "internal")
        #expect(plan.fileName == "MockClock.swift")
        #expect(plan.header == ["header"])
        #expect(plan.mockedName == "Clock")
        #expect(plan.subject == .conformance)
        #expect(
            plan.imports
                == MockPlan.Imports(
                    modules: ["Foundation", "Mocking"], testable: ["Shop"],
                    importsFoundationNetworking: false))
        #expect(plan.type.name == "MockClock")
        #expect(plan.type.inheritance == [.named("Clock")])
        #expect(!plan.type.isActor && !plan.type.isUncheckedSendable)
        #expect(plan.warnings.isEmpty)
        #expect(plan.staticsHolder == nil)
    }

    @Test func aProtocolNamedAsAnImportedModulesTypeIsNamedWithItsModule() throws {
        let plan = try plannedMock("protocol Operation", ["func run(_ data: Data) -> Int"])
        let operation = TypeExpression.named([
            .init(name: "Shop", genericArguments: []),
            .init(name: "Operation", genericArguments: []),
        ])
        #expect(plan.type.inheritance == [operation])
        #expect(plan.spyInitializer?.protocolName == "Shop.Operation")
        #expect(plan.mockedName == "Operation")
    }

    @Test func foundationNetworkingIsImportedWhereItExists() throws {
        let plan = try plannedMock("protocol Loader", ["func load(_ request: URLRequest)"])
        #expect(plan.imports.importsFoundationNetworking)
        #expect(plan.imports.modules == ["Foundation", "Mocking", "Shop"])
    }

    @Test func methodsForwardToAWrapperOfEachMock() throws {
        let plan = try plannedMock(
            "protocol Service", ["func fetch(id: Int) async throws -> String", "func reset()"])
        #expect(plan.members.map(\.kind) == [.method(isStatic: false), .method(isStatic: false)])
        let fetch = try #require(plan.members[0].forwarding)
        #expect(fetch.wrapper.name == WrapperName(stem: "fetch", role: .mock))
        #expect(fetch.wrapper.type == .loader(isAsync: true, isThrowing: true, isGeneric: false))
        guard case .attached(let type?, .none) = fetch.wrapper.storage else {
            Issue.record("fetchMock is not a property wrapper: \(fetch.wrapper.storage)")
            return
        }
        #expect(type.description == "nonisolated(nonsending) (Int) async throws -> String")
        #expect(fetch.callable.context.map(\.name) == ["id"])
        #expect(fetch.callable.result == .named("String"))
        #expect(fetch.setter == nil)
        #expect(
            try #require(plan.members[1].forwarding).wrapper.type
                == .loader(isAsync: false, isThrowing: false, isGeneric: false))
    }

    @Test func aTupleOfTypesWithDefaultsIsAnsweredTheirDefaults() throws {
        let plan = try plannedMock(
            "protocol Pairs",
            ["func pair() -> (count: Int, name: String)", "func counts() -> (Int, [Int]?)"])
        let initials = plan.members.map { member -> WrapperPlan.Initial? in
            guard case .attached(_, let initial)? = member.forwarding?.wrapper.storage else {
                return nil
            }
            return initial
        }
        #expect(
            initials == [
                .returning(.value(.tuple(labels: ["count", "name"], [.zero, .emptyString]))),
                .returning(.value(.tuple(labels: [nil, nil], [.zero, .nilLiteral]))),
            ])
    }

    @Test func staticMembersAreConstantsScopedToTheTest() throws {
        let plan = try plannedMock(
            "protocol Clock",
            ["static func now() -> Date", "static var zone: String { get set }"])
        let now = try #require(plan.members[0].forwarding)
        #expect(
            now.wrapper.storage
                == .constant(
                    .init(
                        isStatic: true, isNonisolated: false,
                        genericArguments: [.void, .named("Date")], initial: .none)))
        guard case .computed(let zone) = plan.members[1].propertyImplementation else {
            Issue.record("zone: \(plan.members[1].member)")
            return
        }
        #expect(zone.name.identifier == "zoneMock")
        #expect(zone.type == .property)
        #expect(
            zone.storage
                == .constant(
                    .init(
                        isStatic: true, isNonisolated: false, genericArguments: [.named("String")],
                        initial: .none)))
    }

    @Test func aGenericMocksStaticsAreKeptByTheStaticsHolder() throws {
        let plan = try plannedMock(
            "protocol Store",
            ["associatedtype Item", "static func make() -> Int", "func add(_ item: Self.Item)"])
        #expect(plan.type.genericParameters.map(\.name) == ["Item"])
        let make = try #require(plan.members[0].forwarding)
        let constant = WrapperPlan.Constant(
            isStatic: true, isNonisolated: false, genericArguments: [.void, .named("Int")],
            initial: .none)
        #expect(make.wrapper.storage == .held(constant, holder: "MockStoreStaticMocks"))
        #expect(
            plan.staticsHolder
                == MockPlan.StaticsHolder(
                    name: "MockStoreStaticMocks",
                    wrappers: [
                        MockPlan.HeldWrapper(
                            member: plan.members[0].id, wrapper: make.wrapper, lintRules: [])
                    ]))
        let add = try #require(plan.members[1].forwarding)
        #expect(add.callable.context.map(\.type) == [.named("Item")])
    }

    @Test func associatedTypesFixedByTheProtocolAreTypeAliases() throws {
        let plan = try plannedMock(
            "protocol Repository where Self.ID == UUID",
            ["associatedtype ID", "associatedtype Failure : Error = Never", "func find() -> ID"])
        #expect(
            plan.typeAliases == [
                .init(name: "ID", type: .named("UUID")),
                .init(name: "Failure", type: .named("Never")),
            ])
        #expect(plan.type.genericParameters.isEmpty)
    }

    @Test func aMockThatIsItsOwnSendableAssociatedTypeIsUncheckedSendable() throws {
        let plan = try plannedMock("protocol Key", ["associatedtype Value : Sendable = Self"])
        #expect(plan.typeAliases == [.init(name: "Value", type: .named("MockKey"))])
        #expect(plan.type.isUncheckedSendable)
    }

    @Test func aSelfDefaultTheMockDoesNotMeetMakesTheMockGeneric() throws {
        let plan = try plannedMock("protocol Tagged", ["associatedtype Tag : Hashable = Self"])
        #expect(plan.typeAliases.isEmpty)
        #expect(
            plan.type.genericParameters == [
                .init(name: "Tag", constraints: [.named("Hashable")])
            ])
        #expect(!plan.type.isUncheckedSendable)
    }

    @Test func anAssociatedTypeMadeAGenericTypeOfAnotherIsATypeAliasOfIt() throws {
        // As swift-atomics' `AtomicReference`: no generic parameter can be
        // `ReferenceCell<Base>`, and `Base` is the mock, a class, by its default.
        let plan = try plannedMock(
            "protocol Shared : AnyObject where Self.Storage == ReferenceCell<Self.Base>",
            [
                "associatedtype Base : AnyObject = Self", "associatedtype Storage",
                "var identifier: Int { get }",
            ])
        #expect(
            plan.typeAliases == [
                .init(name: "Base", type: .named("MockShared")),
                .init(
                    name: "Storage",
                    type: .named([.init(name: "ReferenceCell", genericArguments: [.named("Base")])])
                ),
            ])
        #expect(plan.type.genericParameters.isEmpty)
        #expect(plan.type.whereClause.isEmpty)
        // The live instance's storage is a cell of itself, not of the mock.
        #expect(try #require(plan.spyInitializer).sharedAssociatedTypes.isEmpty)
    }

    @Test func anAssociatedTypeMadeAMemberOfAnotherOrOfAGenericTypeOfItselfStaysGeneric() throws {
        let plan = try plannedMock(
            "protocol Pipeline where Self.Input == Self.Stage.Element, Self.Loop == Box<Self.Loop>",
            [
                "associatedtype Stage : Collection", "associatedtype Input",
                "associatedtype Loop",
            ])
        #expect(plan.typeAliases.isEmpty)
        #expect(plan.type.genericParameters.map(\.name) == ["Stage", "Input", "Loop"])
    }

    @Test func aSpySharesNoPartnerAssociatedTypeAndForwardsNoMemberNamingIt() throws {
        let plan = try plannedMock(
            "protocol Agreement",
            [
                "associatedtype Ephemeral : Secret where Self.Ephemeral.Public == Self",
                "var raw: Int { get }", "func make() -> Self.Ephemeral",
            ]
        ) { builder in
            builder.addProtocol("protocol Secret", requirements: ["associatedtype Public"])
        }
        let spy = try #require(plan.spyInitializer)
        #expect(spy.sharedAssociatedTypes.isEmpty)
        #expect(
            spy.notForwarded == [
                LeftOutMember(
                    member: "make()", reason: .namesPartnerInSpy(associatedType: "Ephemeral"))
            ])
    }

    @Test func aGenericMocksPartnerIsGenericAsItIsAndMocksTheProtocolRefiningTheOthers() throws {
        // As swift-atomics' `AtomicInteger`, whose mock is generic over `FixedWidthInteger`'s
        // associated types and whose storage must be `AtomicIntegerStorage`.
        let plan = try plannedMock(
            "protocol Counter where Self.Storage : Counting, Self.Storage.Value == Self",
            ["associatedtype Tag : Hashable", "associatedtype Storage : Holding"]
        ) { builder in
            let holding = builder.addProtocol(
                "protocol Holding", requirements: ["associatedtype Value"])
            builder.addProtocol(
                "protocol Counting : Holding", requirements: ["func count() -> Int"],
                conformsTo: [holding])
        }
        let tag = [TypeExpression.named("Tag")]
        #expect(plan.type.genericParameters.map(\.name) == ["Tag"])
        #expect(
            plan.typeAliases.contains(
                .init(
                    name: "Storage",
                    type: .named([.init(name: "MockCounterStorage", genericArguments: tag)]))))
        let partner = try #require(plan.partners.first)
        #expect(partner.type.name == "MockCounterStorage")
        #expect(partner.type.genericParameters.map(\.name) == ["Tag"])
        #expect(partner.type.inheritance == [.named("Counting")])
        #expect(
            partner.typeAliases == [
                .init(
                    name: "Value",
                    type: .named([.init(name: "MockCounter", genericArguments: tag)]))
            ])
        #expect(partner.members.map(\.signature.name) == ["count"])
    }

    @Test func associatedTypesARequirementEquatesAreOneGenericParameter() throws {
        let plan = try plannedMock(
            "protocol Session where Self.SessionID == Self.ID",
            [
                "associatedtype ID : Hashable",
                "associatedtype SessionID : LosslessStringConvertible",
            ])
        #expect(
            plan.type.genericParameters == [
                .init(
                    name: "ID",
                    constraints: [.named("Hashable"), .named("LosslessStringConvertible")])
            ])
        #expect(plan.typeAliases == [.init(name: "SessionID", type: .named("ID"))])
        #expect(plan.type.whereClause.isEmpty)
    }

    @Test func aRequirementOfAProtocolOutsideTheMocksGlobalActorIsNonisolated() throws {
        var builder = GraphBuilder(module: "Shop")
        let refreshing = builder.addProtocol(
            "protocol Refreshing", requirements: ["func refresh()"])
        builder.addProtocol(
            "@MainActor protocol Dashboard : Refreshing", requirements: ["@MainActor func show()"],
            conformsTo: [refreshing])
        let plan = try plannedMock("Dashboard", graphs: [builder.graph])
        #expect(plan.type.attributes == ["@MainActor"])
        let modifiers = plan.members.map { ($0.signature.name, $0.signature.modifiers) }
        #expect(modifiers.first { $0.0 == "show" }?.1.isEmpty == true)
        #expect(modifiers.first { $0.0 == "refresh" }?.1 == [.nonisolated(argument: nil)])
    }

    @Test func anOperatorRestatedWithOtherParameterNamesIsOneMember() throws {
        var builder = GraphBuilder(module: "Shop")
        let dividing = builder.addProtocol(
            "protocol Dividing", requirements: ["static func / (lhs: Self, rhs: Self) -> Self"])
        builder.addProtocol(
            "protocol Field : Dividing", requirements: ["static func / (a: Self, b: Self) -> Self"],
            conformsTo: [dividing])
        let plan = try plannedMock("Field", graphs: [builder.graph])
        #expect(plan.members.map(\.signature.name) == ["/"])
        #expect(plan.members.first?.signature.parameters.map(\.name) == ["a", "b"])
    }

    @Test func propertiesAreStoredWrappersOrForwardWhenTheyHaveEffects() throws {
        let plan = try plannedMock(
            "protocol Door",
            [
                "var isOpen: Bool { get set }", "var lock: Lock { get }",
                "var code: Int { get async throws }",
            ]
        ) { builder in
            builder.addType("struct Lock")
        }
        let isOpen = WrapperPlan(
            name: WrapperName(stem: "isOpen", role: .property), type: .property,
            storage: .attached(type: .named("Bool"), initial: .none))
        #expect(plan.members[0].propertyImplementation == .stored(isOpen))
        guard case .stored(let lock) = plan.members[1].propertyImplementation else {
            Issue.record("lock: \(plan.members[1].member)")
            return
        }
        #expect(lock.storage == .attached(type: .named("Lock"), initial: .unimplemented))
        let code = try #require(plan.members[2].forwarding)
        #expect(code.wrapper.name.identifier == "codeMock")
        #expect(code.wrapper.type == .loader(isAsync: true, isThrowing: true, isGeneric: false))
        #expect(code.callable.isAsync && code.callable.throwsClause == .untyped)
    }

    @Test func aSettableSubscriptHasASetterWrapper() throws {
        let plan = try plannedMock(
            "protocol Table", ["subscript(key: String) -> Int { get set }"])
        #expect(
            plan.members[0].kind
                == .subscript(accessors: Accessors(hasSetter: true), isStatic: false))
        let table = try #require(plan.members[0].forwarding)
        #expect(table.wrapper.name.identifier == "subscriptMock")
        let setter = try #require(table.setter)
        #expect(setter.wrapper.name == WrapperName(stem: "subscript", role: .subscriptSetter))
        #expect(setter.wrapper.name.identifier == "subscriptSetMock")
        #expect(setter.callable.context.map(\.name) == ["key", "newValue"])
    }

    @Test func initializersAreHeldByTheTypeAndATestInitializerIsAdded() throws {
        let plan = try plannedMock("protocol Session", ["init(token: String)", "init?(id: Int)"])
        #expect(plan.plainInitializer == .plain)
        #expect(plan.members[1].kind == .initializer(optionality: .optional))
        let failable = try #require(plan.members[1].forwarding)
        #expect(
            failable.wrapper.storage
                == .constant(
                    .init(
                        isStatic: true, isNonisolated: false,
                        genericArguments: [.named("Int"), .named("Bool")],
                        initial: .returning(.boolean(true)))))
        #expect(plan.members.allSatisfy { $0.superclassCall == nil })
    }

    @Test func aSubclassMocksInitializersCallTheSuperclass() throws {
        var builder = GraphBuilder(module: "Shop")
        let screen = builder.addClass(
            "open class Screen", initializers: ["init(title: String)", "required init(id: Int)"])
        builder.addProtocol(
            "protocol Presenting : Screen", requirements: ["init(id: Int)", "func show()"],
            conformsTo: [screen])
        let plan = try plannedMock("Presenting", graphs: [builder.graph])
        #expect(plan.type.inheritance == [.named("Screen"), .named("Presenting")])
        let initializer = plan.members[0]
        #expect(initializer.signature.modifiers == [.required])
        let call = InitializerCall(arguments: [.init(label: "title", value: .emptyString)])
        #expect(initializer.superclassCall == call)
        // Tests create the mock with the first initializer whose arguments the generator can
        // give, rather than the mocked one.
        #expect(plan.plainInitializer == .callingSuperclass(call))
        #expect(plan.requiredInitializers.isEmpty)
    }

    @Test func whatCannotBeMockedIsAPlaceholderWithAWarning() throws {
        let plan = try plannedMock(
            "protocol Scanner", ["func scan<each T>(_ tickets: repeat each T) -> Bool"])
        let placeholder = try #require(plan.members[0].placeholder)
        #expect(placeholder.reason == .parameterPacks)
        #expect(placeholder.result == .named("Bool"))
        #expect(placeholder.member == "MockScanner.scan(_:)")
        #expect(placeholder.answer == .falseLiteral)
        #expect(!plan.qualifiesMockingNames)
        #expect(
            plan.warnings == [
                .placeholder(
                    member: "scan(_:)", protocolName: "Scanner", reason: .parameterPacks,
                    mock: "MockScanner", location: plan.warnings.first?.location)
            ])
        #expect(plan.warnings.first?.location != nil)
    }

    @Test func anArgumentNoMockCanKeepIsNotRecordedNorForwarded() throws {
        let plan = try plannedMock(
            "protocol Scanner", ["func scan(_ ticket: consuming Ticket, at gate: Int) -> Bool"]
        ) { builder in
            builder.addType("struct Ticket")
        }
        #expect(plan.members[0].placeholder == nil)
        #expect(plan.members[0].unrecordedArguments == ["ticket"])
        #expect(plan.warnings.isEmpty)
        #expect(
            plan.spyInitializer?.notForwarded == [
                LeftOutMember(member: "scan(_:at:)", reason: .unrecordedArguments(["ticket"]))
            ])
    }

    @Test func wrappersAreNamedAcrossTheProtocolAndNeverAfterAProperty() throws {
        let plan = try plannedMock(
            "protocol Feed",
            [
                "func fetch(id: Int)", "func fetch(name: String)", "var reloadMock: Int { get }",
                "func reload()",
            ])
        let names = plan.members.compactMap { $0.forwarding?.wrapper.name.identifier }
        #expect(names == ["fetchIdMock", "fetchNameMock", "reload2Mock"])
    }

    @Test func overloadsEndingInClosuresExemptTheTypeFromALintRule() throws {
        let plan = try plannedMock(
            "protocol Runner",
            ["func run(_ body: (Int) -> Void)", "func run(_ body: (String) -> Void)"])
        #expect(plan.type.lintExemptions == [.ambiguousTrailingClosureOverload])
    }

    @Test func namesInCapitalsExemptTheirMemberFromALintRule() throws {
        let plan = try plannedMock("protocol Loader", ["func Load(URL: String)", "func ping()"])
        #expect(plan.members.map(\.lintRules) == [[.alwaysUseLowerCamelCase], []])
    }

    @Test func aMainActorMockIsIsolatedAndItsWrittenOutMembersAreNot() throws {
        let plan = try plannedMock(
            "@MainActor protocol Delegate : Equatable", ["func didUpdate(_ value: Int)"],
            conformsTo: ["s:SQ"])
        #expect(plan.type.attributes == ["@MainActor"])
        let equals = try #require(plan.members.first { $0.inheritedFrom == "Equatable" })
        #expect(equals.member == .method(isStatic: true, .identity(.equality)))
        #expect(equals.signature.modifiers == [.nonisolated(argument: nil), .static])
    }

    @Test func aSpyForwardsEveryMemberItCanAndSaysWhyNotTheOthers() throws {
        let plan = try plannedMock(
            "protocol Catalog",
            [
                "associatedtype Item", "func item(at index: Int) -> Item", "func copy() -> Self",
                "func log(_ lines: String...)", "var title: String { get set }",
                "mutating func sort()", "static func make() -> Int",
                "func decode<T>(_ type: T.Type) -> T",
            ])
        let spy = try #require(plan.spyInitializer)
        #expect(spy.protocolName == "Catalog")
        #expect(spy.sharedAssociatedTypes == ["Item"])
        // `title`'s setter and `sort()` write to the live instance, which may be a value.
        #expect(spy.mutatesLive)
        #expect(spy.notForwarded.map(\.member) == ["copy()", "log(_:)"])
        #expect(spy.notForwarded.map(\.reason) == [.namesSelfInSpy, .variadicParameter])
        #expect(
            plan.members.map(\.liveForwarding) == [
                .loader(availability: []), nil, nil, .loader(availability: []),
                .loader(availability: []), .loader(availability: []),
                .generic(existential: "Catalog", isMutating: false),
            ])
    }

    @Test func aMutatingGenericMethodTakesTheLiveValueInoutAndMakesItAVariable() throws {
        let plan = try plannedMock(
            "protocol Writer", ["mutating func write<T: Encodable>(_ value: T)"])
        #expect(plan.spyInitializer?.mutatesLive == true)
        #expect(
            plan.members.map(\.liveForwarding) == [
                .generic(existential: "Writer", isMutating: true)
            ])
    }

    @Test func aNonmutatingSetterLeavesTheLiveValueAConstant() throws {
        let plan = try plannedMock(
            "protocol Span", ["var name: String { get nonmutating set }", "func end()"])
        #expect(plan.spyInitializer?.mutatesLive == false)
    }

    @Test func aSpyOfAClassBoundProtocolWritesToItsLiveInstanceInPlace() throws {
        let plan = try plannedMock(
            "protocol Door : AnyObject", ["var isOpen: Bool { get set }"])
        #expect(plan.spyInitializer?.mutatesLive == false)
    }

    /// `protocol Account: AnyObject, Named`: `Named`'s setter and `mutating` methods stay
    /// `mutating` through the class-bound `Account`, so the spy writes to a variable.
    @Test func aClassBoundProtocolsInheritedMutatingMembersWriteToAVariable() throws {
        var builder = GraphBuilder(module: "Shop")
        let named = builder.addProtocol(
            "protocol Named", requirements: ["var name: String { get set }"])
        let renamable = builder.addProtocol(
            "protocol Renamable", requirements: ["mutating func rename<T>(_ tag: T)"])
        builder.addProtocol(
            "protocol Account : AnyObject, Named", requirements: ["var age: Int { get set }"],
            conformsTo: [named])
        builder.addProtocol(
            "protocol Tagged : AnyObject, Renamable", requirements: [], conformsTo: [renamable])
        let account = try plannedMock("Account", graphs: [builder.graph])
        #expect(account.spyInitializer?.mutatesLive == true)
        let tagged = try plannedMock("Tagged", graphs: [builder.graph])
        #expect(tagged.spyInitializer?.mutatesLive == true)
        #expect(
            tagged.members.map(\.liveForwarding) == [
                .generic(existential: "Tagged", isMutating: true)
            ])
        // A protocol that inherits a class-bound one is class-bound, and its setters do not
        // mutate.
        var another = GraphBuilder(module: "Shop")
        let door = another.addProtocol(
            "protocol Door : AnyObject", requirements: ["var isOpen: Bool { get set }"])
        another.addProtocol(
            "protocol Gate : Door", requirements: ["var width: Int { get set }"],
            conformsTo: [door])
        let gate = try plannedMock("Gate", graphs: [another.graph])
        #expect(gate.spyInitializer?.mutatesLive == false)
    }

    /// A protocol refining one isolated to a global actor, in a graph that does not say the
    /// isolation the compiler infers for it (a module built in the Swift 5 language mode): the
    /// mock is isolated as the parent is, and the protocol's own requirements, which the graph
    /// does not mark, are `nonisolated`, initializers and statics included.
    @Test func aProtocolRefiningAnIsolatedOneIsIsolatedAsItsParent() throws {
        var builder = GraphBuilder(module: "Shop")
        let screen = builder.addProtocol(
            "@MainActor protocol Screen", requirements: ["@MainActor func show()"])
        builder.addProtocol(
            "protocol Store : Screen",
            requirements: ["init(name: String)", "func save()", "static func reset()"],
            conformsTo: [screen])
        builder.addProtocol(
            "protocol Shelf : Screen",
            requirements: ["associatedtype Item", "init(item: Item)"], conformsTo: [screen])
        let store = try plannedMock("Store", graphs: [builder.graph])
        #expect(store.type.attributes == ["@MainActor"])
        let nonisolated = store.members.filter {
            $0.signature.modifiers.contains(.nonisolated(argument: nil))
        }
        #expect(nonisolated.map(\.signature.name) == ["init", "save", "reset"])
        // The spy calls a nonisolated static member from no actor, as the member runs.
        let text = MockRenderer(plan: store).render().text
        #expect(text.contains("Self.resetMock.forward { @Sendable _ in Live.reset() }"))
        #expect(text.contains("$showMock.forward { _ in live.show() }"))
        // A generic mock holds an initializer's wrapper in each instance: a `nonisolated let`.
        let shelf = try plannedMock("Shelf", graphs: [builder.graph])
        #expect(shelf.type.attributes == ["@MainActor"])
        let initializer = try #require(shelf.members.first { $0.signature.name == "init" })
        #expect(initializer.signature.modifiers.contains(.nonisolated(argument: nil)))
        guard case .constant(let constant) = initializer.wrappers.first?.storage else {
            Issue.record("the initializer's wrapper: \(initializer.wrappers)")
            return
        }
        #expect(!constant.isStatic && constant.isNonisolated)
    }

    /// A spy isolated to a global actor that forwards a `nonisolated` async member sends `live`
    /// off the actor: `Live` is `Sendable`, unless the protocol is already, and only then.
    @Test func aSpySendingLiveOffItsActorAsksForASendableLive() throws {
        var builder = GraphBuilder(module: "Shop")
        let screen = builder.addProtocol(
            "@MainActor protocol Screen", requirements: ["@MainActor func show()"])
        builder.addProtocol(
            "protocol Loader : AnyObject, Screen",
            requirements: [
                "var contents: [String] { get async throws }", "func visible() -> [Int]",
            ],
            conformsTo: [screen])
        builder.addProtocol(
            "protocol Fetcher : AnyObject, Screen", requirements: ["func reload() async"],
            conformsTo: [screen])
        builder.addProtocol(
            "protocol Counter : AnyObject, Screen", requirements: ["func count() -> Int"],
            conformsTo: [screen])
        let loader = try plannedMock("Loader", graphs: [builder.graph])
        #expect(loader.spyInitializer?.sendsLive == true)
        let text = MockRenderer(plan: loader).render().text
        #expect(text.contains("convenience init<Live: Loader & Sendable>(forwardingTo live: Live)"))
        #expect(text.contains("contentsMock.forward { @concurrent _ in try await live.contents }"))
        #expect(text.contains("`live` is `Sendable`"))
        let fetcher = try plannedMock("Fetcher", graphs: [builder.graph])
        #expect(fetcher.spyInitializer?.sendsLive == true)
        // Nothing async leaves the actor.
        let counter = try plannedMock("Counter", graphs: [builder.graph])
        #expect(counter.spyInitializer?.sendsLive == false)
        #expect(
            MockRenderer(plan: counter).render().text.contains(
                "convenience init<Live: Counter>(forwardingTo live: Live)"))
        // A protocol isolated to the actor itself: its members are (the graph says so of each),
        // and nothing leaves it.
        let isolated = try plannedMock(
            "@MainActor protocol Panel",
            ["@MainActor func reload() async", "@MainActor var title: String { get }"])
        #expect(isolated.spyInitializer?.sendsLive == false)
    }

    /// A generic method that names an associated type is not forwarded through `any P`, which
    /// cannot call it, even where the mock fixes the type; one whose generic parameter hides
    /// the associated type's name is.
    @Test func aGenericMethodNamingAnAssociatedTypeIsNotForwarded() throws {
        let plan = try plannedMock(
            "protocol Store",
            [
                "associatedtype ID = Int", "func load<T>(id: ID, value: T)",
                "func first<T>(of value: T) -> Self.ID", "func describe<ID>(_ id: ID) -> String",
            ])
        let spy = try #require(plan.spyInitializer)
        #expect(spy.notForwarded.map(\.member) == ["load(id:value:)", "first(of:)"])
        #expect(spy.notForwarded.allSatisfy { $0.reason == .genericNamingAssociatedTypes })
    }

    /// A spy starts from the protocol's `init()`, failable or with effects as it is.
    @Test func aSpyStartsFromAFailableOrAsynchronousInit() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Draft", requirements: ["init?() async throws", "var title: String { get }"])
        builder.addProtocol(
            "protocol Page", requirements: ["init!()", "var title: String { get }"])
        builder.addProtocol(
            "protocol Note", requirements: ["init(text: String)", "var title: String { get }"])
        let draft = try plannedMock("Draft", graphs: [builder.graph])
        #expect(
            draft.spyInitializer?.start
                == SpyInitializer.Start(
                    optionality: .optional, isAsync: true, throwsClause: .untyped))
        let page = try plannedMock("Page", graphs: [builder.graph])
        #expect(
            page.spyInitializer?.start == SpyInitializer.Start(optionality: .implicitlyUnwrapped))
        // The mock's own `init()`, added for tests, is plain.
        let note = try plannedMock("Note", graphs: [builder.graph])
        #expect(note.spyInitializer?.start == SpyInitializer.Start())
    }

    /// Generic methods of one name and labels state their result type in the call a spy
    /// makes; one without such an overload does not.
    @Test func overloadedGenericMethodsStateTheirResultType() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Requests",
            requirements: [
                "func request<T>(object: T)", "func request<T>(object: T) -> Int",
                "func other<T>(_ value: T)",
            ])
        let requests = try plannedMock("Requests", graphs: [builder.graph])
        #expect(
            requests.members.map(\.liveForwarding) == [
                .generic(existential: "Requests", isMutating: false, statesResult: true),
                .generic(existential: "Requests", isMutating: false, statesResult: true),
                .generic(existential: "Requests", isMutating: false, statesResult: false),
            ])
    }

    @Test func aMemberOfNewerPlatformsForwardsWhereItIsAvailable() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Screens", requirements: ["func show()", "func hide()"],
            requirementAvailability: [
                0: [.init(domain: "macOS", introduced: .init(major: 15))],
                1: [.init(domain: "*", isUnconditionallyDeprecated: true)],
            ])
        let plan = try plannedMock("Screens", graphs: [builder.graph])
        #expect(
            plan.members.map(\.liveForwarding) == [
                .loader(availability: [.init(platform: "macOS", version: .init(major: 15))]), nil,
            ])
        #expect(plan.spyInitializer?.notForwarded.map(\.member) == ["hide()"])
    }

    @Test func anActorOrAMockWithNothingToForwardHasNoSpy() throws {
        #expect(try plannedMock("protocol Marker", []).spyInitializer == nil)
        let actor = try plannedMock(
            "protocol Store : Actor", ["func save()"], conformsTo: ["s:ScA"])
        #expect(actor.spyInitializer == nil)
        #expect(actor.members.allSatisfy { $0.liveForwarding == nil })
    }

    @Test func aGenericMockWhoseMemberNamesItInRequirementsNamesItsParametersApart() throws {
        let plan = try plannedMock(
            "protocol ModelAlias",
            [
                "associatedtype Model",
                "associatedtype Other",
                "subscript<Field>(dynamicMember keyPath: KeyPath<Self.Model, Field>) -> Aliased<Self, Field> where Field.Model == Self.Model { get }",
                "func other<ModelType>(_ value: ModelType) -> Other",
            ])
        #expect(plan.type.genericParameters.map(\.name) == ["ModelType_", "OtherType"])
        #expect(
            plan.typeAliases == [
                .init(name: "Model", type: .named("ModelType_")),
                .init(name: "Other", type: .named("OtherType")),
            ])
        let subscriptPlan = try #require(plan.members.first)
        #expect(subscriptPlan.signature.type?.description == "Aliased<MockModelAlias, Field>")
    }

    @Test func aGenericMemberNamingAnAssociatedTypeThroughSelfKeepsTheParametersNames() throws {
        let plan = try plannedMock(
            "protocol Transport",
            [
                "associatedtype Bytes",
                "func withStream<T>(_ body: (Part<Self.Bytes>) -> T) -> T where T : Sendable",
            ])
        #expect(plan.type.genericParameters.map(\.name) == ["Bytes"])
        #expect(plan.typeAliases.isEmpty)
    }

    @Test func aGenericMemberNamingTheMockInAKeyPathIsPlanned() throws {
        let plan = try plannedMock(
            "protocol EagerLoadable",
            [
                "associatedtype From",
                "static func eagerLoad<Builder>(_ key: KeyPath<From, Self>, to builder: Builder) where Builder : Loader, Builder.Model == From",
            ])
        #expect(plan.type.genericParameters.map(\.name) == ["From"])
        #expect(plan.members.count == 1)
    }

    @Test func aReflectableMocksMirrorListsItsInstanceWrappersNotItsStaticOnes() throws {
        let plan = try plannedMock(
            "protocol Node : CustomReflectable",
            ["var kind: String { get }", "func visit()", "static func make() -> Int"],
            conformsTo: ["s:s17CustomReflectableP"])
        let mirror = try #require(plan.members.first { $0.signature.name == "customMirror" })
        guard case .mirror(let children) = mirror.propertyImplementation else {
            Issue.record("customMirror: \(mirror.member)")
            return
        }
        #expect(children.map(MemberRenderer.storageName(of:)) == ["_kind", "_visitMock"])
    }

    @Test func theMockedProtocolsOwnDefaultOfARestatedAssociatedTypeIsTheMocks() throws {
        let plan = try plannedMock(
            "protocol NodeList : Collection",
            ["associatedtype Iterator = NodeListIterator<Element>"], conformsTo: ["s:Sl"])
        #expect(!plan.type.genericParameters.map(\.name).contains("Iterator"))
        #expect(
            plan.typeAliases.contains {
                $0.name == "Iterator" && $0.type.description == "NodeListIterator<Element>"
            })
    }
}
