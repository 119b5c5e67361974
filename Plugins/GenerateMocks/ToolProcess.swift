import Foundation

/// Runs a tool of the toolchain to its end, keeping what it prints on standard error.
enum ToolProcess {
    /// Runs `tool` with `arguments`; what it prints on standard error goes through a file in
    /// `folder`, removed after.
    ///
    /// - Returns: Its exit status and what it printed on standard error.
    /// - Throws: A failure when it cannot be started.
    static func run(
        _ tool: URL, _ arguments: [String], errorsIn folder: URL
    ) throws(PluginFailure) -> (status: Int32, errors: String) {
        let errorsURL = folder.appendingPathComponent("\(tool.lastPathComponent)-\(UUID()).err")
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: errorsURL)
            let errors = try FileHandle(forWritingTo: errorsURL)
            defer { try? errors.close() }
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
        } catch {
            throw PluginFailure("cannot run \(tool.path): \(error)")
        }
        let errors = String(
            decoding: FileManager.default.contents(atPath: errorsURL.path) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, errors)
    }
}
