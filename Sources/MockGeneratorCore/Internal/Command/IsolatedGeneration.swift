import Foundation

/// Runs the generation in child processes, so that a protocol on which the generator would trap
/// costs that protocol alone.
///
/// The first worker generates every mock; it is the only one in the common case. When a worker
/// dies without an answer, or runs past `timeoutSeconds`, the protocols it was given are split in two,
/// each half given to a new worker, until the protocols it stops on are found: each gets a
/// warning, and every other mock is written.
///
/// A worker is `mock-generator` itself, given the command's arguments and two internal options:
/// `--worker-result PATH`, where it writes what it generated as JSON, and
/// `--worker-protocols PATH`, the precise identifiers of the protocols to mock, one a line.
struct IsolatedGeneration {
    /// The `mock-generator` executable.
    let worker: URL
    /// The command's arguments, without the executable's name.
    let arguments: [String]
    /// The selection of the whole run, its protocols to mock, file names and warnings
    /// (``MockGenerator/selectedProtocols()``), which is needed when a worker has died.
    let selectedProtocols: () throws(GeneratorError) -> MockGenerator.Selection
    /// How long a worker may run before it is stopped and counted as dead: generating the
    /// mocks of the largest module measured takes about a second.
    var timeoutSeconds = 120

    /// What a worker answers in its result file.
    struct Answer: Codable {
        var result: MockGenerator.Result?
        /// The one-line error that stopped it.
        var error: String?
    }

    private enum Outcome {
        case answered(Answer)
        /// The worker died without answering; its last message, such as `Fatal error: …`.
        case died(String)
    }

    /// The mocks, or `nil` when no worker can be started here (a sandbox may forbid it): the
    /// caller then generates them itself.
    func generate() throws(GeneratorError) -> MockGenerator.Result? {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mock-generator-\(UUID().uuidString)")
        guard
            (try? FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: directory) }
        let first: Outcome
        do {
            first = try run(protocols: nil, in: directory)
        } catch {
            return nil
        }
        switch first {
        case .answered(let answer):
            return try result(of: answer)
        case .died:
            let selection = try selectedProtocols()
            var result = MockGenerator.Result(
                files: [], warnings: selection.warnings, protocolFileNames: selection.fileNames,
                declaredFileNames: selection.declaredFileNames, handWritten: selection.handWritten,
                refusedNames: selection.refusedNames)
            let protocols = selection.protocols.map {
                (identifier: $0.identifier, name: $0.name, fileName: MockGenerator.fileName(of: $0))
            }
            try bisect(protocols[...], in: directory, into: &result)
            return result
        }
    }

    private func result(of answer: Answer) throws(GeneratorError) -> MockGenerator.Result {
        guard let result = answer.result else {
            throw GeneratorError(description: answer.error ?? "mock-generator answered nothing")
        }
        return result
    }

    /// Generates the mocks of `protocols`, halving the set wherever a worker dies.
    private func bisect(
        _ protocols: ArraySlice<(identifier: String, name: String, fileName: String)>,
        in directory: URL,
        into result: inout MockGenerator.Result
    ) throws(GeneratorError) {
        guard !protocols.isEmpty else { return }
        switch try run(protocols: protocols.map(\.identifier), in: directory) {
        case .answered(let answer):
            let answered = try self.result(of: answer)
            result.files += answered.files
            result.warnings += answered.warnings
            result.rejectedFileNames += answered.rejectedFileNames
            result.degradedMemberCount += answered.degradedMemberCount
            result.uncheckedReason = result.uncheckedReason ?? answered.uncheckedReason
        case .died(let message) where protocols.count == 1:
            let name = protocols.first?.name ?? ""
            let fileName = protocols.first?.fileName ?? "Mock\(name).swift"
            result.warnings.append(
                GeneratorWarning.stoppedOn(name: name, file: fileName, message: message).line)
        case .died:
            let middle = protocols.startIndex + protocols.count / 2
            try bisect(protocols[..<middle], in: directory, into: &result)
            try bisect(protocols[middle...], in: directory, into: &result)
        }
    }

    /// Runs one worker on `protocols` (all of them if `nil`).
    private func run(protocols: [String]?, in directory: URL) throws(GeneratorError) -> Outcome {
        let name = UUID().uuidString
        let resultFile = directory.appendingPathComponent("\(name).json")
        let errorFile = directory.appendingPathComponent("\(name).log")
        var arguments = self.arguments + ["--worker-result", resultFile.path]
        do {
            if let protocols {
                let list = directory.appendingPathComponent("\(name).protocols")
                try Data(protocols.joined(separator: "\n").utf8).write(to: list)
                arguments += ["--worker-protocols", list.path]
            }
            try Data().write(to: errorFile)
            let process = Process()
            process.executableURL = worker
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errorFile)
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            try process.run()
            if exited.wait(timeout: .now() + .seconds(timeoutSeconds)) == .timedOut {
                // SIGKILL, which a worker cannot block: one started from a thread that blocks
                // SIGTERM inherits the block.
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
                return .died("it ran for over \(timeoutSeconds) seconds")
            }
        } catch {
            throw GeneratorError(description: "cannot run \(worker.path): \(error)")
        }
        if let data = FileManager.default.contents(atPath: resultFile.path),
            let answer = try? JSONDecoder().decode(Answer.self, from: data)
        {
            return .answered(answer)
        }
        let log = FileManager.default.contents(atPath: errorFile.path) ?? Data()
        let lines = String(decoding: log, as: UTF8.self).split(separator: "\n")
        let message = lines.last { $0.contains("error") || $0.contains("Fatal") } ?? lines.last
        return .died(message.map(String.init) ?? "")
    }
}
