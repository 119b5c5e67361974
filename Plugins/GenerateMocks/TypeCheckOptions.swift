import Foundation
import PackagePlugin

/// The options that make `mock-generator` type-check the mocks it writes as the target that
/// receives them compiles them: the compiler SwiftPM runs for that target, with the target's
/// arguments (search paths, language mode, conditions), and a folder where the checks are
/// remembered, so that a mock whose text is unchanged is not checked again.
enum TypeCheckOptions {
    /// The modules the check needs built besides the one mocked: `Mocking`, which every mock
    /// imports, where the receiving target depends on it.
    static func modulesToBuild(
        receiving target: SwiftSourceModuleTarget?
    ) -> [SwiftSourceModuleTarget] {
        guard let target else { return [] }
        return target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.moduleName == "Mocking" }
    }

    /// The arguments of `mock-generator` that check the mocks of a run whose mocks `target`
    /// receives, or why they cannot be checked.
    static func arguments(
        receiving target: SwiftSourceModuleTarget?, build: BuildDescription?, cacheFolder: URL
    ) -> Result<[String], PluginFailure> {
        guard let target else {
            return .failure(PluginFailure("no target of the package holds the mocks' folder"))
        }
        guard let build else {
            return .failure(PluginFailure("SwiftPM's build plan (description.json) was not found"))
        }
        guard let compiler = build.compiler(of: target.moduleName),
            let compilation = build.typeCheckArguments(of: target.moduleName)
        else {
            return .failure(
                PluginFailure("SwiftPM planned no compilation of \(target.moduleName)"))
        }
        var arguments = [
            "--typecheck", "--swiftc", compiler.path, "--typecheck-cache", cacheFolder.path,
        ]
        for argument in compilation { arguments += ["-Xswiftc", argument] }
        return .success(arguments)
    }

    /// `arguments`, a generator's, with `searched` (`-Xswiftc` options) put before the first
    /// `-Xswiftc`, so that the compiler looks for modules there before the build folder.
    static func searching(_ searched: [String], before arguments: [String]) -> [String] {
        guard let first = arguments.firstIndex(of: "-Xswiftc") else { return arguments }
        var result = arguments
        result.insert(contentsOf: searched, at: first)
        return result
    }
}
