import Foundation
import PackagePlugin

/// The packages the plugin sees: the one it runs on, first, and every package it depends on,
/// directly or not, each once.
struct PackageGraph {
    let root: Package
    let packages: [Package]

    init(root: Package) {
        self.root = root
        var packages = [root]
        var seen: Set<Package.ID> = [root.id]
        var index = 0
        while index < packages.count {
            for dependency in packages[index].dependencies
            where seen.insert(dependency.package.id).inserted {
                packages.append(dependency.package)
            }
            index += 1
        }
        self.packages = packages
    }

    /// The files of the package the plugin runs on that decide its graph and its targets'
    /// settings: its manifests (`Package.swift`, and `Package@swift-6.2.swift` and the like)
    /// and `Package.resolved`, which fixes the versions of the others. A module of any package
    /// may compile otherwise once one of them changed (a condition, a setting, a dependency).
    var manifestFiles: [URL] {
        let folder = root.directoryURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            name == "Package.resolved"
                || (name.hasPrefix("Package") && name.hasSuffix(".swift")
                    && (name == "Package.swift" || name.hasPrefix("Package@swift-")))
        }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// When the newest of ``manifestFiles`` last changed.
    var manifestDate: Date {
        manifestFiles.compactMap(FileManager.default.modificationDateFollowingLinks(of:)).max()
            ?? .distantPast
    }

    /// Whether `target` belongs to the package the plugin runs on.
    func isInRoot(_ target: any Target) -> Bool {
        root.targets.contains { $0.id == target.id }
    }

    /// The Swift library modules of every package, by module name.
    var libraryModules: [SwiftSourceModuleTarget] {
        packages.flatMap { package in
            package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                .filter { $0.kind == .generic }
        }
    }

    /// The library products named `name`, with the package of each.
    func libraryProducts(named name: String) -> [(product: LibraryProduct, package: Package)] {
        packages.flatMap { package in
            package.products.compactMap { $0 as? LibraryProduct }.filter { $0.name == name }
                .map { (product: $0, package: package) }
        }
    }

    /// The names of every package's library products, sorted.
    var libraryProductNames: [String] {
        Set(packages.flatMap { $0.products.compactMap { $0 as? LibraryProduct }.map(\.name) })
            .sorted()
    }
}
