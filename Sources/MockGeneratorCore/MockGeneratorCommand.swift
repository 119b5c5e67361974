import Foundation

/// The `mock-generator` command: writes a `Mock<Protocol>.swift` file for each protocol of a
/// module, from the module's symbol graph.
///
/// ```text
/// mock-generator [--module NAME] [--protocol NAME ...] [--class NAME ...] [--public-only]
///     --output DIR [--check] [--command TEXT] GRAPH ...
/// ```
///
/// Each `GRAPH` is a `.symbols.json` file or a directory of them, as `swift-symbolgraph-extract`,
/// `swift package dump-symbol-graph` or a package plugin writes them; graphs of other modules are
/// read for the protocols and classes the module's protocols inherit and the types they name.
/// `--command` is the command that regenerates the files, which `--check` names.
/// `--class` mocks a class too, by a subclass that overrides what it can, each member answering
/// as the class does until a test stubs it.
/// `--public-only` mocks only the module's API, its public protocols whose names do not start
/// with `_`, as for a dependency's module, whose graph holds more.
///
/// Bad arguments or input stop the command with a one-line error and status 1 before anything
/// is written. A protocol or member that cannot be mocked gets a warning naming it and its source
/// location (a member also gets a placeholder); the other mocks are written all the same, all at
/// once, each atomically, and unchanged files are left alone. Without `--protocol`, mocks the
/// generator wrote before for protocols that no longer exist are removed; the mock of a
/// protocol that still exists but ends in a warning is left as it was.
///
/// With `--check`, nothing is written: the command lists each mock that is missing, differs or
/// would be removed, and exits with status 1 if there is any.
public struct MockGeneratorCommand {
    private var graphPaths: [String] = []
    private var module: String?
    private var protocolNames: [String] = []
    private var classNames: [String] = []
    private var output: String?
    private var command: String?
    private var isChecking = false
    private var isPublicOnly = false
    private var arguments: [String] = []
    /// Where a worker writes its answer (internal: see ``IsolatedGeneration``).
    private var workerResult: String?
    /// The file listing the protocols a worker mocks (internal).
    private var workerProtocols: String?

    /// The usage line `--help` prints.
    public static let usage =
        "usage: mock-generator [--module NAME] [--protocol NAME ...] [--class NAME ...] "
        + "[--public-only] "
        + "--output DIR [--check] [--command TEXT] GRAPH ..."

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
            print(usage)
            return 0
        }
        do {
            let command = try MockGeneratorCommand(arguments: arguments)
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
        let graphs = try SymbolGraphReader.graphs(at: graphPaths)
        var generator = MockGenerator(graphs: graphs, module: module, protocolNames: protocolNames)
        generator.classNames = classNames
        generator.isPublicOnly = isPublicOnly
        if let workerProtocols {
            guard let list = FileManager.default.contents(atPath: workerProtocols) else {
                throw GeneratorError(description: "cannot read \(workerProtocols)")
            }
            generator.protocolIdentifiers = Set(
                String(decoding: list, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        return generator
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
            case "--class": classNames.append(try value(of: argument))
            case "--output": output = try value(of: argument)
            case "--command": command = try value(of: argument)
            case "--check": isChecking = true
            case "--public-only": isPublicOnly = true
            case "--worker-result": workerResult = try value(of: argument)
            case "--worker-protocols": workerProtocols = try value(of: argument)
            case let option where option.hasPrefix("--"):
                throw GeneratorError(description: "unknown option \(option); \(Self.usage)")
            default: graphPaths.append(argument)
            }
        }
        guard output != nil else {
            throw GeneratorError(description: "missing --output DIR; \(Self.usage)")
        }
        guard !graphPaths.isEmpty else {
            throw GeneratorError(description: "no symbol graph given; \(Self.usage)")
        }
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
        let directory = URL(fileURLWithPath: output ?? ".")
        let writer = MockFileWriter(directory: directory)
        for warning in result.warnings { printError(warning) }
        let removingStale = protocolNames.isEmpty
        if isChecking {
            let changes = writer.changes(for: result, removingStale: removingStale)
            let existing = Set(
                changes.written.filter {
                    FileManager.default.fileExists(
                        atPath: directory.appendingPathComponent($0).path)
                })
            for name in changes.written {
                printError(
                    existing.contains(name)
                        ? "error: \(name) differs from what mock-generator writes now"
                        : "error: \(name) is missing from \(directory.path)")
            }
            for name in changes.removed {
                printError("error: \(name) mocks a protocol that no longer exists")
            }
            for name in changes.kept {
                printError(
                    "warning: \(name) is left as it is: mock-generator cannot mock its protocol "
                        + "now (see the warning above)")
            }
            guard changes.isEmpty else {
                let count = changes.written.count + changes.removed.count
                let advice = command.map { "; regenerate them with `\($0)`" } ?? ""
                printError(
                    "error: \(count) of the mocks in \(directory.path) \(count == 1 ? "is" : "are") "
                        + "out of date\(advice)")
                return 1
            }
            print("All \(result.files.count) mocks in \(directory.path) are up to date.")
            return 0
        }
        let changes = try writer.write(result, removingStale: removingStale)
        print(Self.summary(changes, of: result.files.count, in: directory))
        return 0
    }

    /// `Wrote 2 of 13 mocks to DIR: MockA.swift, MockB.swift; removed MockC.swift.`
    private static func summary(_ changes: MockFileWriter.Changes, of count: Int, in directory: URL)
        -> String
    {
        var summary = "Wrote \(changes.written.count) of \(count) mocks to \(directory.path)"
        if !changes.written.isEmpty { summary += ": " + changes.written.joined(separator: ", ") }
        if !changes.removed.isEmpty {
            summary += "; removed " + changes.removed.joined(separator: ", ")
        }
        if !changes.kept.isEmpty {
            summary +=
                "; kept " + changes.kept.joined(separator: ", ")
                + ", which could not be generated again (see the warnings)"
        }
        if count == 0, changes.removed.isEmpty, changes.kept.isEmpty {
            summary = "No protocol to mock; nothing written to \(directory.path)"
        }
        return summary + "."
    }
}
