import Foundation
import PackagePlugin

/// Finds `mock-generator`, the executable the plugin runs, and builds it only when it is missing
/// or older than its sources.
///
/// A plugin that declares the executable as a dependency has SwiftPM build it before every run,
/// which plans the whole package again: seconds on a Vapor-sized dependency tree, even when
/// nothing is to be built. The plugin asks for the build itself instead, when it is needed.
enum GeneratorTool {
    /// The executable, built now if needed.
    ///
    /// - Throws: A failure saying why it cannot be built.
    static func url(
        in graph: PackageGraph, workFolder: URL, packageManager: PackageManager, verbose: Bool
    ) throws(PluginFailure) -> URL {
        let name = "mock-generator"
        let products = graph.packages.flatMap(\.products).compactMap { $0 as? ExecutableProduct }
        guard let product = products.first(where: { $0.name == name }) else {
            throw PluginFailure("no executable product \(name) in the package graph")
        }
        let stamp = workFolder.appendingPathComponent("mock-generator.built")
        if let executable = BuildDescription.buildFolder(above: workFolder)?
            .appendingPathComponent(name),
            isFresh(executable, product: product, stamp: stamp)
        {
            return executable
        }
        let started = Date()
        let result: PackageManager.BuildResult
        do {
            result = try packageManager.build(
                .product(name), parameters: .init(configuration: .debug, logging: .concise))
        } catch {
            throw PluginFailure("cannot build \(name): \(error)")
        }
        guard result.succeeded,
            let executable = result.builtArtifacts.first(where: { $0.kind == .executable })?.url
        else {
            throw PluginFailure("cannot build \(name):\n\(result.logText)")
        }
        try? FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        try? Data("\(started.timeIntervalSince1970)".utf8).write(to: stamp)
        if verbose {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("Built \(name) in \(seconds) s")
        }
        return executable
    }

    /// Whether `executable` was built, or the plugin's last build of it began, after the last
    /// change of every source file of `product`'s modules.
    private static func isFresh(_ executable: URL, product: ExecutableProduct, stamp: URL) -> Bool {
        guard let written = FileManager.default.modificationDateFollowingLinks(of: executable)
        else { return false }
        var built = written
        if let data = FileManager.default.contents(atPath: stamp.path),
            let seconds = Double(String(decoding: data, as: UTF8.self))
        {
            built = max(built, Date(timeIntervalSince1970: seconds))
        }
        for target in product.targets.flatMap({ [$0] + $0.recursiveTargetDependencies }) {
            guard let files = target.sourceModule?.sourceFiles else { continue }
            for file in files {
                guard let date = FileManager.default.modificationDateFollowingLinks(of: file.url),
                    date < built
                else { return false }
            }
        }
        return true
    }

}
