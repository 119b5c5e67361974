import Foundation
import PackagePlugin

/// The symbol graphs the generator reads, each asked of SwiftPM once.
///
/// Every graph is read down to internal declarations: a module of the package the plugin runs
/// on has its internal protocols mocked (`@testable import`); a module of another package is
/// mocked with `--public-only`, but only a graph at that level lists the public protocols and
/// requirements whose names start with `_` that its API inherits (swift-log's
/// `_SwiftLogSendableLogHandler`, swift-nio's `_ChannelInboundHandler` and `_channelCore`).
///
/// SwiftPM builds the modules mocked once, in one build; then the graph of each module is made
/// from its built module file by ``GraphExtractor``, and kept until the module changes. Where
/// that cannot be done, the plugin asks SwiftPM for the graph, which plans the whole package
/// again for each one.
struct SymbolGraphs {
    let packageManager: PackageManager
    /// Whether to print each graph's folder and the time it took.
    let verbose: Bool
    /// Where the plugin works: the graphs made from built modules are kept there.
    let workFolder: URL
    /// `swift-symbolgraph-extract`, when the toolchain has it.
    let extractTool: URL?
    /// The extractor, once the modules are built.
    private var extractor: GraphExtractor?
    /// The folder of each graph asked for, by target, or why it could not be made.
    private var folders: [String: Result<String, PluginFailure>] = [:]
    /// The modules each graph names, by its folder.
    private var references: [String: GraphReferences] = [:]

    init(packageManager: PackageManager, verbose: Bool, workFolder: URL, extractTool: URL?) {
        self.packageManager = packageManager
        self.verbose = verbose
        self.workFolder = workFolder
        self.extractTool = extractTool
    }

