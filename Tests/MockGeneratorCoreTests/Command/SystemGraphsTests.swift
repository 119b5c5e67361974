import Foundation
import Testing

@testable import MockGeneratorCore

/// Which toolchain modules' graphs a module's protocols need (``SystemGraphs``): only those of
/// protocols the generator does not know, inherited by the module's protocols, directly or
/// through another graph's, and only when no graph of that module is given.
@Suite struct SystemGraphsTests {
    @Test func aProtocolRefiningAnUnknownStandardProtocolNeedsTheStandardLibrarysGraph() {
        var shop = GraphBuilder(module: "Shop")
        shop.addProtocol("protocol Timekeeper", conformsTo: ["s:s5ClockP"])
        shop.addProtocol("protocol Named")
        shop.addRelationship(
            .conformsTo, from: shop.identifier(of: "Named"), to: "s:SQ", fallback: "Swift.Equatable"
        )

        #expect(SystemGraphs.missingModules(in: [shop.graph], module: "Shop") == ["Swift"])
        #expect(SystemGraphs.missingModules(in: [shop.graph], module: "Other").isEmpty)
    }

    @Test func aKnownProtocolAnotherModulesProtocolAndAGivenGraphNeedNone() {
        var shop = GraphBuilder(module: "Shop")
        shop.addProtocol("protocol Named", conformsTo: ["s:5Other5ThingP"])
        shop.addRelationship(
            .conformsTo, from: shop.identifier(of: "Named"), to: "s:SQ", fallback: "Swift.Equatable"
        )
        var swift = GraphBuilder(module: "Swift")
        swift.addProtocol("protocol Clock")

        #expect(SystemGraphs.missingModules(in: [shop.graph], module: "Shop").isEmpty)
        var ticking = GraphBuilder(module: "Shop")
        ticking.addProtocol("protocol Timekeeper", conformsTo: ["s:s5ClockP"])
        #expect(
            SystemGraphs.missingModules(in: [ticking.graph, swift.graph], module: "Shop").isEmpty)
    }

    @Test func aParentInAnotherGraphPassesOnWhatItInherits() {
        var base = GraphBuilder(module: "Base")
        let coder = base.addProtocol(
            "protocol Coder", conformsTo: ["s:10Foundation20ReferenceConvertibleP"])
        var shop = GraphBuilder(module: "Shop")
        shop.addProtocol("protocol ShopCoder", conformsTo: [coder])

        #expect(
            SystemGraphs.missingModules(in: [shop.graph, base.graph], module: "Shop")
                == ["Foundation"])
    }

    @Test func theGraphsAreExtractedFromTheToolchainOnceAndKept() throws {
        let tools = try CompilerToolchain()
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = try #require(
            SystemGraphs(folder: folder, compiler: tools.compiler, compilerArguments: []))

        let graphs = system.graphs(of: ["Swift"])
        let again = system.graphs(of: ["Swift"])

        #expect(
            graphs.contains { graph in
                graph.module.name == "Swift"
                    && graph.symbols.contains {
                        $0.pathComponents == ["Clock"] && $0.kind == .protocol
                    }
            })
        #expect(again.map(\.module.name) == graphs.map(\.module.name))
        #expect(system.graphs(of: ["NoSuchModule"]).isEmpty)
    }
}
