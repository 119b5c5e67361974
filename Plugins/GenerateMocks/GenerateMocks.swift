import PackagePlugin

/// `swift package generate-mocks`: writes a `Mock<Protocol>.swift` file for each protocol of a
/// target, or of a module of a package it depends on, from the symbol graph the compiler makes
/// of it, and keeps what it was asked in a selection file beside the mocks.
///
/// ```text
/// swift package --allow-writing-to-package-directory generate-mocks --target Checkout \
///     [--protocol PaymentService ...] [--exclude Clock ...] [--annotated] \
///     [--output Tests/CheckoutTests/Mocks] [--check]
/// swift package --allow-writing-to-package-directory generate-mocks --module Logging \
///     [--target CheckoutTests] [--protocol LogHandler]
/// swift package --allow-writing-to-package-directory generate-mocks
/// ```
///
/// The last form regenerates what every selection file of the package says (see ``MockRun``).
/// The plugin only gathers the graphs, of the module mocked and of the modules it depends on,
/// other packages' included, that its graph names (see ``SymbolGraphs``), and runs
/// `mock-generator` once per module mocked; the generator does the rest. A module that fails
/// costs only its own mocks: the others are still written, and the command fails at the end.
@main struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try MockRun.perform(
            verb: "generate-mocks", arguments: arguments, context: context,
            packageManager: packageManager)
    }
}
