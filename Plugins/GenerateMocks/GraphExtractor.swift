import Foundation
import PackagePlugin

/// Makes the symbol graph of a module SwiftPM has built, with the toolchain's
/// `swift-symbolgraph-extract`, from the module file in the build folder, and keeps it in the
/// plugin's work folder for as long as that file does not change.
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
        #else
        return nil
        #endif
    }

    /// The module file SwiftPM builds for the Swift module `module`, if it planned one.
    func moduleFile(of module: String) -> URL? {
        guard let importPath = build.importPath(of: module) else { return nil }
        return URL(fileURLWithPath: importPath).appendingPathComponent("\(module).swiftmodule")
    }

    /// Whether `module` is built after the last change of every source file of it and of the
    /// modules it depends on, so that building it again would change nothing its graph shows.
    /// A module counts as built when its module file was written, or when the plugin's last
    /// build of it began (the compiler leaves a module file that would not change as it was).
    func isBuilt(_ module: SwiftSourceModuleTarget) -> Bool {
        let stamps = builtStamps()
        var newestSource = Date.distantPast
        var oldestModule = Date.distantFuture
        for target in [module] + module.recursiveTargetDependencies {
            if let files = target.sourceModule?.sourceFiles {
                for file in files {
                    guard let date = Self.modificationDate(of: file.url) else { return false }
                    newestSource = max(newestSource, date)
                }
            }
            guard let swift = target as? SwiftSourceModuleTarget else { continue }
            guard let file = moduleFile(of: swift.moduleName),
                let written = Self.modificationDate(of: file)
            else { return false }
            let built = stamps[swift.moduleName].map(Date.init(timeIntervalSince1970:))
            oldestModule = min(oldestModule, max(written, built ?? written))
        }
        return newestSource < oldestModule
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

    private static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The folder holding the graph of `module`, extracted now or kept from before; whether it
    /// was kept.
    ///
    /// - Throws: A failure saying why, when the module was not built or the tool failed: the
    ///   caller then asks SwiftPM.
    func graph(of module: String) throws(PluginFailure) -> (folder: String, kept: Bool) {
        guard let importPath = build.importPath(of: module) else {
            throw PluginFailure("SwiftPM planned no Swift command for \(module)")
        }
        let moduleFile = URL(fileURLWithPath: importPath)
            .appendingPathComponent("\(module).swiftmodule")
        guard
            let attributes = try? FileManager.default.attributesOfItem(atPath: moduleFile.path),
            let modified = attributes[.modificationDate] as? Date
        else {
            throw PluginFailure("\(moduleFile.path) is not built")
        }
        let arguments = Self.arguments(
            of: build.otherArguments(of: module) ?? [], module: module,
            importPath: importPath)
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
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: stampFile)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PluginFailure("cannot create \(folder.path): \(error)")
        }
        let errors = try run(arguments + ["-output-dir", folder.path])
        guard
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("\(module).symbols.json").path)
        else {
            throw PluginFailure(
                "swift-symbolgraph-extract wrote no graph of \(module): "
                    + (errors.split(separator: "\n").first.map(String.init) ?? "no message"))
        }
        try? Data(stamp.utf8).write(to: stampFile)
        return (folder.path, false)
    }

    /// The arguments of `swift-symbolgraph-extract` for `module`: the compiler's arguments that
    /// say where modules and headers are (`-I`, `-F`, `-Xcc …`, `-target`, `-sdk`, the module
    /// cache), and the graph's options, as the plugin asked SwiftPM for them: internal
    /// declarations, no synthesized members, no SPI.
    static func arguments(of compiler: [String], module: String, importPath: String) -> [String] {
        let valued: Set<String> = [
            "-target", "-sdk", "-I", "-F", "-Xcc", "-module-cache-path", "-resource-dir",
        ]
        var arguments = [
            "-module-name", module, "-I", importPath, "-minimum-access-level", "internal",
            "-skip-synthesized-members",
        ]
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

    /// Runs the tool.
    ///
    /// - Returns: What it printed on standard error.
    private func run(_ arguments: [String]) throws(PluginFailure) -> String {
        let errorsURL = cacheFolder.appendingPathComponent("extract-\(UUID().uuidString).err")
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        do {
            try Data().write(to: errorsURL)
            let errors = try FileHandle(forWritingTo: errorsURL)
            defer { try? errors.close() }
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
        } catch {
            throw PluginFailure("cannot run \(tool.path): \(error)")
        }
        return String(
            decoding: FileManager.default.contents(atPath: errorsURL.path) ?? Data(), as: UTF8.self)
    }
}
