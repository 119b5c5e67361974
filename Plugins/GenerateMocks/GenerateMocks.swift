import Foundation
import PackagePlugin

/// `swift package generate-mocks`: writes a `Mock<Protocol>.swift` file for each protocol of a
/// target, or of a module of a package it depends on, from the symbol graph the compiler makes
/// of it.
///
/// ```text
/// swift package --allow-writing-to-package-directory generate-mocks --target Checkout \
///     [--protocol PaymentService ...] [--class Router ...] [--output Tests/CheckoutTests/Mocks] \
///     [--check]
/// swift package --allow-writing-to-package-directory generate-mocks --module Logging \
///     [--target CheckoutTests] [--protocol LogHandler]
/// ```
///
/// The plugin only gathers the graphs, of the module mocked and of the modules it depends on,
/// other packages' included, that its graph names (see ``SymbolGraphs``), and runs
/// `mock-generator` once per module mocked; the generator does the rest. A module that fails
/// costs only its own mocks: the others are still written, and the command fails at the end.
@main struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try Options(arguments: arguments)
        let graph = PackageGraph(root: context.package)
        let jobs = try MockJob.plan(options, in: graph)
        let generator = GeneratorProcess(
            tool: try context.tool(named: "mock-generator").url,
            workDirectory: context.pluginWorkDirectoryURL)
        var graphs = SymbolGraphs(packageManager: packageManager, verbose: options.verbose)
        for job in jobs {
            let name = job.module.moduleName
            guard let directories = graphs.directories(for: job.module) else { continue }
            var arguments = ["--module", name, "--output", job.output.path]
            arguments += ["--command", options.command]
            for name in options.protocols { arguments += ["--protocol", name] }
            for name in options.classes { arguments += ["--class", name] }
            // Another package's module: its API alone, not what its graph holds besides.
            if !graph.isInRoot(job.module) { arguments.append("--public-only") }
            if options.check { arguments.append("--check") }
            generator.run(module: name, arguments: arguments + directories)
        }
    }
}
