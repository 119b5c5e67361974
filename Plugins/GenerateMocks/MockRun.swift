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
            tool: try GeneratorTool.url(
                in: graph, workFolder: context.pluginWorkDirectoryURL,
                packageManager: packageManager, verbose: options.verbose),
            workDirectory: context.pluginWorkDirectoryURL, packageDirectory: package.directoryURL)
        let jobs: [MockJob]
        var regenerate = "swift package --allow-writing-to-package-directory generate-mocks"
        if options.namesSelection {
            jobs = try MockJob.plan(options, in: graph)
            regenerate = options.command
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
        var runs: [(module: String, arguments: [String], adding: [String], selection: String)] =
            []
        for job in jobs {
            guard
                let directories = graphs.directories(
                    for: job.module, apiOnly: !graph.isInRoot(job.module),
                    mocksClasses: !options.classes.isEmpty || job.mocksClasses)
            else { continue }
            let name = job.module.moduleName
            let selection = relative(job.selection.path, package)
            var arguments = ["--selection", selection, "--module", name]
            // The options add to the module's entry; the file records them once the run went
            // well, so that a mistyped name is never kept.
            let adding = options.namesSelection ? selectionOptions(for: job, options) : []
            arguments += adding
            arguments += ["--output", relative(job.output.path, package), "--command", regenerate]
            if let target = job.receivingTarget(in: package) {
                arguments += ["--declared-in", relative(target.path, package)]
            }
            // Another package's module: its API alone, not what its graph holds besides.
            if !graph.isInRoot(job.module) { arguments.append("--public-only") }
            if options.check { arguments += ["--check", "--diff"] }
            runs.append((name, arguments + directories, adding, selection))
        }
        // The runs write to folders of their own: as many at once as there are processors, and
        // what each printed is relayed in order.
        let started = Date()
        let window = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var running: [Result<GeneratorProcess.Running, any Error>] = []
        for (index, run) in runs.enumerated() {
            if index >= window, case .success(let earlier) = running[index - window] {
                earlier.process.waitUntilExit()
            }
            running.append(Result { try generator.start(run.arguments) })
        }
        for (run, started) in zip(runs, running) {
            let succeeded = generator.report(
                started.map(generator.finish), module: run.module, arguments: run.arguments)
            if succeeded, !options.check, !run.adding.isEmpty {
                let recorded = try generator.output(
                    of: ["--selection", run.selection, "--record", "--module", run.module]
                        + run.adding)
                for line in recorded.split(separator: "\n") { print(line) }
            }
        }
        if options.verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("mock-generator on \(runs.map(\.module).joined(separator: ", ")) in \(seconds) s")
        }
    }

    /// The options that add to the entry of `job`'s module in its selection file: its folder,
    /// and the protocols chosen.
    private static func selectionOptions(for job: MockJob, _ options: Options) -> [String] {
        var arguments = ["--folder", job.folder]
        for name in options.protocols { arguments += ["--protocol", name] }
        for name in options.excluded { arguments += ["--exclude", name] }
        for name in options.classes { arguments += ["--class", name] }
        if options.annotated { arguments.append("--annotated") }
        return arguments
    }

    private static func relative(_ path: String, _ package: Package) -> String {
        GeneratorProcess.relative(path, to: package.directoryURL)
    }
}
