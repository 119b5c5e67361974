import Foundation

/// The `mock-generator` command: writes a `Mock<Protocol>.swift` file for each protocol of a
/// module, from the module's symbol graph.
///
/// ```text
/// mock-generator [--module NAME] [--protocol NAME ...] [--exclude NAME ...] [--annotated]
///     [--class NAME ...] [--public-only] [--access public] [--declared-in PATH ...] --output DIR
///     [--check [--diff]] [--command TEXT] GRAPH ...
/// mock-generator --selection FILE --module NAME [--output DIR] [--public-only] [--access public]
///     [--declared-in PATH ...] [--check [--diff]] [--command TEXT] GRAPH ...
/// mock-generator --selection FILE --record --module NAME --folder PATH [--protocol NAME ...]
///     [--exclude NAME ...] [--annotated] [--class NAME ...]
/// mock-generator --selection FILE --list
/// ```
///
/// Each `GRAPH` is a `.symbols.json` file or a directory of them, as `swift-symbolgraph-extract`,
/// `swift package dump-symbol-graph` or a package plugin writes them; graphs of other modules are
/// read for the protocols and classes the module's protocols inherit and the types they name.
/// `--command` is the command that regenerates the files, which `--check` names.
/// `--public-only` mocks only the module's API, its public protocols whose names do not start
/// with `_`, as for a dependency's module, whose graph holds more. `--access public` writes
/// public mocks, for a mocks library that other modules import: the mock types, their
/// initializers, members and wrappers are `public`, no module is imported `@testable`, and, as
/// with `--public-only`, only the module's API is mocked.
///
/// Every protocol of the module is mocked, but those whose doc comment says `@nomock`; with
/// `--protocol`, only those named; with `--annotated`, those whose doc comment says `@mockable`
/// (and those named). `--exclude` leaves a protocol out, whatever its doc comment says. `--class`
/// mocks a class too, by a subclass that overrides what it can, each member answering as the
/// class does until a test stubs it. With
/// `--selection`, a module's entry in a selection file (`.generate-mocks`) says all of that
/// instead, and where the mocks go; `--record` adds a run's options to the file, and `--list`
/// prints its entries as JSON, one a line. `--declared-in` names the folders or files of the
/// target that receives the mocks: a protocol whose mock type one of their files declares
/// already, a mock written by hand, gets no file.
///
/// Bad arguments or input stop the command with a one-line error and status 1 before anything
/// is written. A protocol or member that cannot be mocked gets a warning naming it and its source
/// location (a member also gets a placeholder); the other mocks are written all the same, all at
/// once, each atomically, and unchanged files are left alone. Without `--protocol`, mocks the
/// generator wrote before for protocols that no longer exist are removed; the mock of a
/// protocol that still exists but ends in a warning is left as it was.
///
/// With `--check`, nothing is written: the command lists each mock that is missing, differs or
/// would be removed, and exits with status 1 if there is any; with `--diff`, it also prints the
/// unified diff of each.
public struct MockGeneratorCommand {
    private var graphPaths: [String] = []
    private var module: String?
    private var protocolNames: [String] = []
    private var output: String?
    private var command: String?
    private var isChecking = false
    private var printsDiffs = false
    private var isPublicOnly = false
    /// Who can use the mocks (`--access`).
    private var access = MockAccess.internal
    private var excludedNames: [String] = []
    private var classNames: [String] = []
    private var isAnnotatedOnly = false
    private var selectionPath: String?
    private var isRecording = false
    private var isListing = false
    private var folder: String?
    private var declaredIn: [String] = []
    /// Whether the mocks' wrappers are strict (`--strict`, added to the entry as `mocks strict`).
    private var isStrict = false
    /// Whether the mocks of protocols the selection no longer names may be removed.
    private var removesUnselected = false
    /// Whether to type-check each mock before writing it (`--typecheck`).
    private var typeChecks = false
    /// The compiler that checks them (`--swiftc`): `swiftc` on the `PATH` if `nil`.
    private var compiler: String?
    /// The arguments it checks them with (`-Xswiftc`), as the receiving target compiles them.
    private var compilerArguments: [String] = []
    /// Where the outcomes of checks are kept between runs (`--typecheck-cache`).
    private var typeCheckCache: String?
    /// Where the graphs of the toolchain's modules are extracted and kept (`--system-graphs`).
    private var systemGraphsFolder: String?
    private var arguments: [String] = []
    /// Where the run's ``MockReport`` goes, in JSON (`--report`).
    private var reportPath: String?
    /// Where a worker writes its answer (internal: see ``IsolatedGeneration``).
    private var workerResult: String?
    /// The file listing the protocols a worker mocks (internal).
    private var workerProtocols: String?

