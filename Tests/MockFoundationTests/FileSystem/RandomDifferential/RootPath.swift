/// A path below the root directory of a differential run, as a test writes it: names joined by
/// `/`, possibly with `.` and `name/..` components, doubled slashes and a trailing slash.
///
/// Every `..` directly follows a name (apart from `.` and doubled slashes), and symbolic links
/// of a run never hold `..`, so no path leads above the root, however links resolve: the name
/// before a `..` is a directory or link target inside the root.
struct RootPath: Hashable, Sendable, CustomStringConvertible {
    /// The components after the root; an empty component is a doubled slash.
    var components: [String]
    var hasTrailingSlash = false

    /// The names paths are made of: few, so that operations often meet each other's items.
    static let names = ["a", "b", "c", "f.txt", "l1", "l2"]

    /// The path after the root, starting with `/`: `/a//./l2/`.
    var description: String {
        "/" + components.joined(separator: "/") + (hasTrailingSlash ? "/" : "")
    }

    /// The path without the root's `/`, as `DifferentialScript.path(_:)` takes it.
    var relative: String { String(description.dropFirst()) }

    /// Whether the path is only names.
    var isPlain: Bool {
        !hasTrailingSlash && components.allSatisfy { Self.names.contains($0) }
    }

    /// The absolute path below `root`.
    func absolute(in root: String) -> String {
        root + description
    }

    /// A random path of one to three names, decorated with `.`, `name/..`, doubled slashes and
    /// a trailing slash if `decorated`.
    static func random(using random: inout SplitMix64, decorated: Bool) -> RootPath {
        let depth = random.pick(weighted: [(1, 5), (2, 4), (3, 2)])
        var path = RootPath(components: (0..<depth).map { _ in random.pick(names) })
        guard decorated else { return path }
        if random.chance(0.15) { path.insert(["."], using: &random) }
        if random.chance(0.15) { path.insert([random.pick(names), ".."], using: &random) }
        if random.chance(0.1) { path.insert([""], using: &random) }
        path.hasTrailingSlash = random.chance(0.15)
        return path
    }

    /// Inserts `inserted` at a random place that does not split a name from its `..`.
    private mutating func insert(_ inserted: [String], using random: inout SplitMix64) {
        let places = (0...components.count).filter { index in
            index == components.count || components[index] != ".."
        }
        components.insert(contentsOf: inserted, at: random.pick(places))
    }

    /// Simpler forms of this path, one decoration fewer each: without a trailing slash, a
    /// doubled slash, a `.`, or a `name/..` pair.
    var simplifications: [RootPath] {
        var simpler: [RootPath] = []
        if hasTrailingSlash {
            simpler.append(RootPath(components: components))
        }
        for (index, name) in components.enumerated() {
            var shorter = self
            switch name {
            case "", ".":
                shorter.components.remove(at: index)
            case "..":
                guard let named = components[..<index].lastIndex(where: { $0 != "" && $0 != "." })
                else { continue }
                shorter.components.remove(at: index)
                shorter.components.remove(at: named)
            default:
                continue
            }
            if !shorter.components.isEmpty { simpler.append(shorter) }
        }
        return simpler
    }
}
