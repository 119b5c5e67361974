import Foundation

/// Type-checks generated files with the Swift compiler, as the target that receives them compiles
/// them, with the arguments of that target's compilation that bear on type checking (search
/// paths, target, SDK, language mode, conditions, features): `swiftc -emit-sil`, in one
/// whole-module compilation, which runs the checks Swift makes on SIL after type checking, such
/// as region-based isolation ("sending 'live' risks causing data races"), which `-typecheck`
/// does not. Those run only when no file has a type error.
struct TypeChecker: TypeChecking, Equatable {
    /// `swiftc`.
    var compiler: URL
    /// The arguments, as ``arguments(from:)`` keeps them.
    var arguments: [String]
    /// The module the files are checked in: the receiving target's, so that names resolve as
    /// they will there.
    var moduleName: String
    /// How long one compilation may take before it is stopped and counted as failed.
    var timeoutSeconds = 300
    /// Why there is no compiler to run, when there is none: every check is then unavailable.
    var missingReason: String?

    /// The compiler and its arguments, one a line: a check made with others says nothing of a
    /// check with these.
    var identity: String {
        ([compiler.path, "-emit-sil", "-module-name", moduleName] + arguments)
            .joined(separator: "\n")
    }

    /// ``identity``, then a line for each of `modules` found as a module file in a folder the
    /// arguments search (`-I`), in their order: its path, size and date, or of each file in it
    /// when it is a folder (`Shop.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule`). A module
    /// found nowhere there (the toolchain's) is left out: the compiler's path stands for it.
    func identity(importing modules: [String]) -> String {
        let manager = FileManager.default
        var folders: [String] = []
        for (index, argument) in arguments.enumerated()
        where argument == "-I" && index + 1 < arguments.endIndex {
            folders.append(arguments[index + 1])
        }
        var lines = [identity]
        for module in modules {
            for folder in folders {
                let path = folder + "/" + module + ".swiftmodule"
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                let files =
                    isFolder.boolValue
                    ? ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
                        path + "/" + $0
                    } : [path]
                for file in files {
                    let attributes = try? manager.attributesOfItem(atPath: file)
                    let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
                    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970
                    lines.append("\(file) \(size) \(date ?? 0)")
                }
                break
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Why the files could not be checked at all: the compiler cannot be run, or cannot find a
    /// module the files import. Nothing is said about the files then.
    struct Unavailable: Error, Equatable {
        var reason: String
    }

    /// What the compiler said of the files.
    enum Outcome: Equatable {
        /// Its diagnostics, by file name; a file it said nothing of has none.
        case diagnostics([String: [CompilerDiagnostic]])
        /// It crashed, or ran past its time, before it finished: its last words.
        case crashed(String)
    }

    /// The checker for `arguments`, a compilation's arguments: those that only say what to
    /// write or how fast are left out, and so are the source files.
    init(compiler: URL, arguments: [String], moduleName: String) {
        self.compiler = compiler
        var kept = Self.arguments(from: arguments)
        var moduleName = moduleName
        if let index = kept.firstIndex(of: "-module-name"), index + 1 < kept.endIndex {
            moduleName = kept[index + 1]
            kept.removeSubrange(index...(index + 1))
        }
        self.arguments = kept
        self.moduleName = moduleName
    }

    /// `swiftc` in a folder of `path` (the `PATH` variable's value), if one is there.
    static func compilerOnPath(_ path: String?) -> URL? {
        for folder in (path ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// The options that only say what a compilation writes, where, or how fast: type checking
    /// needs none of them. The first set takes no value, the second one.
    private static let outputFlags: Set<String> = [
        "-incremental", "-enable-batch-mode", "-disable-batch-mode", "-serialize-diagnostics",
        "-parseable-output", "-g", "-gnone", "-gline-tables-only", "-gdwarf-types", "-c",
        "-emit-module", "-emit-library", "-emit-executable", "-emit-object", "-emit-dependencies",
        "-emit-module-interface", "-emit-tbd", "-whole-module-optimization", "-wmo",
        "-no-whole-module-optimization", "-typecheck", "-parse-as-library", "-save-temps", "-v",
        "-color-diagnostics", "-no-color-diagnostics", "-static", "-emit-objc-header",
        "-experimental-emit-module-separately", "-driver-time-compilation",
    ]
    private static let outputOptions: Set<String> = [
        "-index-store-path", "-j", "-num-threads", "-output-file-map", "-o", "-emit-module-path",
        "-emit-objc-header-path", "-emit-dependencies-path", "-serialize-diagnostics-path",
        "-emit-module-interface-path", "-emit-private-module-interface-path", "-emit-tbd-path",
        "-module-link-name", "-diagnostic-style", "-Xlinker", "-L", "-emit-module-source-info-path",
        "-emit-abi-descriptor-path", "-pch-output-dir", "-index-file-path",
    ]

    /// The options whose value is the next argument, kept together: a value such as `-g` after
    /// `-Xcc` is the C compiler's, not an option of the Swift compiler's own.
    private static let pairedOptions: Set<String> = [
        "-Xcc", "-Xfrontend", "-Xllvm", "-Xclang-linker", "-I", "-F", "-Fsystem", "-Isystem",
        "-target", "-target-variant", "-sdk", "-resource-dir", "-module-cache-path",
        "-swift-version", "-language-mode", "-package-name", "-module-name", "-module-alias",
        "-load-plugin-executable", "-load-plugin-library", "-plugin-path",
        "-external-plugin-path", "-enable-upcoming-feature", "-enable-experimental-feature",
        "-default-isolation", "-strict-concurrency", "-vfsoverlay", "-working-directory",
        "-disable-upcoming-feature", "-define-availability",
        "-file-compilation-dir", "-debug-prefix-map", "-explicit-swift-module-map-file",
    ]

    /// `arguments` without the options that only say what to write, where or how fast
    /// (``outputFlags``, ``outputOptions``, `-j2`, `-Onone`) and without source files.
    static func arguments(from arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if pairedOptions.contains(argument), index < arguments.endIndex {
                kept += [argument, arguments[index]]
                index += 1
                continue
            }
            if outputOptions.contains(argument) {
                index += 1
                continue
            }
            let isJoined =
                argument.hasPrefix("-j") && Int(argument.dropFirst(2)) != nil
                || argument.hasPrefix("-O")
            if outputFlags.contains(argument) || isJoined || argument.hasSuffix(".swift") {
                continue
            }
            kept.append(argument)
        }
        return kept
    }

    /// Type-checks `files` (name and text) together, in a folder of their own.
    ///
    /// - Throws: ``Unavailable`` when the compiler cannot be run, or cannot find or load a module
    ///   the files import, or stops on something that is not in them.
    func check(_ files: [(name: String, contents: String)]) throws(Unavailable) -> Outcome {
        if let missingReason { throw Unavailable(reason: missingReason) }
        let manager = FileManager.default
        let folder = manager.temporaryDirectory
            .appendingPathComponent("mock-generator-check-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: folder) }
        var paths: [String] = []
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                let url = folder.appendingPathComponent(file.name)
                try Data(file.contents.utf8).write(to: url)
                paths.append(url.path)
            }
        } catch {
            throw Unavailable(reason: "cannot write the files to check in \(folder.path): \(error)")
        }
        let invocation =
            ["-emit-sil", "-whole-module-optimization"]
            + ["-o", folder.appendingPathComponent("checked.sil").path]
            + ["-diagnostic-style", "llvm", "-parse-as-library"]
            + ["-module-name", moduleName] + arguments + paths
        let run: (status: Int32, crashed: Bool, output: String)
        do {
            run = try Self.run(compiler, invocation, logIn: folder, timeoutSeconds: timeoutSeconds)
        } catch {
            throw Unavailable(reason: "cannot run \(compiler.path): \(error)")
        }
        let diagnostics = CompilerDiagnostic.parse(run.output)
        if run.crashed {
            let words = run.output.split(separator: "\n").first {
                $0.contains("error:") || $0.contains("Stack dump") || $0.contains("signal")
            }
            return .crashed(words.map(String.init) ?? "the compiler stopped")
        }
        var byFile: [String: [CompilerDiagnostic]] = [:]
        let prefix = folder.path + "/"
        let importLines = Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, Self.importLines(of: $0.contents)) })
        for diagnostic in diagnostics {
            let name =
                diagnostic.path.hasPrefix(prefix)
                ? String(diagnostic.path.dropFirst(prefix.count)) : nil
            guard diagnostic.severity == .error else {
                if let name { byFile[name, default: []].append(diagnostic) }
                continue
            }
            guard let name else {
                throw Unavailable(reason: diagnostic.message)
            }
            if importLines[name]?.contains(diagnostic.line) == true {
                throw Unavailable(reason: diagnostic.message)
            }
            byFile[name, default: []].append(diagnostic)
        }
        if run.status != 0, !byFile.values.joined().contains(where: { $0.severity == .error }) {
            let words = run.output.split(separator: "\n").first.map(String.init)
            throw Unavailable(
                reason: words ?? "\(compiler.lastPathComponent) failed with status \(run.status)")
        }
        return .diagnostics(byFile)
    }

    /// The lines, counted from 1, that import a module: an error there is about the module,
    /// not the file.
    private static func importLines(of text: String) -> Set<Int> {
        var lines: Set<Int> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let words = line.split(separator: " ")
            if words.contains(where: { $0 == "import" }),
                words.first.map({ $0 == "import" || $0.hasPrefix("@") || $0.hasPrefix("#") })
                    ?? false
            {
                lines.insert(index + 1)
            }
        }
        return lines
    }

    /// Runs `executable` in the current folder, so that relative paths of its arguments are
    /// read as the caller meant them, to its end or its time, its output and errors going to
    /// one file in `folder`.
    ///
    /// - Returns: Its exit status, whether it crashed (stopped by a signal, ran past its time, or
    ///   exited with a status a compiler gives no error), and what it printed.
    static func run(
        _ executable: URL, _ arguments: [String], logIn folder: URL, timeoutSeconds: Int
    ) throws -> (status: Int32, crashed: Bool, output: String) {
        let log = folder.appendingPathComponent("compiler.log")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var timedOut = false
        if exited.wait(timeout: .now() + .seconds(timeoutSeconds)) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            timedOut = true
        }
        let output = String(
            decoding: FileManager.default.contents(atPath: log.path) ?? Data(), as: UTF8.self)
        let status = process.terminationStatus
        let crashed =
            timedOut || process.terminationReason == .uncaughtSignal || status > 1
            || output.contains("Stack dump:")
        return (status, crashed, timedOut ? "it ran for over \(timeoutSeconds) seconds" : output)
    }
}
