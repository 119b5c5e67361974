import Foundation
import PackagePlugin

/// One run of the generator: the protocols of one module, written to one folder.
struct MockJob {
    /// The module whose protocols are mocked.
    let module: SwiftSourceModuleTarget
    /// Where the files go.
    let output: URL
    /// The selection file that keeps what is mocked in `output`: `.generate-mocks` in the folder
    /// of the target's mocks, which holds a folder per other module.
    let selection: URL
    /// `output`, relative to the selection file's folder.
    let folder: String
    /// Whether the selection file mocks classes of the module too.
    var mocksClasses = false

    init(module: SwiftSourceModuleTarget, output: URL, selection: URL? = nil) {
        self.module = module
        self.output = output
        let selection = selection ?? output.appendingPathComponent(".generate-mocks")
        self.selection = selection
        let base = selection.deletingLastPathComponent().standardizedFileURL.path
        let path = output.standardizedFileURL.path
        if path == base {
            folder = "."
        } else if path.hasPrefix(base + "/") {
            folder = String(path.dropFirst(base.count + 1))
        } else {
            folder = path
        }
    }

    /// The target that receives the mocks: the target of the package whose folder holds
    /// `output`, if any. Its Swift files are searched for mocks written by hand, and the mocks
    /// are type-checked as it compiles them.
    func receivingTarget(in package: Package) -> SwiftSourceModuleTarget? {
        let path = output.standardizedFileURL.path
        return package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { target in
                let folder = target.directoryURL.standardizedFileURL.path
                return path == folder || path.hasPrefix(folder + "/")
            }
            .max { $0.directoryURL.path.count < $1.directoryURL.path.count }
    }

    /// Whether `target` is a mocks library: a library target that depends on `Mocking`
    /// itself, whose mocks other targets import, so that they are public (`--access public`).
    /// Another library target's mocks go to its test target.
    static func isMocksLibrary(_ target: SwiftSourceModuleTarget) -> Bool {
        guard target.kind == .generic else { return false }
        return target.dependencies.contains { dependency in
            switch dependency {
            case .target(let target): target.name == "Mocking"
            case .product(let product): product.name == "Mocking"
            @unknown default: false
            }
        }
    }

    /// The runs that `options` ask for, in the order given.
    ///
    /// Without `--module` and `--product`, the protocols of `--target` go to the `Mocks` folder
    /// of its test target, as they always have. With them, each module's protocols go to a
    /// folder of its own in that `Mocks` folder, `Mocks/<Module>`: the mocks of one module
    /// never replace or remove those of another. `--target` then names the target whose test
    /// target receives them, the test target itself, or a mocks library (see
    /// ``isMocksLibrary(_:)``), whose own `Mocks` folder receives them; without it, the one test
    /// target that depends on every module named.
    static func plan(_ options: Options, in graph: PackageGraph) throws(PluginFailure) -> [MockJob]
    {
        let package = graph.root
        let output = options.output.map { package.directoryURL.appendingPathComponent($0) }
        guard options.namesModules else {
            let module = try library(named: options.target ?? "", in: package)
            guard let output else {
                return [
                    MockJob(module: module, output: try defaultOutput(for: module, in: package))
                ]
            }
            return [MockJob(module: module, output: output)]
        }
        let modules = try modules(named: options, in: graph)
        if !options.protocols.isEmpty, modules.count > 1 {
            throw PluginFailure(
                "--protocol needs a single module, and \(describe(options)) names "
                    + "\(modules.map(\.moduleName).joined(separator: ", ")); "
                    + "name one with --module")
        }
        let mocks = try mocksFolder(for: modules, options: options, output: output, in: package)
        let selection = mocks.appendingPathComponent(".generate-mocks")
        return modules.map { module in
            MockJob(
                module: module, output: mocks.appendingPathComponent(module.moduleName),
                selection: selection)
        }
    }

    /// The runs that the entries of the selection files ask for, in the order of the files and
    /// of their entries.
    ///
    /// - Throws: A failure naming the file and line of an entry whose module is unknown.
    static func plan(
        _ files: [SelectionFile], in graph: PackageGraph
    ) throws(PluginFailure) -> [MockJob] {
        let known = graph.libraryModules
        var jobs: [MockJob] = []
        for file in files {
            for entry in file.entries {
                guard let module = known.first(where: { $0.moduleName == entry.module }) else {
                    let names = Set(known.map(\.moduleName)).sorted()
                    throw PluginFailure(
                        "\(file.shownPath):\(entry.line): no library module named "
                            + "\(entry.module) in the package or its dependencies; they declare "
                            + names.joined(separator: ", "))
                }
                let output = file.url.deletingLastPathComponent()
                    .appendingPathComponent(entry.folder).standardizedFileURL
                var job = MockJob(module: module, output: output, selection: file.url)
                job.mocksClasses = !(entry.classes ?? []).isEmpty
                jobs.append(job)
            }
        }
        return jobs
    }