    /// Builds `modules` and what they depend on, and readies the extractor.
    ///
    /// SwiftPM plans the whole package for each build a plugin asks for, which takes seconds on
    /// a large dependency tree even when nothing is to be built: a module already built after
    /// every source file of it and of its dependencies changed is not built again, and of the
    /// others, only those that no other of them depends on are (building them builds the rest).
    /// A module of the package that SwiftPM built before, whose own sources alone changed since,
    /// everything it depends on being built, is not built again but has its module file
    /// emitted by the compiler, in a fraction of the time (`isEdited` says which modules may be).
    ///
    /// Every module counts as changed after the package's manifest (`manifestDate`), and when
    /// SwiftPM's plan holds no compilation of a target in `planned` (the targets whose
    /// compilation the compiler check repeats, one added since the last build): a build has
    /// SwiftPM plan the package again.
    ///
    /// - Throws: A failure with the build's errors when it fails.
    mutating func build(
        _ modules: [SwiftSourceModuleTarget], isEdited: (SwiftSourceModuleTarget) -> Bool,
        manifestDate: Date, planned: [SwiftSourceModuleTarget] = []
    ) throws(PluginFailure) {
        guard extractTool != nil, !modules.isEmpty else { return }
        let started = Date()
        let before = GraphExtractor(workFolder: workFolder, tool: extractTool)
        let plan = BuildDescription(workFolder: workFolder)
        let isPlanned = planned.allSatisfy { plan?.typeCheckArguments(of: $0.moduleName) != nil }
        var states: [Target.ID: GraphExtractor.BuildState] = [:]
        for module in modules {
            states[module.id] =
                isPlanned
                ? before?.buildState(of: module, manifestDate: manifestDate) ?? .stale : .stale
        }
        let stale = modules.filter { states[$0.id] != .built }
        var names: [String] = []
        for module in stale where !names.contains(module.name) {
            let isBuiltByAnother = stale.contains { other in
                other.id != module.id
                    && other.recursiveTargetDependencies.contains { $0.id == module.id }
            }
            if !isBuiltByAnother { names.append(module.name) }
        }
        var log = ""
        var emitted: [String] = []
        for name in names {
            if let module = stale.first(where: { $0.name == name }), let before,
                states[module.id] == .dependenciesBuilt, isEdited(module),
                emit(module, with: before)
            {
                emitted.append(name)
                continue
            }
            let buildStarted = Date()
            let result: PackageManager.BuildResult
            do {
                result = try packageManager.build(
                    .target(name), parameters: .init(configuration: .debug, logging: .concise))
            } catch {
                throw PluginFailure("cannot build \(name): \(error)")
            }
            log += result.logText
            guard result.succeeded else {
                let errors = result.logText.split(separator: "\n").filter {
                    $0.contains("error:")
                }
                throw PluginFailure(
                    "\(name) does not build, so no symbol graph can be made of it:\n"
                        + (errors.isEmpty ? result.logText : errors.joined(separator: "\n")))
            }
            if let module = stale.first(where: { $0.name == name }) {
                GraphExtractor(workFolder: workFolder, tool: extractTool)?
                    .recordBuild(of: module, startedAt: buildStarted)
            }
        }
        extractor =
            names.isEmpty ? before : GraphExtractor(workFolder: workFolder, tool: extractTool)
        if verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            let built = names.filter { !emitted.contains($0) }
            if names.isEmpty {
                print("Built nothing: every module is built in \(seconds) s")
            } else if !built.isEmpty {
                print("Built \(built.joined(separator: ", ")) in \(seconds) s")
            }
            if !log.isEmpty { print(log) }
        }
    }

    /// The folders of the module files emitted for `module` and the modules it depends on that
    /// are newer than SwiftPM's builds of them, for the compiler check to find before SwiftPM's.
    func emittedFolders(for module: SwiftSourceModuleTarget) -> [String] {
        guard let extractor else { return [] }
        return ([module] + module.recursiveTargetDependencies).compactMap { target in
            (target as? SwiftSourceModuleTarget).flatMap {
                extractor.emittedFolder(of: $0.moduleName)?.path
            }
        }
    }

    /// Emits the module file of `module`, a module of the package whose sources changed while
    /// everything it depends on is built, without asking SwiftPM for a build (see
    /// ``ModuleEmitter``), if SwiftPM built it before.
    ///
    /// - Returns: Whether it was emitted; if not, SwiftPM is to build it.
    private func emit(_ module: SwiftSourceModuleTarget, with extractor: GraphExtractor) -> Bool {
        guard extractor.wasBuilt(module.moduleName) else { return false }
        let started = Date()
        do {
            try extractor.emitter.emit(module)
        } catch {
            if verbose { print("Asking SwiftPM to build \(module.moduleName): \(error)") }
            return false
        }
        if verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("Emitted the module file of \(module.moduleName) in \(seconds) s")
        }
        return true
    }

    /// The graph folders of `module` and of the modules it depends on, from any package, that
    /// its mocks can need: those its graph names, and then, from each of these, those that their
    /// protocols, requirements and inherited protocols name (see ``GraphReferences``).
    ///
    /// A module whose graph SwiftPM cannot make gets a diagnostic: an error for `module`
    /// itself, a warning for the modules it depends on, whose graphs only some of its protocols
    /// need. When `module` declares no protocol to mock (none of its API, with `apiOnly`), and
    /// no class is mocked, no other graph is made.
    ///
    /// - Returns: The folders, `module`'s first; `nil` when `module`'s own graph is missing.
    mutating func directories(
        for module: SwiftSourceModuleTarget, apiOnly: Bool, mocksClasses: Bool = false
    ) -> [String]? {
        let own: String
        switch folder(of: module) {
        case .failure(let failure):
            Diagnostics.error(
                "cannot get the symbol graph of \(module.moduleName), so none of its protocols "
                    + "is mocked: \(failure)",
                file: nil, line: nil)
            return nil
        case .success(let folder):
            own = folder
        }
        var dependencies: [String: SwiftSourceModuleTarget] = [:]
        for case let dependency as SwiftSourceModuleTarget in module.recursiveTargetDependencies
        where dependency.kind == .generic {
            dependencies[dependency.moduleName] = dependency
        }
        var folders = [own]
        var visited: Set<String> = [module.moduleName]
        let ownReferences = references(of: own, module: module.moduleName)
        guard mocksClasses || (apiOnly ? ownReferences.hasAPIProtocols : ownReferences.hasProtocols)
        else {
            return folders
        }
        var pending = ownReferences.all.sorted()
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard visited.insert(name).inserted, let dependency = dependencies[name] else {
                continue
            }
            switch folder(of: dependency) {
            case .success(let folder):
                folders.append(folder)
                pending += references(of: folder, module: name).fromProtocols.sorted()
            case .failure(let failure):
                Diagnostics.warning(
                    "cannot get the symbol graph of \(name), which \(module.moduleName) depends "
                        + "on, so protocols that inherit its protocols are not mocked: \(failure)",
                    file: nil, line: nil)
            }
        }
        return folders
    }

    private mutating func references(of folder: String, module: String) -> GraphReferences {
        if let known = references[folder] { return known }
        // A graph the extractor keeps keeps what it refers to beside it.
        let keeping = extractor.map { folder.hasPrefix($0.cacheFolder.path + "/") } ?? false
        let found = GraphReferences.reading(folder: folder, module: module, keeping: keeping)
        references[folder] = found
        return found
    }

    private mutating func folder(of target: SwiftSourceModuleTarget) -> Result<
        String, PluginFailure
    > {
        if let known = folders[target.id] { return known }
        let result = Result { () throws(PluginFailure) in try make(of: target) }
        folders[target.id] = result
        return result
    }

    /// Makes the graph of `target` from its built module, or else asks SwiftPM for it, which
    /// builds the target first.
    private func make(of target: SwiftSourceModuleTarget) throws(PluginFailure) -> String {
        let started = Date()
        var folder: String?
        var how = "from SwiftPM"
        if let extractor {
            do {
                let graph = try extractor.graph(of: target.moduleName)
                folder = graph.folder
                how = graph.kept ? "kept" : "extracted"
            } catch {
                if verbose {
                    print("Asking SwiftPM for the graph of \(target.moduleName): \(error)")
                }
            }
        }
        if folder == nil {
            let options = PackageManager.SymbolGraphOptions(
                minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false)
            do {
                folder = try packageManager.getSymbolGraph(for: target, options: options)
                    .directoryURL.path
            } catch {
                throw PluginFailure("\(error)")
            }
        }
        let path = folder ?? ""
        if verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("Symbol graph of \(target.moduleName) in \(seconds) s (\(how)): \(path)")
        }
        return path
    }
}
