import Foundation

/// The symbol graphs of the toolchain's own modules (the standard library, with `_Concurrency`,
/// and Foundation) that the protocols of the graphs given inherit from and that no graph given
/// lists, such as `Clock` or `Encoder`: extracted with the `swift-symbolgraph-extract` beside
/// the compiler, for the target and SDK the receiving target compiles for, and kept in a folder
/// of their own, a folder per toolchain and target, for the next run.
///
/// The generator knows the requirements of the protocols users refine most
/// (``StandardProtocol``) and needs no graph for those; a graph of the standard library is
/// large (48 MB), so it is read only when a protocol needs it.
struct SystemGraphs {
    /// Where the graphs are kept.
    var folder: URL
    /// `swift-symbolgraph-extract`.
    var extractor: URL
    /// The compiler's arguments that say what the graphs are of: `-target`, `-sdk`,
    /// `-resource-dir`.
    var arguments: [String]

    /// The system graphs for a compiler and its arguments (`-Xswiftc`), kept in `folder`;
    /// `nil` when no `swift-symbolgraph-extract` is beside the compiler.
    init?(folder: URL, compiler: URL, compilerArguments: [String]) {
        let extractor = compiler.deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract")
        guard FileManager.default.isExecutableFile(atPath: extractor.path) else { return nil }
        let valued: Set<String> = ["-target", "-sdk", "-resource-dir"]
        var arguments: [String] = []
        var index = compilerArguments.startIndex
        while index + 1 < compilerArguments.endIndex {
            if valued.contains(compilerArguments[index]) {
                arguments += compilerArguments[index...(index + 1)]
                index += 2
            } else {
                index += 1
            }
        }
        self.folder = folder
        self.extractor = extractor
        self.arguments = arguments
    }

    /// The modules whose graphs list the protocols that a protocol of `module` (of any graph,
    /// when `nil`) inherits from, directly or through protocols of `graphs`, that none of
    /// `graphs` lists and the generator does not know: `["Swift"]` for
    /// `protocol Timekeeper: Clock`.
    static func missingModules(in graphs: [SymbolGraph], module: String?) -> [String] {
        var protocols: Set<String> = []
        var reached: [String] = []
        var parents: [String: [SymbolGraph.Relationship]] = [:]
        for graph in graphs {
            for symbol in graph.symbols where symbol.kind == .protocol {
                protocols.insert(symbol.identifier.precise)
                if module == nil || graph.module.name == module {
                    reached.append(symbol.identifier.precise)
                }
            }
            for relationship in graph.relationships where relationship.kind == .conformsTo {
                parents[relationship.source, default: []].append(relationship)
            }
        }
        let given = Set(graphs.map(\.module.name))
        var visited = Set(reached)
        var missing: Set<String> = []
        while let identifier = reached.popLast() {
            for relationship in parents[identifier] ?? [] {
                let parent = relationship.target
                if protocols.contains(parent) {
                    if visited.insert(parent).inserted { reached.append(parent) }
                    continue
                }
                guard let owner = ModuleName.of(preciseIdentifier: parent),
                    let extracted = ModuleName.toolchainGraphModules[owner],
                    !given.contains(extracted)
                else { continue }
                let name =
                    relationship.targetFallback
                    ?? ModuleName.qualifiedName(ofPreciseIdentifier: parent)
                if let name, StandardProtocol.named(name) != nil { continue }
                missing.insert(extracted)
            }
        }
        return missing.sorted()
    }

    /// The graphs of `modules`, extracted unless they are kept; a module whose graph cannot be
    /// extracted is left out, and the protocols that need it say so.
    func graphs(of modules: [String]) -> [SymbolGraph] {
        modules.flatMap { module -> [SymbolGraph] in
            guard let kept = keptFolder(of: module) ?? extract(module),
                let graphs = try? SymbolGraphReader.graphs(at: [kept.path])
            else { return [] }
            return graphs.map(Self.withoutKnownProtocols)
        }
    }

    /// `graph` without the protocols the generator knows (``StandardProtocol``), which are read
    /// as it knows them, so that a graph of the standard library changes only the mocks that
    /// need it.
    private static func withoutKnownProtocols(_ graph: SymbolGraph) -> SymbolGraph {
        var graph = graph
        graph.symbols.removeAll { symbol in
            guard symbol.kind == .protocol else { return false }
            let names = [
                "\(graph.module.name).\(symbol.pathComponents.joined(separator: "."))",
                ModuleName.protocolName(ofPreciseIdentifier: symbol.identifier.precise),
            ]
            return names.contains { $0.flatMap(StandardProtocol.named) != nil }
        }
        return graph
    }

    /// The folder a module's graphs are kept in, for this extractor and these arguments.
    private func folder(of module: String) -> URL {
        let key = ([extractor.path] + arguments).joined(separator: " ")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return folder.appendingPathComponent(String(hash, radix: 16))
            .appendingPathComponent(module)
    }

    private func keptFolder(of module: String) -> URL? {
        let kept = folder(of: module)
        let graph = kept.appendingPathComponent("\(module).symbols.json")
        return FileManager.default.fileExists(atPath: graph.path) ? kept : nil
    }

    /// Extracts the graphs of `module` into a folder of their own, moved in place once whole,
    /// so that a run beside this one reads them whole or not at all.
    private func extract(_ module: String) -> URL? {
        let kept = folder(of: module)
        let fresh = kept.deletingLastPathComponent()
            .appendingPathComponent("\(module).\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: fresh)
        defer { try? FileManager.default.removeItem(at: fresh) }
        do {
            try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
            let run = try TypeChecker.run(
                extractor,
                [
                    "-module-name", module, "-minimum-access-level", "public", "-output-dir",
                    fresh.path,
                ]
                    + arguments,
                logIn: fresh, timeoutSeconds: 300)
            try? FileManager.default.removeItem(at: fresh.appendingPathComponent("compiler.log"))
            let graph = fresh.appendingPathComponent("\(module).symbols.json")
            guard run.status == 0, FileManager.default.fileExists(atPath: graph.path) else {
                return nil
            }
            try FileManager.default.moveItem(at: fresh, to: kept)
        } catch {
            return keptFolder(of: module)
        }
        return kept
    }
}
