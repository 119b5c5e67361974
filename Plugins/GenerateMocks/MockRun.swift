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
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Options.help(verb: verb))
            return
        }
        let options = try Options(arguments: arguments, verb: verb)
        let package = context.package
        let graph = PackageGraph(root: package)
        let generator = GeneratorProcess(
            tool: try GeneratorTool.url(
                in: graph, workFolder: context.pluginWorkDirectoryURL,
                packageManager: packageManager, verbose: options.verbose),
            workDirectory: context.pluginWorkDirectoryURL, packageDirectory: package.directoryURL)
        let jobs: [MockJob]
        var selectionFiles: [URL: SelectionFile] = [:]
        let holder =
            options.namesModules
            ? nil
            : options.target.flatMap { name in
                package.targets.first { $0.name == name } as? SwiftSourceModuleTarget
            }
        let held = try holder.map { target throws(PluginFailure) in
            try SelectionFile.find(in: package, generator: generator, targets: [target])
        }
        // Modules named without a target or a folder: their entries in the selection files, if
        // every one has one, so that a run adding to an entry needs to name no more.
        var entries: [MockJob]?
        if options.namesModules, options.target == nil, options.output == nil,
            options.products.isEmpty
        {
            let files = try SelectionFile.find(in: package, generator: generator)
            let named = try MockJob.plan(files, in: graph).filter {
                options.modules.contains($0.module.moduleName)
            }
            if Set(named.map(\.module.moduleName)) == Set(options.modules) {
                for file in files { selectionFiles[file.url.standardizedFileURL] = file }
                entries = named
            }
        }
        if let entries {
            jobs = entries
        } else if options.namesSelection, held?.isEmpty ?? true {
            jobs = try MockJob.plan(options, in: graph)
        } else {
            let files = try held ?? SelectionFile.find(in: package, generator: generator)
            guard !files.isEmpty else {
                throw PluginFailure(
                    "no selection file (.generate-mocks) in the package's targets: name what to "
                        + "mock with --target NAME or --module NAME, and the first run of "
                        + "`swift package --allow-writing-to-package-directory generate-mocks` "
                        + "writes one; \(Options.usage(verb: verb))")
            }
            for file in files { selectionFiles[file.url.standardizedFileURL] = file }
            jobs = try MockJob.plan(files, in: graph)
            if options.selects, jobs.count != 1 {
                let entries = files.flatMap { file in
                    file.entries.map { "\($0.module) (\(file.shownPath):\($0.line))" }
                }
                throw PluginFailure(
                    "--protocol, --exclude, --annotated and --class add to one module's entry, "
                        + "and the selection files hold \(entries.count): "
                        + entries.joined(separator: ", ") + "; name the module with --module "
                        + "NAME")
            }
        }
        var graphs = SymbolGraphs(
            packageManager: packageManager, verbose: options.verbose,
            workFolder: context.pluginWorkDirectoryURL,
            extractTool: try? context.tool(named: "swift-symbolgraph-extract").url)
        let receiving = jobs.map { $0.receivingTarget(in: package) }
        var built = jobs.map(\.module)
        if options.typeChecks {
            built += receiving.flatMap(TypeCheckOptions.modulesToBuild(receiving:))
        }
        // A module of the package may have been edited since SwiftPM built it; one of another
        // package is built by SwiftPM; after the manifest changed, or with a receiving target
        // SwiftPM has not planned yet, every module is built, which plans the package again.
        try graphs.build(
            built, isEdited: graph.isInRoot, manifestDate: graph.manifestDate,
            planned: options.typeChecks ? receiving.compactMap { $0 } : [])
        let build = BuildDescription(workFolder: context.pluginWorkDirectoryURL)
        let plainCommand = "swift package --allow-writing-to-package-directory generate-mocks"
        var runs: [Run] = []
        for (job, target) in zip(jobs, receiving) {
            guard
                let directories = graphs.directories(
                    for: job.module, apiOnly: !graph.isInRoot(job.module),
                    mocksClasses: !options.classes.isEmpty || job.mocksClasses)
            else { continue }
            let selection = relative(job.selection.path, package)
            let folder = relative(job.output.path, package)
            let head = ["--selection", selection, "--module", job.module.moduleName]
            // The options add to the module's entry; the file records them once the run went
            // well, so that a mistyped name is never kept. A run whose options the entry holds
            // already is the run without them, and is skipped as unchanged as that one is.
            var adding =
                options.namesSelection || options.selects ? selectionOptions(for: job, options) : []
            let file = job.selection.standardizedFileURL
            if !adding.isEmpty, FileManager.default.fileExists(atPath: file.path) {
                if selectionFiles[file] == nil {
                    selectionFiles[file] = try SelectionFile(
                        url: job.selection, in: package, generator: generator)
                }
                let entry = selectionFiles[file]?.entries.first {
                    $0.module == job.module.moduleName
                }
                if let entry, entry.holds(options, folder: job.folder) { adding = [] }
            }
            var tail: [String] = []
            var reads = directories.map { URL(fileURLWithPath: $0) }
            reads += [job.module.directoryURL, job.selection, job.output] + graph.manifestFiles
            if let target {
                tail += ["--declared-in", relative(target.directoryURL.path, package)]
                reads.append(target.directoryURL)
            }
            // The check compiles the mocks against `Mocking`: a new version of it checks again.
            if options.typeChecks {
                reads += TypeCheckOptions.modulesToBuild(receiving: target).map(\.directoryURL)
            }
            // Another package's module: its API alone, not what its graph holds besides.
            if !graph.isInRoot(job.module) { tail.append("--public-only") }
            // A mocks library's mocks are imported by other modules: public, of the API alone.
            if let target, MockJob.isMocksLibrary(target) { tail += ["--access", "public"] }
            if options.check { tail += ["--check", "--diff"] }
            // The graphs of Swift's and Foundation's modules, extracted when a protocol inherits
            // one of their protocols the generator does not know, and kept for every run.
            tail += [
                "--system-graphs",
                context.pluginWorkDirectoryURL.appendingPathComponent("system-graphs").path,
            ]
            // Where the check finds the module files the plugin emitted: not in the fingerprint,
            // as they follow from the module's sources, which it holds.
            var searched: [String] = []
            if options.typeChecks {
                let key = "\(selection)-\(job.module.moduleName)".map { $0 == "/" ? "_" : $0 }
                let cache = context.pluginWorkDirectoryURL
                    .appendingPathComponent("typecheck").appendingPathComponent(String(key))
                switch TypeCheckOptions.arguments(
                    receiving: target, build: build, cacheFolder: cache)
                {
                case .success(let checking):
                    for folder in graphs.emittedFolders(for: job.module) {
                        searched += ["-Xswiftc", "-I", "-Xswiftc", folder]
                    }
                    tail += checking
                case .failure(let failure):
                    // Never a mock left unchecked: the run stops, and says how to go on.
                    throw PluginFailure(
                        "the mocks of \(job.module.moduleName) in \(folder) cannot be checked "
                            + "with the compiler: \(failure); nothing was written. Build the "
                            + "package (swift build --build-tests) and run again, or pass "
                            + "--no-typecheck to write them unchecked")
                }
            }
            // The run once its options are recorded: the run without them, whose fingerprint
            // a later run, with or without them, is compared with.
            let plain = head + ["--output", folder, "--command", plainCommand] + tail
            var arguments = head + adding + ["--output", folder]
            arguments += ["--command", adding.isEmpty ? plainCommand : options.command]
            arguments += TypeCheckOptions.searching(searched, before: tail)
            if options.removesUnselected { arguments.append("--remove-unselected") }
            let report = context.pluginWorkDirectoryURL.appendingPathComponent("reports")
                .appendingPathComponent(Run.fileName(selection: selection, module: job.module))
            try? FileManager.default.createDirectory(
                at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: report)
            arguments += ["--report", report.path]
            runs.append(
                Run(
                    module: job.module.moduleName, arguments: arguments + directories,
                    plainArguments: plain + directories, adding: adding, selection: selection,
                    folder: folder, reads: reads, report: report))
        }
        // The runs write to folders of their own: as many at once as there are processors, and
        // what each printed is relayed in order. A run whose inputs are as they were after one
        // that succeeded would change nothing, and is not started.
        let started = Date()
        let window = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let work = context.pluginWorkDirectoryURL
        let unchanged = runs.map { run -> RunFingerprint? in
            guard run.adding.isEmpty, let kept = RunFingerprint.kept(for: run.key, in: work),
                kept.inputs == run.fingerprint(tool: generator.tool).inputs
            else { return nil }
            return kept
        }
        var running: [Result<GeneratorProcess.Running, any Error>?] = []
        var launched: [Int] = []
        for (index, run) in runs.enumerated() {
            guard unchanged[index] == nil else {
                running.append(nil)
                continue
            }
            if launched.count >= window,
                case .success(let earlier)? = running[launched[launched.count - window]]
            {
                earlier.process.waitUntilExit()
            }
            launched.append(index)
            running.append(Result { try generator.start(run.arguments) })
        }
        for (index, run) in runs.enumerated() {
            guard let started = running[index] else {
                generator.replay(
                    unchanged[index], module: run.module, folder: run.folder,
                    check: options.check)
                continue
            }
            let outcome = started.map(generator.finish)
            var succeeded = generator.report(
                outcome, module: run.module, arguments: run.arguments)
            let report = try? MockReport.read(from: run.report)
            try? FileManager.default.removeItem(at: run.report)
            // Mocks written unchecked are checked by the next run, which this one's fingerprint
            // must not skip.
            if let reason = report?.unchecked {
                Diagnostics.error(
                    "the mocks of \(run.module) in \(run.folder) were not checked with the "
                        + "compiler: \(reason); the next run checks them",
                    file: nil, line: nil)
                succeeded = false
            }
            if succeeded, !options.check, !run.adding.isEmpty {
                // A protocol the run refused to mock is not kept, to be refused again and again.
                let recorded = try generator.output(
                    of: ["--selection", run.selection, "--record", "--module", run.module]
                        + withoutRefused(run.adding, report?.refused ?? []))
                for line in recorded.split(separator: "\n") { print(line) }
            }
            // Kept once the selection file holds the run's options, as the run without them;
            // not after a run that refused a protocol, which the run without them never names.
            var kept: RunFingerprint?
            if succeeded, report?.refused.isEmpty ?? true, case .success(let finished) = outcome {
                kept = run.fingerprint(tool: generator.tool)
                kept?.warnings = finished.errors
                kept?.mockCount = report?.mockCount
            }
            RunFingerprint.keep(kept, for: run.key, in: work)
        }
        // A run's fingerprint holds the test target, where the other runs of this invocation
        // may have written mocks since it was taken; those alone do not make it run again.
        for run in runs {
            guard let kept = RunFingerprint.kept(for: run.key, in: work),
                let refreshed = kept.refreshed(
                    to: run.fingerprint(tool: generator.tool), writtenSince: started)
            else { continue }
            RunFingerprint.keep(refreshed, for: run.key, in: work)
        }
        if options.verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("mock-generator on \(runs.map(\.module).joined(separator: ", ")) in \(seconds) s")
        }
    }

    /// One run of the generator, on one module of one selection file.
    private struct Run {
        let module: String
        let arguments: [String]
        /// The arguments of the run without the options that add to the selection file, which
        /// its fingerprint holds.
        let plainArguments: [String]
        /// The options that add to the module's entry in its selection file.
        let adding: [String]
        /// The selection file, and the folder the mocks go to, relative to the package.
        let selection: String
        let folder: String
        /// What the run reads besides its arguments: the graphs, the module's sources, the
        /// selection file, the mocks' folder, the package's manifest, and the target with the
        /// mocks written by hand.
        let reads: [URL]
        /// Where the generator writes its ``MockReport``.
        let report: URL

        /// The name its fingerprint is kept under.
        var key: String { selection + "-" + module }

        /// The name of the report of the run on `module` for the selection file `selection`.
        static func fileName(selection: String, module: SwiftSourceModuleTarget) -> String {
            let key = "\(selection)-\(module.moduleName)"
            return String(key.map { $0.isLetter || $0.isNumber ? $0 : "-" }) + ".json"
        }

        /// The fingerprint of what it reads now.
        func fingerprint(tool: URL) -> RunFingerprint {
            RunFingerprint(arguments: plainArguments, tool: tool, paths: reads)
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
        if options.strict { arguments.append("--strict") }
        return arguments
    }

    /// `adding`, a run's selecting options, without the `--protocol` options of `refused`.
    static func withoutRefused(_ adding: [String], _ refused: [String]) -> [String] {
        var kept: [String] = []
        var index = adding.startIndex
        while index < adding.endIndex {
            if adding[index] == "--protocol", index + 1 < adding.endIndex,
                refused.contains(adding[index + 1])
            {
                index += 2
                continue
            }
            kept.append(adding[index])
            index += 1
        }
        return kept
    }

    private static func relative(_ path: String, _ package: Package) -> String {
        GeneratorProcess.relative(path, to: package.directoryURL)
    }
}
