import Foundation

/// The `mock-generator` command: writes a `Mock<Protocol>.swift` file for each protocol of a
/// module, from the module's symbol graph.
///
/// ```text
/// mock-generator [--module NAME] [--protocol NAME ...] --output DIR [--command TEXT] GRAPH ...
/// ```
///
/// Each `GRAPH` is a `.symbols.json` file or a directory of them, as `swift-symbolgraph-extract`,
/// `swift package dump-symbol-graph` or a package plugin writes them; graphs of other modules are
/// read for the protocols the module's protocols inherit. `--command` is the command the files'
/// header says regenerates them.
///
/// Bad arguments or input stop the command with a one-line error and status 1 before anything
/// is written. Members that cannot be mocked get a placeholder and a warning; files are written
/// all at once, each atomically, and unchanged files are left alone. Without `--protocol`, mocks
/// the generator wrote before for protocols that no longer exist are removed.
public struct MockGeneratorCommand {
    private var graphPaths: [String] = []
    private var module: String?
    private var protocolNames: [String] = []
    private var output: String?
    private var command: String?

    /// The usage line `--help` prints.
    public static let usage =
        "usage: mock-generator [--module NAME] [--protocol NAME ...] --output DIR "
        + "[--command TEXT] GRAPH ..."

    /// Runs the command with `arguments` (without the executable's name), writing messages
    /// through `print` (standard output) and `printError` (standard error).
    ///
    /// - Returns: The exit status: 0 on success, 1 on an error.
    public static func run(
        arguments: [String],
        print: (String) -> Void = { Swift.print($0) },
        printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        do {
            let command = try MockGeneratorCommand(arguments: arguments)
            let summary = try command.execute(printWarning: printError)
            print(summary)
            return 0
        } catch {
            printError("error: \(error.description)")
            return 1
        }
    }

    private init(arguments: [String]) throws(GeneratorError) {
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

    private func execute(printWarning: (String) -> Void) throws(GeneratorError) -> String {
        let graphs = try SymbolGraphReader.graphs(at: graphPaths)
        let generator = MockGenerator(
            graphs: graphs, module: module, protocolNames: protocolNames, command: command)
        let result = try generator.generate()
        let directory = URL(fileURLWithPath: output ?? ".")
        let writer = MockFileWriter(directory: directory)
        let report = try writer.write(result.files, removingStale: protocolNames.isEmpty)
        for warning in result.warnings { printWarning(warning) }
        var summary = "Wrote \(report.written) of \(result.files.count) mocks to \(directory.path)"
        summary +=
            report.removed.isEmpty ? "" : "; removed \(report.removed.joined(separator: ", "))"
        if result.files.isEmpty {
            summary = "No protocol to mock; nothing written to \(directory.path)"
        }
        return summary + "."
    }
}