    /// The folder that receives a folder per module: `--output`, or the `Mocks` folder of
    /// `--target` when it is a test target or a mocks library, of its test target when it is
    /// another library target, or of the one test target that depends on every module.
    private static func mocksFolder(
        for modules: [SwiftSourceModuleTarget], options: Options, output: URL?, in package: Package
    ) throws(PluginFailure) -> URL {
        guard let name = options.target else {
            if let output { return output }
            return try testTarget(dependingOn: modules, in: package)
        }
        let destination = try destination(named: name, in: package)
        for module in modules where !depends(destination, on: module) {
            throw PluginFailure(
                "\(name) does not depend on \(module.moduleName), so mocks that import it "
                    + "would not compile there; add the product that contains "
                    + "\(module.moduleName) to the dependencies of \(name)")
        }
        if let output { return output }
        guard destination.kind == .test || isMocksLibrary(destination) else {
            return try defaultOutput(for: destination, in: package)
        }
        return destination.directoryURL.appendingPathComponent("Mocks")
    }

    /// The modules of `--module` and `--product`, each once, in the order given.
    private static func modules(
        named options: Options, in graph: PackageGraph
    ) throws(PluginFailure) -> [SwiftSourceModuleTarget] {
        let known = graph.libraryModules
        var modules: [SwiftSourceModuleTarget] = []
        for name in options.modules {
            let matches = known.filter { $0.moduleName == name }
            guard let module = matches.first else {
                let names = Set(known.map(\.moduleName)).sorted()
                throw PluginFailure(
                    "no library module named \(name) in the package or its dependencies; they "
                        + "declare \(names.joined(separator: ", "))")
            }
            modules.append(module)
        }
        for name in options.products {
            let matches = graph.libraryProducts(named: name)
            guard let match = matches.first else {
                throw PluginFailure(
                    "no library product named \(name) in the package or its dependencies; they "
                        + "declare \(graph.libraryProductNames.joined(separator: ", "))")
            }
            guard matches.count == 1 else {
                let packages = matches.map(\.package.displayName).joined(separator: ", ")
                throw PluginFailure(
                    "several packages declare a product named \(name): \(packages); name its "
                        + "modules with --module instead")
            }
            modules += match.product.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                .filter { $0.kind == .generic }
        }
        var seen: Set<String> = []
        return modules.filter { seen.insert($0.id).inserted }
    }

    /// The Swift library target `name` of `package`, whose own protocols are mocked.
    private static func library(
        named name: String, in package: Package
    ) throws(PluginFailure) -> SwiftSourceModuleTarget {
        guard let target = package.targets.first(where: { $0.name == name }) else {
            throw unknownTarget(name, in: package)
        }
        guard let module = target as? SwiftSourceModuleTarget, module.kind == .generic else {
            throw PluginFailure(
                "\(name) is not a Swift library target; to mock the protocols of a module it "
                    + "depends on, name that module with --module")
        }
        return module
    }

    /// The target `name` of `package` that receives the mocks of other modules: a test target, a
    /// mocks library, or another library target, whose test target receives them.
    private static func destination(
        named name: String, in package: Package
    ) throws(PluginFailure) -> SwiftSourceModuleTarget {
        guard let target = package.targets.first(where: { $0.name == name }) else {
            throw unknownTarget(name, in: package)
        }
        guard let module = target as? SwiftSourceModuleTarget,
            module.kind == .test || module.kind == .generic
        else {
            throw PluginFailure("\(name) is neither a Swift library target nor a test target")
        }
        return module
    }

    private static func unknownTarget(_ name: String, in package: Package) -> PluginFailure {
        let names = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind == .generic || $0.kind == .test }.map(\.name)
        return PluginFailure(
            "no target named \(name) in the package; its targets are "
                + names.joined(separator: ", "))
    }

    /// Whether `target` is `module` or depends on it, directly or not.
    private static func depends(
        _ target: SwiftSourceModuleTarget, on module: SwiftSourceModuleTarget
    ) -> Bool {
        target.id == module.id || target.recursiveTargetDependencies.contains { $0.id == module.id }
    }

    /// The `Mocks` folder of the one test target that depends on every module of `modules`.
    private static func testTarget(
        dependingOn modules: [SwiftSourceModuleTarget], in package: Package
    ) throws(PluginFailure) -> URL {
        let names = modules.map(\.moduleName).joined(separator: ", ")
        let candidates = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { test in
                test.kind == .test && modules.allSatisfy { depends(test, on: $0) }
            }
            .sorted { $0.name < $1.name }
        guard let test = candidates.first else {
            throw PluginFailure(
                "no test target depends on \(names); name the target that receives the mocks "
                    + "with --target, or pass --output DIR")
        }
        guard candidates.count == 1 else {
            throw PluginFailure(
                "several test targets depend on \(names): "
                    + "\(candidates.map(\.name).joined(separator: ", ")); name one with --target")
        }
        return test.directoryURL.appendingPathComponent("Mocks")
    }

    /// `Mocks` in the test target named after the target, or else in the first test target, by
    /// name, that depends on it.
    private static func defaultOutput(
        for target: SwiftSourceModuleTarget, in package: Package
    ) throws(PluginFailure) -> URL {
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
            throw PluginFailure("no test target depends on \(target.name); pass --output DIR")
        }
        return test.directoryURL.appendingPathComponent("Mocks")
    }

    private static func describe(_ options: Options) -> String {
        var names = options.modules.map { "--module \($0)" }
        names += options.products.map { "--product \($0)" }
        return names.joined(separator: " ")
    }
}
