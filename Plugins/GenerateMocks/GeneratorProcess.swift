import Foundation
import PackagePlugin

/// Runs `mock-generator` and relays everything it prints: each `warning:` and `error:` line as a
/// diagnostic of the plugin, any other line and its summary as they are.
struct GeneratorProcess {
    let tool: URL
    /// A folder for what the generator prints, while it runs.
    let workDirectory: URL
    /// The package's folder, where the generator runs, so that the paths it prints are
    /// relative to it.
    let packageDirectory: URL

    /// `path` relative to `directory` when it is inside it, else `path`.
    static func relative(_ path: String, to directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        if standardized == base { return "." }
        return standardized.hasPrefix(base + "/")
            ? String(standardized.dropFirst(base.count + 1)) : standardized
    }

    /// Runs the generator and returns what it printed on standard output.
    ///
    /// - Throws: A failure with its `error:` line, when it fails.
    func output(of arguments: [String]) throws(PluginFailure) -> String {
        let run: (status: Int32, output: String, errors: String)
        do {
            run = try launch(arguments)
        } catch {
            throw PluginFailure("cannot run mock-generator (\(tool.path)): \(error)")
        }
        guard run.status == 0 else {
            let message = run.errors.split(separator: "\n").first { $0.hasPrefix("error: ") }
            throw PluginFailure(
                message.map { String($0.dropFirst("error: ".count)) }
                    ?? "mock-generator failed with status \(run.status): \(run.errors)")
        }
        return run.output
    }

    /// A run of the generator that was started, its output and errors going to files rather
    /// than pipes, which may hold less than it prints.
    struct Running {
        let process: Process
        let outputURL: URL
        let errorsURL: URL
        let handles: [FileHandle]
    }

    /// What a run printed, and how it ended: its exit status, or minus the signal that stopped
    /// it.
    typealias Outcome = (status: Int32, output: String, errors: String)

