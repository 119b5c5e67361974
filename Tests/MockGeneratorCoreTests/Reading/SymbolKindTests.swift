import Foundation
import Testing

@testable import MockGeneratorCore

/// Kinds, decoded once from the graph's strings, and written back as they were.
@Suite struct SymbolKindTests {
    @Test func eachKindIsReadFromItsIdentifierAndWrittenBack() {
        let identifiers = [
            "swift.protocol", "swift.class", "swift.struct", "swift.enum", "swift.enum.case",
            "swift.actor", "swift.typealias", "swift.associatedtype", "swift.method",
            "swift.type.method", "swift.property", "swift.type.property", "swift.subscript",
            "swift.type.subscript", "swift.init", "swift.func",
        ]
        let kinds = identifiers.map(SymbolKind.init(identifier:))
        #expect(kinds.last == .other("swift.func"))
        #expect(Set(kinds).count == identifiers.count)
        #expect(kinds.map(\.identifier) == identifiers)
        #expect(kinds.filter(\.isType) == [.protocol, .class, .struct, .enum, .actor, .typeAlias])
    }

    @Test func relationshipAndFragmentKindsAreReadOnceToo() {
        #expect(RelationshipKind(name: "requirementOf") == .requirementOf)
        #expect(RelationshipKind(name: "overrides") == .other("overrides"))
        #expect(RelationshipKind.defaultImplementationOf.name == "defaultImplementationOf")
        #expect(FragmentKind(name: "externalParam") == .externalParameter)
        #expect(FragmentKind(name: "typeIdentifier").name == "typeIdentifier")
        #expect(FragmentKind(name: "something") == .other("something"))
    }

    @Test func aGraphDecodesKindsAndEncodesThemAsItReadThem() throws {
        let json = #"""
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}},
             "module": {"name": "Shop"},
             "symbols": [{"kind": {"identifier": "swift.type.method", "displayName": "Type Method"},
                          "identifier": {"precise": "s:4Shop1PP1m"}, "pathComponents": ["P", "m()"],
                          "declarationFragments": [{"kind": "keyword", "spelling": "func"}]}],
             "relationships": [{"kind": "requirementOf", "source": "s:4Shop1PP1m",
                                "target": "s:4Shop1PP"}]}
            """#
        let graph = try SymbolGraphReader.graph(from: Data(json.utf8), path: "Shop.symbols.json")
        #expect(graph.symbols.map(\.kind) == [.typeMethod])
        #expect(graph.symbols.first?.declarationFragments?.map(\.kind) == [.keyword])
        #expect(graph.relationships.map(\.kind) == [.requirementOf])
        let again = try JSONDecoder().decode(SymbolGraph.self, from: JSONEncoder().encode(graph))
        #expect(again == graph)
    }
}
