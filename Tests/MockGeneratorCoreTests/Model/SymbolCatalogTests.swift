import Testing

@testable import MockGeneratorCore

/// The index of every symbol and relationship of the graphs: what the readers ask of it.
@Suite struct SymbolCatalogTests {
    private func symbol(
        _ identifier: String, _ kind: SymbolKind, path: [String],
        _ fragments: [SymbolGraph.Fragment],
        access: String = "public", line: Int = 0
    ) -> SymbolGraph.Symbol {
        SymbolGraph.Symbol(
            kind: kind, identifier: .init(precise: identifier), pathComponents: path,
            declarationFragments: fragments, accessLevel: access,
            location: .init(uri: "file:///Shop.swift", position: .init(line: line, character: 0)))
    }

    private func graph(
        _ symbols: [SymbolGraph.Symbol], _ relationships: [SymbolGraph.Relationship] = []
    ) -> SymbolGraph {
        SymbolGraph(
            metadata: .init(formatVersion: .init(major: 0, minor: 6, patch: 0)),
            module: .init(name: "Shop"), symbols: symbols, relationships: relationships)
    }

    @Test func protocolsAndClassesAreListedInSourceOrder() {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol("protocol Second")
        let screen = builder.addClass("class Screen", initializers: ["init()"])
        builder.addProtocol("protocol Third")
        let catalog = SymbolCatalog(graphs: [builder.graph])
        #expect(catalog.protocols(in: "Shop").map(\.name) == ["Second", "Third"])
        #expect(catalog.classes(in: "Shop").map(\.name) == ["Screen"])
        #expect(catalog.modules == ["Shop"])
        #expect(catalog.isClass(screen))
        #expect(!catalog.isClass(builder.identifier(of: "Second")))
    }

    @Test func aSymbolNestedInALessVisibleTypeIsAsVisibleAsIt() {
        let catalog = SymbolCatalog(graphs: [
            graph([
                symbol("s:4Shop5OuterO", .enum, path: ["Outer"], [], access: "internal"),
                symbol(
                    "s:4Shop5OuterO8DelegateP", .protocol, path: ["Outer", "Delegate"],
                    [
                        .init(kind: .keyword, spelling: "protocol"),
                        .init(kind: .text, spelling: " "),
                        .init(kind: .identifier, spelling: "Delegate"),
                    ]),
            ])
        ])
        let delegate = catalog.entries["s:4Shop5OuterO8DelegateP"]
        #expect(delegate.map(catalog.effectiveAccessLevel(of:)) == "internal")
        #expect(delegate?.declarationText == "protocol Delegate")
        #expect(catalog.qualifiedName(of: "s:4Shop5OuterO8DelegateP") == "Shop.Outer.Delegate")
        #expect(catalog.internalLevelModules == ["Shop"])
        #expect(catalog.topLevelTypeNames["Shop"] == ["Outer"])
    }

    @Test func aNameADeclarationSpellsForTwoTypesIsWrittenWithItsModule() {
        let fragments: [SymbolGraph.Fragment] = [
            .init(kind: .keyword, spelling: "func"), .init(kind: .text, spelling: " "),
            .init(kind: .identifier, spelling: "wrap"), .init(kind: .text, spelling: "("),
            .init(kind: .externalParameter, spelling: "a"), .init(kind: .text, spelling: ": "),
            .init(
                kind: .typeIdentifier, spelling: "NSObject", preciseIdentifier: "s:4Shop8NSObjectC"),
            .init(kind: .text, spelling: ", "), .init(kind: .externalParameter, spelling: "b"),
            .init(kind: .text, spelling: ": "),
            .init(
                kind: .typeIdentifier, spelling: "NSObject",
                preciseIdentifier: "s:10Foundation8NSObjectC"),
            .init(kind: .text, spelling: ")"),
        ]
        let entry = SymbolCatalog.Entry(
            symbol: symbol("s:4Shop4wrap", .method, path: ["wrap"], fragments), module: "Shop")
        #expect(entry.declarationText == "func wrap(a: Shop.NSObject, b: Foundation.NSObject)")
        #expect(entry.typeIdentifiers == ["NSObject": "s:4Shop8NSObjectC"])
        #expect(entry.allTypeIdentifiers == ["s:4Shop8NSObjectC", "s:10Foundation8NSObjectC"])
    }