    /// The usage line errors about the arguments end with.
    public static let usage =
        "usage: mock-generator [--module NAME] [--protocol NAME ...] [--exclude NAME ...] "
        + "[--annotated] [--class NAME ...] [--strict] "
        + "[--selection FILE [--record --folder PATH | --list]] "
        + "[--public-only] [--access internal|public] [--declared-in PATH ...] --output DIR "
        + "[--check [--diff]] [--report FILE] "
        + "[--remove-unselected] [--command TEXT] [--typecheck [--swiftc PATH] [-Xswiftc ARG ...] "
        + "[--typecheck-cache DIR]] [--system-graphs DIR] GRAPH ...; --help says more"

    /// What `--help` prints: the options, and the selection file's format.
    public static let help = """
        OVERVIEW: Writes a Mock<Protocol>.swift file for each protocol of a module, from its symbol
        graph (swift-symbolgraph-extract, swift package dump-symbol-graph).

        USAGE: mock-generator [OPTIONS] --output DIR GRAPH ...
               mock-generator --selection FILE --module NAME [OPTIONS] GRAPH ...
               mock-generator --selection FILE --record --module NAME --folder PATH [SELECTING]
               mock-generator --selection FILE --list

        GRAPH: a .symbols.json file or a folder of them; graphs of other modules resolve what the
        module's protocols inherit and name.

        SELECTING (each adds to the module's entry with --selection):
          --module NAME         the module whose protocols are mocked (the only one by default)
          --protocol NAME       mock this protocol, whatever its doc comment says (repeat);
                                without a selection file, only the protocols named
          --exclude NAME        never mock this protocol (repeat)
          --annotated           mock only the protocols whose doc comment says @mockable
          --class NAME          mock this class too, by a subclass (repeat); a nested one by
                                its dotted path, Checkout.Basket
          --strict              declare every wrapper strict: a call no test stubbed records an
                                issue (mocks strict in the selection file)
          --public-only         only the module's API: public protocols not named with _

        WRITING:
          --output DIR          where the mocks go (with --selection, the entry's folder)
          --access LEVEL        internal (the default): mocks for a test target, which imports
                                an internal protocol's module @testable; public: mocks for a
                                mocks library that other targets import, public with their
                                initializers, members and wrappers, of the module's API alone
                                (as --public-only), with no @testable import
          --selection FILE      do what the module's entry in a selection file says
          --record              add the selecting options to the file's entry, writing no mock
          --folder PATH         the entry's folder, with --record
          --list                print the file's entries as JSON, one a line
          --declared-in PATH    a folder or file of the target receiving the mocks: a protocol
                                whose mock it declares already gets no file (repeat)
          --remove-unselected   remove the mocks of protocols the selection no longer names;
                                without it, such a run stops and lists them
          --command TEXT        the command that regenerates the mocks, which --check names
          --system-graphs DIR   where the graphs of the toolchain's modules (Swift, Foundation)
                                are extracted, with the swift-symbolgraph-extract beside the
                                compiler, when a protocol inherits one of their protocols
                                that no GRAPH lists and the generator does not know (Clock,
                                Encoder), and kept for the next run

        CHECKING:
          --check               write nothing; list each mock that is missing, differs or would be
                                removed, and exit 1 if there is any
          --diff                with --check, print the unified diff of each
          --typecheck           type-check each mock before writing it, as the receiving target
                                compiles it; a member the compiler rejects is degraded (its spy
                                forwarding left out, or a placeholder), with a warning
          --swiftc PATH         the compiler (default: swiftc on PATH)
          -Xswiftc ARG          an argument of the receiving target's compilation: -I DIR, -target,
                                -sdk, -swift-version, -D … (repeat); -swift-version,
                                -default-isolation and -enable-upcoming-feature also decide
                                what the mocks spell for the target's concurrency mode
          --typecheck-cache DIR where checks are remembered, by the mock's text, the compiler,
                                its arguments, the module files the mock imports and the
                                generator, so that a mock none of them changed for is not
                                checked again
          --report FILE         write what the run did as JSON: the mocks written (or, with
                                --check, out of date), kept, removed and rejected, how many,
                                the members degraded, why the mocks are unchecked, if they are,
                                and the warnings

        \(SelectionFileFormat.help)
        """

