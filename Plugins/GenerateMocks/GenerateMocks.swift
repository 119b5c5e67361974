import Foundation
import PackagePlugin

/// `swift package generate-mocks`: writes a `Mock<Protocol>.swift` file for each protocol of a
/// target, from the symbol graph the compiler makes of it.
///
/// ```text
/// swift package --allow-writing-to-package-directory generate-mocks --target Checkout \
///     [--protocol PaymentService ...] [--output Tests/CheckoutTests/Mocks]
/// ```
///
/// The plugin only gathers the graphs, of the target and of the targets of the package it depends
/// on, and runs `mock-generator` on them; the generator does the rest.
@main struct GenerateMocks: CommandPlugin {
    /// A problem that stops the plugin; SwiftPM prints it as one `error:` line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocolNames = extractor.extractOption(named: "protocol")
        let outputs = extractor.extractOption(named: "output")
        if let unknown = extractor.remainingArguments.first {
            throw Failure(description: "unknown argument \(unknown); \(Self.usage)")
        }
        guard targetNames.count == 1, let targetName = targetNames.first else {
            throw Failure(description: "name one target with --target NAME; \(Self.usage)")
        }
        guard outputs.count <= 1 else {
            throw Failure(description: "give --output once; \(Self.usage)")
        }
        let package = context.package
        guard let target = package.targets.first(where: { $0.name == targetName }) else {
            let names = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                .filter { $0.kind == .generic }.map(\.name)
            throw Failure(
                description: "no target named \(targetName) in the package; its targets are "
                    + names.joined(separator: ", "))
        }
        guard let module = target as? SwiftSourceModuleTarget, module.kind == .generic else {
            throw Failure(description: "\(targetName) is not a Swift library target")
        }

        let output =
            try outputs.first.map { package.directoryURL.appendingPathComponent($0) }
            ?? defaultOutput(for: module, in: package)

        // The target's graph, and those of the package's targets it depends on, for the
        // protocols its protocols inherit.
        let dependencies = module.recursiveTargetDependencies.compactMap { dependency in
            dependency as? SwiftSourceModuleTarget
        }
        .filter { dependency in package.targets.contains { $0.id == dependency.id } }
        var graphDirectories: [String] = []
        for graphTarget in [module] + dependencies {
            graphDirectories.append(try symbolGraphDirectory(of: graphTarget))
        }

        var command = "swift package --allow-writing-to-package-directory generate-mocks"
        command += " --target \(targetName)"
        for name in protocolNames { command += " --protocol \(name)" }
        if let path = outputs.first { command += " --output \(path)" }

        var toolArguments = ["--module", module.moduleName, "--output", output.path]
        toolArguments += ["--command", command]
        for name in protocolNames { toolArguments += ["--protocol", name] }
        toolArguments += graphDirectories
        try run(try context.tool(named: "mock-generator").url, arguments: toolArguments)
    }

    static let usage =
        "usage: swift package --allow-writing-to-package-directory generate-mocks --target NAME "
        + "[--protocol NAME ...] [--output DIR]"

    private func symbolGraphDirectory(of target: SwiftSourceModuleTarget) throws -> String {
        let options = PackageManager.SymbolGraphOptions(
            minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false)
        do {
            return try packageManager.getSymbolGraph(for: target, options: options).directoryURL
                .path
        } catch {
            throw Failure(
                description: "cannot get the symbol graph of \(target.name): it does not build")
        }
    }

    /// `Mocks` in the test target named after the target, or else in the first test target, by
    /// name, that depends on it.
    private func defaultOutput(
        for target: SwiftSourceModuleTarget, in package: Package
    ) throws -> URL {
        let tests = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind == .test }
            .sorted { $0.name < $1.name }
        let dependents = tests.filter { test in
            test.dependencies.contains { dependency in
                if case .target(let dependency) = dependency { return dependency.id == target.id }
                return false
            }
        }
        guard
            let test = tests.first(where: { $0.name == "\(target.name)Tests" }) ?? dependents.first
        else {
            throw Failure(
                description: "no test target depends on \(target.name); pass --output DIR")
        }
        return test.directoryURL.appendingPathComponent("Mocks")
    }

    /// Runs the generator, passing its warnings and summary on, and its error as the plugin's.
    private func run(_ tool: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The generator writes little: reading one pipe to its end cannot block the other.
        let messages = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let summary = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = messages.split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0 else {
            let error = lines.last { $0.hasPrefix("error: ") } ?? "error: mock-generator failed"
            throw Failure(description: String(error.dropFirst("error: ".count)))
        }
        for line in lines {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        print(summary, terminator: "")
    }
}
