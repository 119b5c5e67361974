import Foundation
import PackagePlugin

/// Makes the symbol graph of a module SwiftPM has built, with the toolchain's
/// `swift-symbolgraph-extract`, from the module file in the build folder (or the one
/// ``ModuleEmitter`` wrote since, when it is newer), and keeps it in the plugin's work folder
/// for as long as that file does not change.
///
/// SwiftPM's `getSymbolGraph(for:options:)` plans the whole package again for each graph, which
/// takes seconds on a large dependency tree; this reads the compiler arguments SwiftPM planned
/// for the module (`description.json` of the build folder), and takes a fraction of a second,
/// or nothing when the graph is kept.
struct GraphExtractor {
    /// `swift-symbolgraph-extract`.
    let tool: URL
    /// The build folder of the debug configuration, `.build/<triple>/debug`.
    var buildFolder: URL { build.buildFolder }
    /// Where graphs are kept, a folder per module.
    let cacheFolder: URL
    /// Writes the module files of edited modules.
    let emitter: ModuleEmitter
    /// What SwiftPM planned for the build.
    private let build: BuildDescription

    /// The extractor of the package whose plugin works in `workFolder`, or `nil` where there is
    /// no such build folder or tool (on Apple platforms the plugin asks SwiftPM for each graph).
    init?(workFolder: URL, tool: URL?) {
        #if os(Linux)
        guard let tool, let build = BuildDescription(workFolder: workFolder) else { return nil }
        self.tool = tool
        self.build = build
        cacheFolder = workFolder.appendingPathComponent("symbol-graphs")
        emitter = ModuleEmitter(build: build, workFolder: workFolder)
        #else
        return nil
        #endif
    }

    /// The module file of the Swift module `module` that is current: the one emitted by
    /// ``ModuleEmitter`` when it is newer than SwiftPM's build of the module, else the one
    /// SwiftPM builds, if it planned one.
    func moduleFile(of module: String) -> URL? {
        if let folder = emittedFolder(of: module) {
            return folder.appendingPathComponent("\(module).swiftmodule")
        }
        return builtModuleFile(of: module)
    }

    /// The folder of the module file emitted for `module`, when it is newer than SwiftPM's
    /// build of the module (its module file, or the plugin's last build of it); one that is not
    /// is removed, so that no compiler is pointed at it.
    func emittedFolder(of module: String) -> URL? {
        let file = emitter.moduleFile(of: module)
        guard let emitted = FileManager.default.modificationDateFollowingLinks(of: file) else {
            return nil
        }
        let written = builtModuleFile(of: module).flatMap(
            FileManager.default.modificationDateFollowingLinks(of:))
        let built = builtStamps()[module].map(Date.init(timeIntervalSince1970:))
        guard emitted > max(written ?? .distantPast, built ?? .distantPast) else {
            try? FileManager.default.removeItem(at: emitter.folder(of: module))
            return nil
        }
        return emitter.folder(of: module)
    }

    /// Whether SwiftPM built `module` at some time: its build folder holds its module file.
    func wasBuilt(_ module: String) -> Bool {
        builtModuleFile(of: module).map { FileManager.default.fileExists(atPath: $0.path) }
            ?? false
    }

    private func builtModuleFile(of module: String) -> URL? {
        guard let importPath = build.importPath(of: module) else { return nil }
        return URL(fileURLWithPath: importPath).appendingPathComponent("\(module).swiftmodule")
    }

    /// How much of a module is built.
    enum BuildState {
        /// It is built after the last change of every source file of it and of the modules it
        /// depends on, so that building it again would change nothing its graph shows.
        case built
        /// The modules it depends on are, but not the module itself: its own module file can be
        /// emitted.
        case dependenciesBuilt
        /// A module it depends on is not built.
        case stale
    }

    /// How much of `module` is built. A module counts as built when its module file was
    /// written, or when the plugin's last build of it began (the compiler leaves a module file
    /// that would not change as it was), after the last change of its sources, of those of the
    /// modules it depends on, and of the package's manifest (`manifestDate`: a condition or a
    /// setting changes what compiles), and when SwiftPM's plan compiles the source files each
    /// has now (a file deleted or added changes none of the others' dates).
    func buildState(of module: SwiftSourceModuleTarget, manifestDate: Date) -> BuildState {
        guard
            let dependencies = sourcesAndModules(
                of: module.recursiveTargetDependencies, since: manifestDate),
            dependencies.newestSource < dependencies.oldestModule
        else { return .stale }
        guard let own = sourcesAndModules(of: [module], since: manifestDate),
            max(own.newestSource, dependencies.newestSource) < own.oldestModule
        else { return .dependenciesBuilt }
        return .built
    }

    /// The last change of the source files of `targets`, or of the manifest at `manifestDate`
    /// when later, and the oldest of their Swift modules' builds; `nil` when a file or a module
    /// file is missing, or SwiftPM planned other source files than a module has.
    private func sourcesAndModules(
        of targets: [Target], since manifestDate: Date
    ) -> (newestSource: Date, oldestModule: Date)? {
        let stamps = builtStamps()
        var newestSource = manifestDate
        var oldestModule = Date.distantFuture
        for target in targets {
            if let files = target.sourceModule?.sourceFiles {
                for file in files {
                    guard
                        let date = FileManager.default.modificationDateFollowingLinks(of: file.url)
                    else { return nil }
                    newestSource = max(newestSource, date)
                }
            }
            guard let swift = target as? SwiftSourceModuleTarget else { continue }
            guard emitter.plansCurrentSources(of: swift),
                let file = moduleFile(of: swift.moduleName),
                let written = FileManager.default.modificationDateFollowingLinks(of: file)
            else { return nil }
            let built = stamps[swift.moduleName].map(Date.init(timeIntervalSince1970:))
            oldestModule = min(oldestModule, max(written, built ?? written))
        }
        return (newestSource, oldestModule)
    }

