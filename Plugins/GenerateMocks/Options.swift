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
    /// `--exclude NAME`: protocols never mocked.
    var excluded: [String] = []
    /// `--class NAME`: classes mocked too, by subclasses.
    var classes: [String] = []
    /// `--annotated`: mock the protocols whose doc comment says `@mockable`.
    var annotated = false
    /// `--output DIR`: the folder that replaces the test target's `Mocks` folder.
    var output: String?
    /// `--check`: compare instead of writing.
    var check = false
    /// `--verbose`: print where each symbol graph is and how long SwiftPM took to make it.
    var verbose = false
    /// Whether the mocks are type-checked before they are written, as the target that receives
    /// them compiles them; `--no-typecheck` leaves them unchecked.
    var typeChecks = true

    /// The usage line of `verb`.
    static func usage(verb: String) -> String {
        let permission = verb == "generate-mocks" ? "--allow-writing-to-package-directory " : ""
        return "usage: swift package \(permission)\(verb) [--target NAME] [--module NAME ...] "
            + "[--product NAME ...] [--protocol NAME ...] [--exclude NAME ...] [--annotated] "
            + "[--class NAME ...] "
            + "[--output DIR]\(verb == "generate-mocks" ? " [--check]" : "") [--no-typecheck] "
            + "[--verbose]"
    }

    /// Reads the arguments of `verb`: `generate-mocks`, or `check-mocks`, which always checks.
    init(arguments: [String], verb: String = "generate-mocks") throws(PluginFailure) {
        let usage = Self.usage(verb: verb)
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        modules = extractor.extractOption(named: "module")
        products = extractor.extractOption(named: "product")
        protocols = extractor.extractOption(named: "protocol")
        excluded = extractor.extractOption(named: "exclude")
        classes = extractor.extractOption(named: "class")
        let outputs = extractor.extractOption(named: "output")
        annotated = extractor.extractFlag(named: "annotated") > 0
        check = verb == "check-mocks" || extractor.extractFlag(named: "check") > 0
        verbose = extractor.extractFlag(named: "verbose") > 0
        typeChecks = extractor.extractFlag(named: "no-typecheck") == 0
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure("unknown argument \(unknown); \(usage)")
        }
        guard targets.count <= 1 else { throw PluginFailure("give --target once; \(usage)") }
        guard outputs.count <= 1 else { throw PluginFailure("give --output once; \(usage)") }
        target = targets.first
        output = outputs.first
        if let name = protocols.first(where: excluded.contains) {
            throw PluginFailure(
                "--protocol \(name) and --exclude \(name) contradict each other; \(usage)")
        }
        let selecting = [
            protocols.isEmpty ? nil : "--protocol", excluded.isEmpty ? nil : "--exclude",
            annotated ? "--annotated" : nil, output == nil ? nil : "--output",
            classes.isEmpty ? nil : "--class",
        ].compactMap { $0 }
        if let option = selecting.first, !namesSelection {
            throw PluginFailure(
                "\(option) needs --target NAME, or modules with --module or --product; \(usage)")
        }
    }

    /// Whether the arguments name what to mock; otherwise the selection files of the package
    /// say it.
    var namesSelection: Bool { target != nil || namesModules }

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
        for name in excluded { command += " --exclude \(name)" }
        for name in classes { command += " --class \(name)" }
        if annotated { command += " --annotated" }
        if let output { command += " --output \(output)" }
        return command
    }
}
