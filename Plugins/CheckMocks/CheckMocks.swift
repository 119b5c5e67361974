import PackagePlugin

/// `swift package check-mocks`: checks, without writing anything and so without
/// `--allow-writing-to-package-directory`, that the generated mocks are what
/// `swift package generate-mocks` writes now, and prints the unified diff of each that is not.
///
/// ```text
/// swift package check-mocks
/// swift package check-mocks --target Checkout
/// ```
///
/// Without arguments, it checks every entry of every selection file of the package; it fails
/// when a mock is missing, differs, or mocks a protocol no longer selected. Its other files are
/// those of `GenerateMocks`, linked.
@main struct CheckMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try MockRun.perform(
            verb: "check-mocks", arguments: arguments, context: context,
            packageManager: packageManager)
    }
}
