import Foundation
import PackagePlugin

/// The symbol graphs the generator reads, each asked of SwiftPM once.
///
/// Every graph is read down to internal declarations: a module of the package the plugin runs
/// on has its internal protocols mocked (`@testable import`); a module of another package is
/// mocked with `--public-only`, but only a graph at that level lists the public protocols and
/// requirements whose names start with `_` that its API inherits (swift-log's
/// `_SwiftLogSendableLogHandler`, swift-nio's `_ChannelInboundHandler` and `_channelCore`).
struct SymbolGraphs {
    let packageManager: PackageManager
    /// Whether to print each graph's folder and the time SwiftPM took to make it.
    let verbose: Bool
    /// The folder of each graph asked for, by target, or why SwiftPM could not make it.
    private var folders: [String: Result<String, PluginFailure>] = [:]
    /// The modules each graph names, by its folder.
    private var references: [String: GraphReferences] = [:]

    init(packageManager: PackageManager, verbose: Bool) {
        self.packageManager = packageManager
        self.verbose = verbose
    }

    /// The graph folders of `module` and of the modules it depends on, from any package, that
    /// its mocks can need: those its graph names, and then, from each of these, those that their
    /// protocols, requirements and inherited protocols name (see ``GraphReferences``).
    ///
    /// A module whose graph SwiftPM cannot make gets a diagnostic: an error for `module`
    /// itself, a warning for the modules it depends on, whose graphs only some of its protocols
    /// need.
    ///
    /// - Returns: The folders, `module`'s first; `nil` when `module`'s own graph is missing.
    mutating func directories(for module: SwiftSourceModuleTarget) -> [String]? {
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
        var pending = references(of: own, module: module.moduleName).all.sorted()
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
        let found = GraphReferences(folder: folder, module: module)
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

    /// Asks SwiftPM for the graph of `target`, which it builds first.
    private func make(of target: SwiftSourceModuleTarget) throws(PluginFailure) -> String {
        let options = PackageManager.SymbolGraphOptions(
            minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false)
        let started = Date()
        let folder: String
        do {
            folder = try packageManager.getSymbolGraph(for: target, options: options).directoryURL
                .path
        } catch {
            throw PluginFailure("\(error)")
        }
        if verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("Symbol graph of \(target.moduleName) in \(seconds) s: \(folder)")
        }
        return folder
    }
}
