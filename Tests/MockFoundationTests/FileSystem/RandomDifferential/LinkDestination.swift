/// Where a symbolic link of a differential run points: an absolute path inside the root, or a
/// relative path of names, maybe with `.` and a trailing slash, but never `..`.
enum LinkDestination: Hashable, Sendable {
    case absolute(RootPath)
    case relative(RootPath)

    /// The destination as `createSymbolicLink(atPath:withDestinationPath:)` receives it.
    func text(in root: String) -> String {
        switch self {
        case .absolute(let path): path.absolute(in: root)
        case .relative(let path): path.relative
        }
    }

    /// A random destination: one or two names, relative more often than absolute.
    static func random(using random: inout SplitMix64, decorated: Bool) -> LinkDestination {
        let depth = random.pick(weighted: [(1, 3), (2, 1)])
        var path = RootPath(components: (0..<depth).map { _ in random.pick(RootPath.names) })
        if decorated, random.chance(0.1) { path.components.insert(".", at: 0) }
        if decorated, random.chance(0.1) { path.hasTrailingSlash = true }
        return random.chance(0.3) ? .absolute(path) : .relative(path)
    }

    /// Simpler destinations: without a `.` or trailing slash.
    var simplifications: [LinkDestination] {
        switch self {
        case .absolute(let path): path.simplifications.map(LinkDestination.absolute)
        case .relative(let path): path.simplifications.map(LinkDestination.relative)
        }
    }
}
