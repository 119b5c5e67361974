import PackagePlugin

/// The arguments of `swift package generate-mocks`, parsed and checked for consistency.
struct Options: Equatable {
    /// `--target NAME`: the target whose protocols are mocked, or, with `--module` or
    /// `--product`, the target whose test target receives the mocks.
    var target: String?
    /// `--module NAME`: modules, of this package or of a dependency, whose protocols are mocked.
    var modules: [String] = []
    /// `--product NAME`: library products whose modules are all mocked.
    var products: [String] = []
    /// `--protocol NAME`: the only protocols mocked; all of them when empty.
    var protocols: [String] = []
    /// `--class NAME`: classes mocked too, by subclasses.
    var classes: [String] = []
    /// `--output DIR`: the folder that replaces the test target's `Mocks` folder.
    var output: String?
    /// `--check`: compare instead of writing.
    var check = false
    /// `--verbose`: print where each symbol graph is and how long SwiftPM took to make it.
    var verbose = false

    static let usage =
        "usage: swift package --allow-writing-to-package-directory generate-mocks "
        + "[--target NAME] [--module NAME ...] [--product NAME ...] [--protocol NAME ...] [--class NAME ...] "
        + "[--output DIR] [--check] [--verbose]"

    init(arguments: [String]) throws(PluginFailure) {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        modules = extractor.extractOption(named: "module")
        products = extractor.extractOption(named: "product")
        protocols = extractor.extractOption(named: "protocol")
        classes = extractor.extractOption(named: "class")
        let outputs = extractor.extractOption(named: "output")
        check = extractor.extractFlag(named: "check") > 0
        verbose = extractor.extractFlag(named: "verbose") > 0
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure("unknown argument \(unknown); \(Self.usage)")
        }
        guard targets.count <= 1 else { throw PluginFailure("give --target once; \(Self.usage)") }
        guard outputs.count <= 1 else { throw PluginFailure("give --output once; \(Self.usage)") }
        target = targets.first
        output = outputs.first
        guard target != nil || namesModules else {
            throw PluginFailure(
                "name a target with --target NAME, or modules with --module or --product; "
                    + Self.usage)
        }
    }

    /// Whether the protocols mocked are those of `--module` and `--product`, rather than of
    /// `--target`.
    var namesModules: Bool { !modules.isEmpty || !products.isEmpty }

    /// The command that writes the mocks again, which `--check` tells to run when they are out of
    /// date: the arguments given, in a fixed order, without `--check` and `--verbose`.
    var command: String {
        var command = "swift package --allow-writing-to-package-directory generate-mocks"
        if let target { command += " --target \(target)" }
        for name in modules { command += " --module \(name)" }
        for name in products { command += " --product \(name)" }
        for name in protocols { command += " --protocol \(name)" }
        for name in classes { command += " --class \(name)" }
        if let output { command += " --output \(output)" }
        return command
    }
}