    /// Starts the generator with `arguments`, in the package's folder.
    func start(_ arguments: [String]) throws -> Running {
        let id = UUID().uuidString
        let outputURL = workDirectory.appendingPathComponent("mock-generator-\(id).out")
        let errorsURL = workDirectory.appendingPathComponent("mock-generator-\(id).err")
        try FileManager.default.createDirectory(
            at: workDirectory, withIntermediateDirectories: true)
        try Data().write(to: outputURL)
        try Data().write(to: errorsURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorsURL)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = packageDirectory
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            try? output.close()
            try? errors.close()
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorsURL)
            throw error
        }
        return Running(
            process: process, outputURL: outputURL, errorsURL: errorsURL, handles: [output, errors])
    }

    /// Waits for a run to end, and returns what it printed.
    func finish(_ running: Running) -> Outcome {
        running.process.waitUntilExit()
        for handle in running.handles { try? handle.close() }
        defer {
            try? FileManager.default.removeItem(at: running.outputURL)
            try? FileManager.default.removeItem(at: running.errorsURL)
        }
        let process = running.process
        let status =
            process.terminationReason == .uncaughtSignal
            ? -process.terminationStatus : process.terminationStatus
        return (status, Self.text(at: running.outputURL), Self.text(at: running.errorsURL))
    }

    /// Runs the generator to its end.
    private func launch(_ arguments: [String]) throws -> Outcome {
        finish(try start(arguments))
    }

    private static func text(at url: URL) -> String {
        String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
    }

    /// Runs the generator on the graphs of `module`. When it fails, an error diagnostic says
    /// why: the generator's own `error:` lines, or its exit status, or the signal that stopped
    /// it, and the plugin fails when it returns.
    @discardableResult
    func run(module: String, arguments: [String]) -> Bool {
        report(Result { try launch(arguments) }, module: module, arguments: arguments)
    }

    /// Relays what a run of the generator on the graphs of `module` printed, and, when it
    /// failed, an error that says why, as ``run(module:arguments:)`` does.
    ///
    /// - Returns: Whether it succeeded.
    func report(
        _ outcome: Result<Outcome, any Error>, module: String, arguments: [String]
    ) -> Bool {
        let run: Outcome
        switch outcome {
        case .success(let value):
            run = value
        case .failure(let error):
            Diagnostics.error(
                "cannot run mock-generator (\(tool.path)) for module \(module): \(error)",
                file: nil, line: nil)
            return false
        }
        var reportedError = false
        for line in run.errors.split(separator: "\n") {
            reportedError = Self.relay(String(line)) || reportedError
        }
        for line in run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            reportedError = Self.relay(String(line)) || reportedError
        }
        switch run.status {
        case ..<0:
            let signal = -run.status
            Diagnostics.error(
                "mock-generator crashed with signal \(signal) (\(Self.name(ofSignal: signal))) "
                    + "while mocking module \(module), so its mocks may be missing. Run it alone "
                    + "to reproduce: \(invocation(arguments))",
                file: nil, line: nil)
            return false
        case 0:
            return !reportedError
        default:
            if !reportedError {
                Diagnostics.error(
                    "mock-generator exited with status \(run.status) while mocking module "
                        + "\(module), without an error message. Run it alone to reproduce: "
                        + invocation(arguments),
                    file: nil, line: nil)
            }
            return false
        }
    }

    /// Relays the warnings the last run on `module` printed, when nothing it reads changed
    /// since: the mocks in `folder` are as it left them.
    func replay(_ fingerprint: RunFingerprint?, module: String, folder: String, check: Bool) {
        guard let fingerprint else { return }
        for line in fingerprint.warnings.split(separator: "\n") { _ = Self.relay(String(line)) }
        let (mocks, are, them) =
            switch fingerprint.mockCount {
            case 1?: ("the mock", "is", "it")
            case let count?: ("the \(count) mocks", "are", "them")
            case nil: ("the mocks", "are", "them")
            }
        print(
            "Nothing changed since the last run on \(module): \(mocks) in \(folder) \(are) as "
                + (check ? "it checked \(them), up to date." : "it wrote \(them)."))
    }

    /// Relays one line the generator printed.
    ///
    /// - Returns: Whether the line was an error.
    private static func relay(_ line: String) -> Bool {
        guard let diagnostic = Diagnostic(line) else {
            print(line)
            return false
        }
        if diagnostic.isError {
            Diagnostics.error(diagnostic.message, file: diagnostic.file, line: diagnostic.line)
        } else {
            Diagnostics.warning(diagnostic.message, file: diagnostic.file, line: diagnostic.line)
        }
        return diagnostic.isError
    }

    /// A `warning:` or `error:` line of the generator, bare or after the `path:line:column` of
    /// the declaration it is about.
    struct Diagnostic: Equatable {
        var isError: Bool
        /// The text after `warning: ` or `error: `, after the location it names, if any: SwiftPM
        /// prints a diagnostic's message without its file and line.
        var message: String
        var file: String?
        var line: Int?

        init?(_ text: String) {
            let markers = [("error: ", true), ("warning: ", false)]
            for (marker, isError) in markers where text.hasPrefix(marker) {
                self.isError = isError
                message = String(text.dropFirst(marker.count))
                return
            }
            // The first marker after a location: a warning's message may quote a compiler error,
            // `…: the compiler rejected it: MockStore.swift:12:5: error: …`, which is no error.
            let found = markers.compactMap { marker, isError in
                text.range(of: ": " + marker).map { (range: $0, isError: isError) }
            }
            let inOrder = found.sorted { $0.range.lowerBound < $1.range.lowerBound }
            for (range, isError) in inOrder {
                let location = text[..<range.lowerBound]
                let parts = location.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
                    Int(parts[parts.count - 1]) != nil
                else { continue }
                self.isError = isError
                message = "\(location): \(text[range.upperBound...])"
                file = parts.dropLast(2).joined(separator: ":")
                self.line = line
                return
            }
            return nil
        }
    }

    /// The command line that runs the generator as the plugin did, in the package's folder,
    /// quoted for a POSIX shell.
    private func invocation(_ arguments: [String]) -> String {
        let quoted = ([packageDirectory.path, tool.path] + arguments).map { argument in
            let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@".contains($0) }
            guard !plain || argument.isEmpty else { return argument }
            return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return "cd \(quoted[0]) && " + quoted.dropFirst().joined(separator: " ")
    }

    /// The conventional name of `signal`, such as `SIGSEGV`, and what it means.
    static func name(ofSignal signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
            SIGFPE: "SIGFPE", SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
            SIGINT: "SIGINT",
        ]
        let meaning = strsignal(signal).map { String(cString: $0) } ?? "unknown signal"
        guard let name = names[signal] else { return meaning }
        return "\(name), \(meaning)"
    }
}
