import Foundation

/// What SwiftPM planned for the debug build of the package: the Swift compiler's command of each
/// module, read from `description.json` in the build folder.
struct BuildDescription {
    /// The build folder of the debug configuration, `.build/<triple>/debug`.
    let buildFolder: URL
    /// The Swift commands SwiftPM planned, by module name.
    private let commands: [String: [String: Any]]

    /// The build of the package whose plugin works in `workFolder`, or `nil` before its first
    /// build.
    init?(workFolder: URL) {
        guard let buildFolder = Self.buildFolder(above: workFolder) else { return nil }
        let description = buildFolder.appendingPathComponent("description.json")
        guard let data = FileManager.default.contents(atPath: description.path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let swiftCommands = json["swiftCommands"] as? [String: [String: Any]]
        else { return nil }
        var commands: [String: [String: Any]] = [:]
        for (key, command) in swiftCommands where !key.hasSuffix("-tool.module") {
            if let name = command["moduleName"] as? String { commands[name] = command }
        }
        self.buildFolder = buildFolder
        self.commands = commands
    }

    /// The folder SwiftPM builds the debug configuration in: `debug` beside the `plugins` folder
    /// that holds the plugin's work folder, followed to where it points; `nil` before a build.
    /// It is looked for there alone: a package built in a scratch folder inside another's
    /// `.build` (`--scratch-path .build/App`) must not take the other's.
    static func buildFolder(above workFolder: URL) -> URL? {
        var folder = workFolder.standardizedFileURL
        while folder.path != "/", folder.lastPathComponent != "plugins" {
            folder.deleteLastPathComponent()
        }
        let debug = folder.deletingLastPathComponent().appendingPathComponent("debug")
        guard folder.lastPathComponent == "plugins",
            FileManager.default.fileExists(
                atPath: debug.appendingPathComponent("description.json").path)
        else { return nil }
        return debug.resolvingSymlinksInPath()
    }

    /// The folder SwiftPM writes the module files of the build to, where the Swift module
    /// `module` is imported from; `nil` when it planned no command for it.
    func importPath(of module: String) -> String? {
        commands[module]?["importPath"] as? String
    }

    /// The compiler's arguments for `module`, but its source files: the search paths, target,
    /// SDK, language mode and conditions it is compiled with.
    func otherArguments(of module: String) -> [String]? {
        commands[module]?["otherArguments"] as? [String]
    }

    /// The source files SwiftPM compiles for `module`: the target's, and those derived from it
    /// (the accessor of its resources, what build tool plugins generate).
    func sources(of module: String) -> [String]? {
        commands[module]?["sources"] as? [String]
    }

    /// The compiler SwiftPM runs for `module`.
    func compiler(of module: String) -> URL? {
        (commands[module]?["executable"] as? String).map(URL.init(fileURLWithPath:))
    }

    /// The arguments that compile a file as part of `module`, as far as type checking goes:
    /// its other arguments, the folder of the build's module files, and its module name.
    func typeCheckArguments(of module: String) -> [String]? {
        guard let importPath = importPath(of: module), let other = otherArguments(of: module)
        else { return nil }
        return ["-module-name", module, "-I", importPath] + other
    }
}
