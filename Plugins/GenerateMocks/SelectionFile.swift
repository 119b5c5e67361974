import Foundation
import PackagePlugin

/// A selection file, `.generate-mocks`, that a target of the package holds: the modules whose
/// mocks it keeps, as `mock-generator --selection FILE --list` reads them.
struct SelectionFile {
    /// The file.
    let url: URL
    /// Its path relative to the package, as messages name it.
    let shownPath: String
    /// Its entries, in order.
    let entries: [Entry]

    /// A module's entry.
    struct Entry: Decodable {
        var name: String
        var folder: String
        var line: Int
        /// `all`, `annotated` or `listed`.
        var mode: String? = nil
        /// The protocols of its `protocol` lines, and of its `exclude` lines.
        var protocols: [String]? = nil
        var excluded: [String]? = nil
        /// The classes the entry mocks.
        var classes: [String]? = nil
        /// Whether its mocks are strict (`mocks strict`).
        var strict: Bool? = nil

        var module: String { name }

        /// Whether the entry holds all that `options` would add to it, with its mocks in `folder`
        /// (relative to the file): a run with those options then does what a run without them
        /// does.
        func holds(_ options: Options, folder: String) -> Bool {
            Self.normalized(folder) == Self.normalized(self.folder)
                && (!options.annotated || mode == "annotated")
                && Set(options.protocols).isSubset(of: protocols ?? [])
                && Set(options.excluded).isSubset(of: excluded ?? [])
                && Set(options.classes).isSubset(of: classes ?? [])
                && (!options.strict || strict == true)
        }

        private static func normalized(_ folder: String) -> String {
            let parts = folder.split(separator: "/").filter { $0 != "." }
            return parts.isEmpty ? "." : parts.joined(separator: "/")
        }
    }

    /// Every selection file in the folders of the package's targets (of `targets` alone, if
    /// given), sorted by path.
    static func find(
        in package: Package, generator: GeneratorProcess,
        targets: [SwiftSourceModuleTarget]? = nil
    ) throws(PluginFailure) -> [SelectionFile] {
        let manager = FileManager.default
        var paths: Set<String> = []
        let all = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        for target in targets ?? all {
            let folder = target.directoryURL
            let enumerator = manager.enumerator(atPath: folder.path)
            while let name = enumerator?.nextObject() as? String {
                if name.hasSuffix(".build") || name.hasPrefix(".build") {
                    enumerator?.skipDescendants()
                } else if (name as NSString).lastPathComponent == ".generate-mocks" {
                    paths.insert(folder.appendingPathComponent(name).standardizedFileURL.path)
                }
            }
        }
        return try paths.sorted().map { path throws(PluginFailure) in
            try SelectionFile(url: URL(fileURLWithPath: path), in: package, generator: generator)
        }
    }

    /// Reads the file's entries through the generator, which says what is wrong with a
    /// malformed file, and where.
    init(url: URL, in package: Package, generator: GeneratorProcess) throws(PluginFailure) {
        self.url = url
        shownPath = GeneratorProcess.relative(url.path, to: package.directoryURL)
        let listing = try generator.output(of: ["--selection", shownPath, "--list"])
        var entries: [Entry] = []
        for line in listing.split(separator: "\n") {
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line.utf8)) else {
                throw PluginFailure(
                    "mock-generator listed \(shownPath) as \(line), which is not an entry")
            }
            entries.append(entry)
        }
        self.entries = entries
    }
}