    /// Runs the command with `arguments` (without the executable's name), writing messages
    /// through `print` (standard output) and `printError` (standard error).
    ///
    /// With `isolatingIn`, the `mock-generator` executable, the mocks are generated in child
    /// processes of it, so that a protocol the generator would trap on costs that protocol alone.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the executable's name.
    ///   - isolatingIn: The `mock-generator` executable to generate in, or `nil` to generate in
    ///     this process.
    ///   - print: Writes a line to standard output.
    ///   - printError: Writes a line to standard error.
    /// - Returns: The exit status: 0 on success, 1 on an error or, with `--check`, on mocks that
    ///   are out of date.
    public static func run(
        arguments: [String],
        isolatingIn worker: URL? = nil,
        print: (String) -> Void = { Swift.print($0) },
        printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        do {
            let command = try MockGeneratorCommand(arguments: arguments)
            if let selectionPath = command.selectionPath, command.isListing {
                try MockSelection.read(at: selectionPath).listing.forEach(print)
                return 0
            }
            if let selectionPath = command.selectionPath, command.isRecording {
                return try command.record(in: selectionPath, print: print)
            }
            if let workerResult = command.workerResult {
                return command.answer(to: workerResult)
            }
            return try command.execute(worker: worker, print: print, printError: printError)
        } catch {
            printError("error: \(error.description)")
            return 1
        }
    }

    /// Generates as a worker: writes the result, or the error, to `path`.
    private func answer(to path: String) -> Int32 {
        var answer = IsolatedGeneration.Answer()
        do {
            answer.result = try generator().generate()
        } catch {
            answer.error = error.description
        }
        let data = (try? JSONEncoder().encode(answer)) ?? Data()
        return FileManager.default.createFile(atPath: path, contents: data) ? 0 : 1
    }

