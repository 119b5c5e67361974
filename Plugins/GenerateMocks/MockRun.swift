import Foundation
import PackagePlugin

/// What `swift package generate-mocks` and `swift package check-mocks` do: find what to mock,
/// from the arguments or from the package's selection files, build the modules, gather their
/// symbol graphs, and run `mock-generator` once per module, to write the mocks or to check them.
///
/// With arguments that name a target or modules, `generate-mocks` first records them in the
/// selection file of the folder the mocks go to (`.generate-mocks`, which it creates), then
/// generates what the file says for each module named; without, it generates every entry of
/// every selection file of the package's targets. `check-mocks` reads the same files and writes
/// nothing, not even a selection file.
enum MockRun {
    /// Runs `verb` with `arguments` on the package of `context`.
    static func perform(
        verb: String, arguments: [String], context: PluginContext, packageManager: PackageManager
    ) throws {
        let options = try Options(arguments: arguments, verb: verb)
        let package = context.package
        let graph = PackageGraph(root: package)
        let generator = GeneratorProcess(
            tool: try context.tool(named: "mock-generator").url,
            workDirectory: context.pluginWorkDirectoryURL, packageDirectory: package.directoryURL)
        let jobs: [MockJob]
        var regenerate = "swift package --allow-writing-to-package-directory generate-mocks"
        if options.namesSelection {
            jobs = try MockJob.plan(options, in: graph)
            regenerate = options.command
            if !options.check {
                for job in jobs { try record(job, options: options, generator: generator) }
            }
        } else {
            let files = try SelectionFile.find(in: package, generator: generator)
            guard !files.isEmpty else {
                throw PluginFailure(
                    "no selection file (.generate-mocks) in the package's targets: name what to "
                        + "mock with --target NAME or --module NAME, and the first run of "
                        + "`swift package --allow-writing-to-package-directory generate-mocks` "
                        + "writes one; \(Options.usage(verb: verb))")
            }
            jobs = try MockJob.plan(files, in: graph)
        }
        var graphs = SymbolGraphs(
            packageManager: packageManager, verbose: options.verbose,
            workFolder: context.pluginWorkDirectoryURL,
            extractTool: try? context.tool(named: "swift-symbolgraph-extract").url)
        try graphs.build(jobs.map(\.module))
        for job in jobs {
            guard let directories = graphs.directories(for: job.module) else { continue }
            let name = job.module.moduleName
            var arguments = try selectionArguments(
                for: job, options: options, package: package, generator: generator)
            arguments += ["--output", relative(job.output.path, package), "--command", regenerate]
            if let target = job.receivingTarget(in: package) {
                arguments += ["--declared-in", relative(target.path, package)]
            }
            // Another package's module: its API alone, not what its graph holds besides.
            if !graph.isInRoot(job.module) { arguments.append("--public-only") }
            if options.check { arguments += ["--check", "--diff"] }
            generator.run(module: name, arguments: arguments + directories)
        }
    }

    /// The arguments that say which protocols of `job`'s module are mocked: its entry in the
    /// selection file, or, for a check of modules the file does not name, the options.
    private static func selectionArguments(
        for job: MockJob, options: Options, package: Package, generator: GeneratorProcess
    ) throws(PluginFailure) -> [String] {
        let name = job.module.moduleName
        let path = relative(job.selection.path, package)
        if FileManager.default.fileExists(atPath: job.selection.path) {
            let file = try SelectionFile(url: job.selection, in: package, generator: generator)
            if file.entries.contains(where: { $0.module == name }) {
                return ["--selection", path, "--module", name]
            }
        }
        var arguments = ["--module", name]
        for protocolName in options.protocols { arguments += ["--protocol", protocolName] }
        for excluded in options.excluded { arguments += ["--exclude", excluded] }
        if options.annotated { arguments.append("--annotated") }
        return arguments
    }

    /// Adds what the options ask for `job`'s module to its selection file.
    private static func record(
        _ job: MockJob, options: Options, generator: GeneratorProcess
    ) throws(PluginFailure) {
        let package = generator.packageDirectory
        var arguments = [
            "--selection", GeneratorProcess.relative(job.selection.path, to: package), "--record",
            "--module", job.module.moduleName, "--folder", job.folder,
        ]
        for name in options.protocols { arguments += ["--protocol", name] }
        for name in options.excluded { arguments += ["--exclude", name] }
        if options.annotated { arguments.append("--annotated") }
        let printed = try generator.output(of: arguments)
        for line in printed.split(separator: "\n") { print(line) }
    }

    private static func relative(_ path: String, _ package: Package) -> String {
        GeneratorProcess.relative(path, to: package.directoryURL)
    }
}
