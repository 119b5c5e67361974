import Foundation
import PackagePlugin

/// Writes the module file of a module of the package whose sources changed since SwiftPM built
/// it, with the compiler command SwiftPM planned for it (`description.json`), into the plugin's
/// work folder: the module's interface alone, no object code.
///
/// A build the plugin asks SwiftPM for plans the whole package first, which takes seconds on a
/// large dependency tree even for one edited module; the compiler alone emits a module file in
/// a fraction of a second. Its symbol graph is the one SwiftPM's module file gives, and the
/// compiler check reads it before SwiftPM's. SwiftPM's build folder is left as it is: the next
/// `swift build` builds the module there as usual.
struct ModuleEmitter {
    /// What SwiftPM planned for the build.
    let build: BuildDescription
    /// Where the module files are written, a folder per module.
    let folder: URL

    init(build: BuildDescription, workFolder: URL) {
        self.build = build
        folder = workFolder.appendingPathComponent("modules")
    }

    /// The folder of the module file emitted for `module`, which the compiler is pointed at.
    func folder(of module: String) -> URL {
        folder.appendingPathComponent(module)
    }

    /// The module file emitted for `module`, whether or not it exists.
    func moduleFile(of module: String) -> URL {
        folder(of: module).appendingPathComponent("\(module).swiftmodule")
    }

    /// Whether SwiftPM's plan compiles the Swift files `target` has now, no more and no fewer:
    /// not once a file was added, removed or renamed since it was planned.
    func plansCurrentSources(of target: SwiftSourceModuleTarget) -> Bool {
        guard let sources = build.sources(of: target.moduleName) else { return false }
        let directory = target.directoryURL.standardizedFileURL.path + "/"
        let planned = Set(sources.filter { $0.hasPrefix(directory) })
        let current = Set(
            target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        return planned == current
            && sources.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Emits the module file of `target`, dated when the compiler started, so that a source
    /// file changed while it ran is seen as changed after it.
    ///
    /// - Throws: A failure saying why, when SwiftPM's plan no longer lists the target's sources
    ///   (a file was added or removed since) or the compiler failed: the caller then asks
    ///   SwiftPM to build the module, which plans it again and reports the compiler's errors.
    func emit(_ target: SwiftSourceModuleTarget) throws(PluginFailure) {
        let module = target.moduleName
        guard let compiler = build.compiler(of: module),
            let importPath = build.importPath(of: module),
            let other = build.otherArguments(of: module),
            let sources = build.sources(of: module)
        else {
            throw PluginFailure("SwiftPM planned no Swift command for \(module)")
        }
        guard plansCurrentSources(of: target) else {
            throw PluginFailure(
                "the source files of \(module) changed since SwiftPM planned its build")
        }
        let output = folder(of: module)
        try? FileManager.default.removeItem(at: output)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw PluginFailure("cannot create \(output.path): \(error)")
        }
        let started = Date()
        let arguments =
            [
                "-emit-module", "-module-name", module, "-emit-module-path",
                moduleFile(of: module).path, "-I", importPath,
            ] + Self.arguments(of: other) + sources
        let result = try ToolProcess.run(compiler, arguments, errorsIn: folder)
        let file = moduleFile(of: module)
        guard result.status == 0, FileManager.default.fileExists(atPath: file.path) else {
            try? FileManager.default.removeItem(at: output)
            let errors = result.errors.split(separator: "\n").filter { $0.contains("error:") }
            throw PluginFailure(
                "the compiler emitted no module file of \(module): "
                    + (errors.first.map(String.init) ?? "exit status \(result.status)"))
        }
        try? FileManager.default.setAttributes(
            [.modificationDate: started], ofItemAtPath: file.path)
    }

    /// The arguments SwiftPM planned for a module's compilation, without those that write what
    /// a build writes besides the module file: incremental state, the index, diagnostics files,
    /// the Objective-C header, module interfaces, and the debug information (with which the
    /// driver compiles object code too).
    static func arguments(of compiler: [String]) -> [String] {
        let flags: Set<String> = [
            "-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output",
            "-emit-objc-header", "-emit-module-interface", "-emit-dependencies", "-g",
            "-emit-module", "-c",
        ]
        let valued: Set<String> = [
            "-index-store-path", "-emit-objc-header-path", "-emit-module-interface-path",
            "-emit-private-module-interface-path", "-emit-package-module-interface-path",
            "-output-file-map", "-emit-module-path",
        ]
        // Options whose next argument is another tool's, kept as they are (`-Xcc -g`).
        let passedOn: Set<String> = ["-Xcc", "-Xfrontend", "-Xllvm", "-Xlinker", "-Xclang-linker"]
        var arguments: [String] = []
        var index = compiler.startIndex
        while index < compiler.endIndex {
            let argument = compiler[index]
            if passedOn.contains(argument) {
                arguments += compiler[index..<min(index + 2, compiler.endIndex)]
                index += 2
                continue
            }
            if valued.contains(argument) {
                index += 2
                continue
            }
            if !flags.contains(argument) { arguments.append(argument) }
            index += 1
        }
        return arguments
    }
}
