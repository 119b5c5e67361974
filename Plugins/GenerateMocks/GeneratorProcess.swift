import Foundation
import PackagePlugin

/// Runs `mock-generator` and relays everything it prints: each `warning:` and `error:` line as a
/// diagnostic of the plugin, any other line and its summary as they are.
struct GeneratorProcess {
    let tool: URL
    /// A folder for what the generator prints, while it runs.
    let workDirectory: URL

    /// Runs the generator on the graphs of `module`. When it fails, an error diagnostic says
    /// why: the generator's own `error:` lines, or its exit status, or the signal that stopped
    /// it, and the plugin fails when it returns.
    func run(module: String, arguments: [String]) {
        let id = UUID().uuidString
        let outputURL = workDirectory.appendingPathComponent("mock-generator-\(id).out")
        let errorsURL = workDirectory.appendingPathComponent("mock-generator-\(id).err")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorsURL)
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        do {
            // Files rather than pipes: the generator may print more than a pipe holds.
            try FileManager.default.createDirectory(
                at: workDirectory, withIntermediateDirectories: true)
            try Data().write(to: outputURL)
            try Data().write(to: errorsURL)
            let output = try FileHandle(forWritingTo: outputURL)
            let errors = try FileHandle(forWritingTo: errorsURL)
            defer {
                try? output.close()
                try? errors.close()
            }
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
        } catch {
            Diagnostics.error(
                "cannot run mock-generator (\(tool.path)) for module \(module): \(error)",
                file: nil, line: nil)
            return
        }
        var reportedError = false
        for line in Self.lines(at: errorsURL) {
            reportedError = Self.relay(line) || reportedError
        }
        for line in Self.lines(at: outputURL) {
            reportedError = Self.relay(line) || reportedError
        }
        let status = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal:
            Diagnostics.error(
                "mock-generator crashed with signal \(status) (\(Self.name(ofSignal: status))) "
                    + "while mocking module \(module), so its mocks may be missing. Run it alone "
                    + "to reproduce: \(invocation(arguments))",
                file: nil, line: nil)
        case .exit where status != 0 && !reportedError:
            Diagnostics.error(
                "mock-generator exited with status \(status) while mocking module \(module), "
                    + "without an error message. Run it alone to reproduce: "
                    + invocation(arguments),
                file: nil, line: nil)
        case .exit:
            break
        @unknown default:
            Diagnostics.error(
                "mock-generator ended with status \(status) while mocking module \(module)",
                file: nil, line: nil)
        }
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
            for (marker, isError) in [("error: ", true), ("warning: ", false)] {
                self.isError = isError
                if text.hasPrefix(marker) {
                    message = String(text.dropFirst(marker.count))
                    return
                }
                guard let range = text.range(of: ": " + marker) else { continue }
                let location = text[..<range.lowerBound]
                let parts = location.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
                    Int(parts[parts.count - 1]) != nil
                else { continue }
                message = "\(location): \(text[range.upperBound...])"
                file = parts.dropLast(2).joined(separator: ":")
                self.line = line
                return
            }
            return nil
        }
    }

    private static func lines(at url: URL) -> [String] {
        let data = FileManager.default.contents(atPath: url.path) ?? Data()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The command line that runs the generator as the plugin did, quoted for a POSIX shell.
    private func invocation(_ arguments: [String]) -> String {
        ([tool.path] + arguments).map { argument in
            let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@".contains($0) }
            guard !plain || argument.isEmpty else { return argument }
            return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        .joined(separator: " ")
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