    /// Records that a build of `module`, and so of the modules it depends on, that began at
    /// `date` succeeded.
    func recordBuild(of module: SwiftSourceModuleTarget, startedAt date: Date) {
        var stamps = builtStamps()
        for case let swift as SwiftSourceModuleTarget in [module]
            + module.recursiveTargetDependencies
        {
            stamps[swift.moduleName] = date.timeIntervalSince1970
        }
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(stamps) {
            try? data.write(to: cacheFolder.appendingPathComponent("built.json"))
        }
    }

    /// When the plugin's last successful build of each module began, by module name.
    private func builtStamps() -> [String: Double] {
        let file = cacheFolder.appendingPathComponent("built.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: Double].self, from: data)) ?? [:]
    }

    /// The folder holding the graph of `module`, extracted now or kept from before; whether it
    /// was kept.
    ///
    /// - Throws: A failure saying why, when the module was not built or the tool failed: the
    ///   caller then asks SwiftPM.
    func graph(of module: String) throws(PluginFailure) -> (folder: String, kept: Bool) {
        guard let importPath = build.importPath(of: module), let moduleFile = moduleFile(of: module)
        else {
            throw PluginFailure("SwiftPM planned no Swift command for \(module)")
        }
        // An emitted module file is found before the one in the build folder.
        let emitted = emittedFolder(of: module).map { [$0.path] } ?? []
        guard
            let attributes = FileManager.default.attributesFollowingLinks(atPath: moduleFile.path),
            let modified = attributes[.modificationDate] as? Date
        else {
            throw PluginFailure("\(moduleFile.path) is not built")
        }
        let arguments = Self.arguments(
            of: build.otherArguments(of: module) ?? [], module: module,
            importPaths: emitted + [importPath])
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let stamp =
            "\(modified.timeIntervalSince1970) \(size)\n"
            + arguments.joined(separator: "\n") + "\n"
        let folder = cacheFolder.appendingPathComponent(module)
        let stampFile = cacheFolder.appendingPathComponent("\(module).stamp")
        if FileManager.default.contents(atPath: stampFile.path) == Data(stamp.utf8),
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("\(module).symbols.json").path)
        {
            return (folder.path, true)
        }
        try? FileManager.default.removeItem(at: stampFile)
        // Made beside the kept graph, which stays as it is when the new one is the same (as
        // when SwiftPM builds a module whose file the plugin emitted), so that the runs that
        // read it are not started again.
        let fresh = cacheFolder.appendingPathComponent("\(module).new")
        try? FileManager.default.removeItem(at: fresh)
        do {
            try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        } catch {
            throw PluginFailure("cannot create \(fresh.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: fresh) }
        let errors = try ToolProcess.run(
            tool, arguments + ["-output-dir", fresh.path], errorsIn: cacheFolder
        ).errors
        guard
            FileManager.default.fileExists(
                atPath: fresh.appendingPathComponent("\(module).symbols.json").path)
        else {
            throw PluginFailure(
                "swift-symbolgraph-extract wrote no graph of \(module): "
                    + (errors.split(separator: "\n").first.map(String.init) ?? "no message"))
        }
        guard Self.graphs(in: folder) == Self.graphs(in: fresh) else {
            try? FileManager.default.removeItem(at: folder)
            do {
                try FileManager.default.moveItem(at: fresh, to: folder)
            } catch {
                throw PluginFailure("cannot move \(fresh.path) to \(folder.path): \(error)")
            }
            try? Data(stamp.utf8).write(to: stampFile)
            return (folder.path, false)
        }
        try? Data(stamp.utf8).write(to: stampFile)
        return (folder.path, true)
    }

    /// The graph files in `folder`, by name.
    private static func graphs(in folder: URL) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var graphs: [String: Data] = [:]
        for name in names where name.hasSuffix(".symbols.json") {
            graphs[name] = FileManager.default.contents(
                atPath: folder.appendingPathComponent(name).path)
        }
        return graphs
    }

    /// The arguments of `swift-symbolgraph-extract` for `module`: the compiler's arguments that
    /// say where modules and headers are (`-I`, `-F`, `-Xcc …`, `-target`, `-sdk`, the module
    /// cache), and the graph's options, as the plugin asked SwiftPM for them: internal
    /// declarations, no synthesized members, no SPI.
    static func arguments(
        of compiler: [String], module: String, importPaths: [String]
    ) -> [String] {
        let valued: Set<String> = [
            "-target", "-sdk", "-I", "-F", "-Xcc", "-module-cache-path", "-resource-dir",
        ]
        var arguments = ["-module-name", module]
        for path in importPaths { arguments += ["-I", path] }
        arguments += ["-minimum-access-level", "internal", "-skip-synthesized-members"]
        var index = compiler.startIndex
        while index < compiler.endIndex {
            if valued.contains(compiler[index]), index + 1 < compiler.endIndex {
                arguments += compiler[index...(index + 1)]
                index += 2
            } else {
                index += 1
            }
        }
        return arguments
    }
}
