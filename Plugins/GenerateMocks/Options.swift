import PackagePlugin

/// The arguments of `swift package generate-mocks`, parsed and checked for consistency.
struct Options: Equatable {
    /// `--target NAME`: the target whose protocols are mocked, or, with `--module` or
    /// `--product`, the target that receives the mocks: a test target, a mocks library, or a
    /// library target whose test target receives them.
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
    /// `--strict`: the mocks' wrappers are strict (`mocks strict` in the selection file).
    var strict = false
    /// `--output DIR`: the folder that replaces the test target's `Mocks` folder.
    var output: String?
    /// `--check`: compare instead of writing.
    var check = false
    /// `--verbose`: print where each symbol graph is and how long SwiftPM took to make it.
    var verbose = false
    /// Whether the mocks are type-checked before they are written, as the target that receives
    /// them compiles them; `--no-typecheck` leaves them unchecked.
    var typeChecks = true
    /// `--remove-unselected`: remove the mocks of protocols and classes the selection no longer
    /// names; without it, a run that would stops and lists them.
    var removesUnselected = false

    /// The usage line of `verb`.
    static func usage(verb: String) -> String {
        let permission = verb == "generate-mocks" ? "--allow-writing-to-package-directory " : ""
        return "usage: swift package \(permission)\(verb) [--target NAME] [--module NAME ...] "
            + "[--product NAME ...] [--protocol NAME ...] [--exclude NAME ...] [--annotated] "
            + "[--class NAME ...] [--strict] "
            + "[--output DIR]\(verb == "generate-mocks" ? " [--check] [--remove-unselected]" : "") "
            + "[--no-typecheck] [--verbose]; --help says more"
    }

    /// What `--help` prints for `verb`: the options, and the selection file's format.
    static func help(verb: String) -> String {
        let writes = verb == "generate-mocks"
        let command =
            writes
            ? "swift package --allow-writing-to-package-directory generate-mocks"
            : "swift package check-mocks"
        let overview =
            writes
            ? "Writes a Mock<Protocol>.swift file for each protocol of a module, from its symbol "
                + "graph,\nand keeps what it was asked in a selection file beside the mocks."
            : "Checks, writing nothing, that the generated mocks are what generate-mocks writes "
                + "now,\nprinting the unified diff of each that is not; exits 1 if any is not."
        var lines = [
            "OVERVIEW: \(overview)", "",
            "USAGE: \(command) [OPTIONS]",
            "  Without options: every entry of every selection file of the package's targets.", "",
            "OPTIONS:",
            "  --target NAME         a library target: its protocols, internal ones included,",
            "                        mocked into Mocks of its test target; a target holding",
            "                        selection files: what they say; with --module or --product,",
            "                        the target receiving the mocks: a test target; a mocks",
            "                        library (a library target that depends on Mocking), whose",
            "                        public mocks of the module's API go to its own Mocks folder;",
            "                        or another library target's test target",
            "  --module NAME         a module of the package or a dependency: its protocols (its",
            "                        API, for a dependency's), where its entry in a selection",
            "                        file says, or else in Mocks/NAME (repeat)",
            "  --product NAME        a library product: each of its modules, as --module (repeat)",
            "  --protocol NAME       add this protocol to the entry: mocked whatever its doc",
            "                        comment says (repeat); with no selection file yet, the only",
            "                        protocols mocked",
            "  --exclude NAME        add an exclude line: never mock this protocol (repeat)",
            "  --annotated           mock only the protocols whose doc comment says @mockable",
            "  --class NAME          mock this class too, by a subclass (repeat); a nested one",
            "                        by its dotted path, Checkout.Basket",
            "  --strict              declare the mocks' wrappers strict: a call no test stubbed",
            "                        records an issue (adds `mocks strict` to the entry)",
            "  --output DIR          the folder of the mocks (default: Mocks of the test target)",
        ]
        if writes {
            lines += [
                "  --check               check instead of writing, as check-mocks does",
                "  --remove-unselected   remove the mocks of protocols and classes the selection no",
                "                        longer names; without it, such a run stops and lists them",
            ]
        }
        lines += [
            "  --no-typecheck        leave the mocks unchecked by the compiler (by default each",
            "                        changed mock is type-checked as its target compiles it, and",
            "                        a member the compiler rejects is degraded, with a warning)",
            "  --verbose             print the builds, the graphs and the times",
            "  --help                print this", "",
            "  The options that select (--protocol, --exclude, --annotated, --class, --strict) add",
            "  to the module's entry in the selection file, which the run then follows: the entry",
            "  of the module named with --module (of the target named with --target, if given), or",
            "  of the package's one entry. A run whose options the file holds already is skipped",
            "  when nothing it reads changed, as a run without options is.", "",
            SelectionFileFormat.help,
        ]
        return lines.joined(separator: "\n")
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
        strict = extractor.extractFlag(named: "strict") > 0
        check = verb == "check-mocks" || extractor.extractFlag(named: "check") > 0
        verbose = extractor.extractFlag(named: "verbose") > 0
        typeChecks = extractor.extractFlag(named: "no-typecheck") == 0
        removesUnselected =
            verb == "generate-mocks"
            && extractor.extractFlag(named: "remove-unselected") > 0
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
        if output != nil, !namesSelection {
            throw PluginFailure(
                "--output needs --target NAME, or modules with --module or --product; \(usage)")
        }
    }

    /// Whether the arguments add to a module's entry in a selection file: `--protocol`,
    /// `--exclude`, `--annotated`, `--class`.
    var selects: Bool {
        !protocols.isEmpty || !excluded.isEmpty || annotated || !classes.isEmpty || strict
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
        if strict { command += " --strict" }
        if let output { command += " --output \(output)" }
        return command
    }
}