    /// The generator for the graphs and options given.
    private func generator() throws(GeneratorError) -> MockGenerator {
        var graphs: [SymbolGraph]
        do {
            graphs = try SymbolGraphReader.graphs(at: graphPaths)
        } catch {
            throw GeneratorError(description: error.description)
        }
        if let systemGraphsFolder, let compiler = compilerURL(),
            let system = SystemGraphs(
                folder: URL(fileURLWithPath: systemGraphsFolder), compiler: compiler,
                compilerArguments: compilerArguments)
        {
            graphs += system.graphs(of: SystemGraphs.missingModules(in: graphs, module: module))
        }
        var generator = MockGenerator(graphs: graphs, module: module, protocolNames: protocolNames)
        generator.isPublicOnly = isPublicOnly
        generator.access = access
        generator.excludedNames = excludedNames
        generator.classNames = classNames
        generator.mode = isAnnotatedOnly ? .annotated : nil
        generator.isStrict = isStrict
        if let selectionPath, let module {
            // The module's entry, with what the options add to it (which only --record writes).
            var selection = try MockSelection.read(at: selectionPath)
            let fromFile = selection.module(named: module)
            try selection.record(request(module: module, folder: fromFile?.folder))
            guard let entry = selection.module(named: module) else {
                throw GeneratorError(description: "\(selectionPath) has no entry for \(module)")
            }
            generator.protocolNames = entry.protocols
            generator.excludedNames = entry.excluded
            generator.classNames = entry.classes
            generator.mode = entry.mode
            generator.isStrict = entry.isStrict
            generator.acceptedMembers = Set(entry.accepted)
            for (name, line) in fromFile?.lines ?? [:] {
                generator.nameOrigins[name] = "\(selectionPath):\(line)"
            }
        }
        generator.handWritten = try HandWrittenMocks(scanning: declaredIn)
        generator.typeCheck = typeCheck()
        generator.settings = CompilationSettings(arguments: compilerArguments)
        if let workerProtocols {
            guard let list = FileManager.default.contents(atPath: workerProtocols) else {
                throw GeneratorError(description: "cannot read \(workerProtocols)")
            }
            generator.protocolIdentifiers = Set(
                String(decoding: list, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        return generator
    }

    /// The compiler `--swiftc` names, or else `swiftc` on the `PATH`, if there is one.
    private func compilerURL() -> URL? {
        compiler.map(URL.init(fileURLWithPath:))
            ?? TypeChecker.compilerOnPath(ProcessInfo.processInfo.environment["PATH"])
    }

    /// The compiler check the options ask for, if any. Without a compiler, the check is one
    /// whose every check is unavailable, so that the run says why its mocks are unchecked.
    private func typeCheck() -> TypeCheck? {
        guard typeChecks else { return nil }
        let found = compilerURL()
        var checker = TypeChecker(
            compiler: found ?? URL(fileURLWithPath: "swiftc"), arguments: compilerArguments,
            moduleName: "\(module ?? "Mocked")MocksCheck")
        if found == nil {
            checker.missingReason = "no swiftc on the PATH; give it with --swiftc PATH"
        }
        return TypeCheck(
            checker: checker,
            cache: typeCheckCache.map { CheckCache(folder: URL(fileURLWithPath: $0)) },
            folder: output.map(URL.init(fileURLWithPath:)))
    }

    private init(arguments: [String]) throws(GeneratorError) {
        self.arguments = arguments
        var remaining = arguments[...]
        func value(of option: String) throws(GeneratorError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw GeneratorError(description: "\(option) needs a value; \(Self.usage)")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--module": module = try value(of: argument)
            case "--protocol": protocolNames.append(try value(of: argument))
            case "--output": output = try value(of: argument)
            case "--command": command = try value(of: argument)
            case "--check": isChecking = true
            case "--diff": printsDiffs = true
            case "--public-only": isPublicOnly = true
            case "--access":
                let level = try value(of: argument)
                guard let parsed = MockAccess(rawValue: level) else {
                    throw GeneratorError(
                        description: "--access takes internal or public, not "
                            + "\(ValueRenderer.stringLiteral(level)); \(Self.usage)")
                }
                access = parsed
            case "--exclude": excludedNames.append(try value(of: argument))
            case "--class": classNames.append(try value(of: argument))
            case "--annotated": isAnnotatedOnly = true
            case "--selection": selectionPath = try value(of: argument)
            case "--record": isRecording = true
            case "--list": isListing = true
            case "--folder": folder = try value(of: argument)
            case "--declared-in": declaredIn.append(try value(of: argument))
            case "--remove-unselected": removesUnselected = true
            case "--strict": isStrict = true
            case "--typecheck": typeChecks = true
            case "--swiftc": compiler = try value(of: argument)
            case "-Xswiftc":
                guard let value = remaining.popFirst() else {
                    throw GeneratorError(description: "-Xswiftc needs a value; \(Self.usage)")
                }
                compilerArguments.append(value)
            case "--typecheck-cache": typeCheckCache = try value(of: argument)
            case "--system-graphs": systemGraphsFolder = try value(of: argument)
            case "--report": reportPath = try value(of: argument)
            case "--worker-result": workerResult = try value(of: argument)
            case "--worker-protocols": workerProtocols = try value(of: argument)
            case let option where option.hasPrefix("--"):
                throw GeneratorError(description: "unknown option \(option); \(Self.usage)")
            default: graphPaths.append(argument)
            }
        }
        try checkConsistency()
        if isRecording || isListing { return }
        if output == nil, let selectionPath, let module {
            let entry = try MockSelection.read(at: selectionPath).module(named: module)
            let folder = self.folder ?? entry?.folder ?? module
            output =
                URL(fileURLWithPath: selectionPath).deletingLastPathComponent()
                .appendingPathComponent(folder).standardized.path
        }
        guard output != nil else {
            throw GeneratorError(description: "missing --output DIR; \(Self.usage)")
        }
        guard !graphPaths.isEmpty else {
            throw GeneratorError(description: "no symbol graph given; \(Self.usage)")
        }
    }

    /// Throws for options that contradict each other, naming them.
    private func checkConsistency() throws(GeneratorError) {
        func conflict(_ message: String) -> GeneratorError {
            GeneratorError(description: "\(message); \(Self.usage)")
        }
        if let name = protocolNames.first(where: excludedNames.contains) {
            throw conflict("--protocol \(name) and --exclude \(name) contradict each other")
        }
        if isRecording || isListing {
            guard selectionPath != nil else {
                throw conflict("\(isRecording ? "--record" : "--list") needs --selection FILE")
            }
            guard !(isRecording && isListing) else {
                throw conflict("give --record or --list, not both")
            }
        }
        if isListing,
            let extra = [module.map { _ in "--module" }, isChecking ? "--check" : nil]
                .compactMap({ $0 }).first
        {
            throw conflict("--list takes no \(extra)")
        }
        if isRecording {
            guard module != nil, folder != nil else {
                throw conflict("--record needs --module NAME and --folder PATH")
            }
            if isChecking { throw conflict("--record writes the selection; give no --check") }
            return
        }
        if folder != nil, selectionPath == nil {
            throw conflict("--folder goes with --selection")
        }
        if printsDiffs, !isChecking { throw conflict("--diff goes with --check") }
        guard selectionPath != nil, !isListing else { return }
        if module == nil { throw conflict("--selection needs --module NAME") }
    }

    /// What the options ask of the selection of `module`: its folder is `--folder`, or else
    /// `folder`, or else the module's name.
    private func request(module: String, folder: String?) -> MockSelection.Request {
        MockSelection.Request(
            module: module, folder: self.folder ?? folder ?? module, protocols: protocolNames,
            excluded: excludedNames, mode: isAnnotatedOnly ? .annotated : nil, classes: classNames,
            isStrict: isStrict)
    }

    /// Adds the options to the selection file's entry for the module.
    private func record(in path: String, print: (String) -> Void) throws(GeneratorError) -> Int32 {
        var selection = try MockSelection.read(at: path)
        let request = request(module: module ?? "", folder: nil)
        if try selection.record(request) {
            try selection.write()
            print("Recorded the mocks of \(request.module) in \(path).")
        }
        return 0
    }

    private func execute(
        worker: URL?, print: (String) -> Void, printError: (String) -> Void
    ) throws(GeneratorError) -> Int32 {
        var isolated: MockGenerator.Result?
        if let worker {
            isolated = try IsolatedGeneration(
                worker: worker, arguments: arguments,
                selectedProtocols: { () throws(GeneratorError) in
                    try generator().selectedProtocols()
                }
            ).generate()
        }
        let result: MockGenerator.Result
        if let isolated { result = isolated } else { result = try generator().generate() }
        let shown = output ?? "."
        let directory = URL(fileURLWithPath: shown)
        let writer = MockFileWriter(directory: directory)
        for warning in result.warnings { printError(warning) }
        // A selection file names every protocol of the folder: the others' mocks are stale.
        let removingStale = protocolNames.isEmpty || selectionPath != nil
        if isChecking {
            var changes = writer.changes(for: result, removingStale: removingStale)
            // A mock the selection no longer names is stale, whether or not a run may remove it.
            let regenerate =
                changes.unselected.isEmpty
                ? command
                : command.map {
                    $0 + " --remove-unselected"
                }
            changes.removed += changes.unselected
            changes.unselected = []
            let check = MockCheck(
                changes: changes,
                result: result, directory: directory, shownDirectory: shown, command: regenerate)
            for line in check.errors { printError(line) }
            if printsDiffs { check.diffs.forEach(print) }
            try writeReport(of: changes, result, isUpToDate: check.isUpToDate)
            guard check.isUpToDate else { return 1 }
            print(check.summary)
            return 0
        }
        let changes = try writer.write(
            result, removingStale: removingStale, removingUnselected: removesUnselected)
        try writeReport(of: changes, result, isUpToDate: nil)
        // On standard output, with the summary of what was written: a run that writes nothing
        // says nothing, and the plugins, which relay both, replay only standard error.
        for file in result.files where changes.written.contains(file.fileName) {
            for warning in file.warningsWhenWritten { print(warning) }
        }
        print(Self.summary(changes, of: result, in: shown))
        return 0
    }

    /// Writes the run's report where `--report` says, if it does.
    private func writeReport(
        of changes: MockFileWriter.Changes, _ result: MockGenerator.Result, isUpToDate: Bool?
    ) throws(GeneratorError) {
        guard let reportPath else { return }
        let report = MockReport(
            written: changes.written, kept: changes.kept, removed: changes.removed,
            rejected: result.rejectedFileNames, mockCount: result.files.count,
            degradedMemberCount: result.degradedMemberCount, unchecked: result.uncheckedReason,
            isUpToDate: isUpToDate, refused: result.refusedNames, warnings: result.warnings)
        do {
            try report.write(to: URL(fileURLWithPath: reportPath))
        } catch {
            throw GeneratorError(
                description: "cannot write the report to \(reportPath): "
                    + "\(error.localizedDescription)")
        }
    }

    /// `Wrote 2 of 13 mocks to DIR: MockA.swift, MockB.swift; removed MockC.swift.`
    private static func summary(
        _ changes: MockFileWriter.Changes, of result: MockGenerator.Result, in directory: String
    ) -> String {
        let count = result.files.count
        var summary = "Wrote \(changes.written.count) of \(count) mocks to \(directory)"
        if !changes.written.isEmpty { summary += ": " + changes.written.joined(separator: ", ") }
        if !changes.removed.isEmpty {
            summary += "; removed " + changes.removed.joined(separator: ", ")
        }
        if !changes.kept.isEmpty {
            summary +=
                "; kept " + changes.kept.joined(separator: ", ")
                + ", which could not be generated again (see the warnings)"
        }
        if result.degradedMemberCount > 0 {
            let count = result.degradedMemberCount
            summary +=
                "; \(count) \(count == 1 ? "member" : "members") degraded, as the compiler "
                + "rejected \(count == 1 ? "its" : "their") code (see the warnings)"
        }
        if count == 0, changes.removed.isEmpty, changes.kept.isEmpty, result.handWritten.isEmpty {
            summary = "No protocol to mock; nothing written to \(directory)"
        }
        return summary + MockCheck.handWrittenNote(result.handWritten) + "."
    }
}