    @Test func anEnumsFirstPlainCaseAndATypeAliasesTypeAreKnown() {
        let keyword = { (text: String) in SymbolGraph.Fragment(kind: .keyword, spelling: text) }
        let text = { (text: String) in SymbolGraph.Fragment(kind: .text, spelling: text) }
        let catalog = SymbolCatalog(graphs: [
            graph(
                [
                    symbol(
                        "s:4Shop5LevelO", .enum, path: ["Level"], [keyword("enum"), text(" Level")]),
                    symbol(
                        "s:4Shop5LevelO6customyAcSScACmF", .enumCase, path: ["Level", "custom"],
                        [keyword("case"), text(" custom(String)")], line: 1),
                    symbol(
                        "s:4Shop5LevelO5debugyA2CmF", .enumCase, path: ["Level", "debug"],
                        [keyword("case"), text(" debug")], line: 2),
                    symbol(
                        "s:4Shop5StoreP8Metadataa", .typeAlias, path: ["Store", "Metadata"],
                        [keyword("typealias"), text(" Metadata = [String : Int]")]),
                    symbol(
                        "s:4Shop5StoreP4Pagea", .typeAlias, path: ["Store", "Page"],
                        [keyword("typealias"), text(" Page<T> = [T.Element]")]),
                    symbol(
                        "s:4Shop5StoreP", .protocol, path: ["Store"],
                        [keyword("protocol"), text(" Store")]),
                ],
                [
                    .init(
                        kind: .memberOf, source: "s:4Shop5LevelO6customyAcSScACmF",
                        target: "s:4Shop5LevelO"),
                    .init(
                        kind: .memberOf, source: "s:4Shop5LevelO5debugyA2CmF",
                        target: "s:4Shop5LevelO"),
                    .init(
                        kind: .memberOf, source: "s:4Shop5StoreP8Metadataa",
                        target: "s:4Shop5StoreP"),
                    .init(
                        kind: .memberOf, source: "s:4Shop5StoreP4Pagea", target: "s:4Shop5StoreP"),
                ])
        ])
        #expect(catalog.firstPlainCase(of: "s:4Shop5LevelO") == "debug")
        #expect(catalog.firstPlainCase(of: "s:4Shop5StoreP") == nil)
        #expect(
            catalog.protocolTypeAlias("s:4Shop5StoreP8Metadataa", arguments: [])?.type
                == .dictionary(key: .named("String"), value: .named("Int")))
        #expect(catalog.aliasedType(of: "s:4Shop5LevelO", arguments: []) == nil)
        // A generic alias's arguments take the place of its parameters; without them, it is
        // not expanded.
        #expect(
            catalog.protocolTypeAlias("s:4Shop5StoreP4Pagea", arguments: [.named("Set<Int>")])?.type
                == .array(
                    .named([
                        .init(name: "Set<Int>", genericArguments: []),
                        .init(name: "Element", genericArguments: []),
                    ])))
        #expect(catalog.protocolTypeAlias("s:4Shop5StoreP4Pagea", arguments: []) == nil)
    }

    @Test func theStandardLibrarysSpansAreNoncopyable() {
        let catalog = SymbolCatalog(graphs: [])
        #expect(catalog.isNoncopyable("s:s7RawSpanV"))
        #expect(!catalog.isNoncopyable("s:SS"))
    }

    @Test func aProtocolWhoseIdentifierAnotherSymbolTookIsKeptAside() {
        let keyword = SymbolGraph.Fragment(kind: .keyword, spelling: "protocol")
        let first = symbol("s:4Shop5ClockP", .protocol, path: ["Clock"], [keyword])
        let second = symbol("s:4Shop5ClockP", .protocol, path: ["Clock"], [keyword], line: 9)
        let catalog = SymbolCatalog(graphs: [graph([first]), graph([second])])
        #expect(catalog.entries["s:4Shop5ClockP"]?.symbol == first)
        #expect(catalog.duplicateProtocols.map(\.symbol) == [second])
    }
}
