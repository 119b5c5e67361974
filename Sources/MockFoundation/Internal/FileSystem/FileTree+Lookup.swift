extension FileTree {
    /// The directories a lookup went through, from the root, each with its name in its parent.
    typealias Chain = [(node: FileNode, name: String)]

    /// How many symbolic links one lookup follows before failing with `ELOOP`.
    #if canImport(Darwin)
    static let maximumLinkDepth = 32
    #else
    static let maximumLinkDepth = 40
    #endif

    /// A path as the kernel reads it: its names, `.` and `..`, where it starts, and whether it
    /// ends with a slash. Repeated slashes count as one.
    struct SystemPath {
        let isAbsolute: Bool
        let components: [Substring]
        let hasTrailingSlash: Bool

        init(_ path: String) {
            isAbsolute = path.hasPrefix("/")
            components = path.split(separator: "/")
            hasTrailingSlash = path.hasSuffix("/") && !components.isEmpty
        }
    }

    /// What the last component of a path is.
    enum LastComponent: Equatable {
        case name(String)
        /// `.`
        case current
        /// `..`
        case parent
        /// Nothing: the path is `/`.
        case root
    }

    /// Where the last component of a path lies: the directory holding it, reached by following
    /// every link on the way, as the kernel finds it before it creates, removes or renames.
    struct Location {
        /// The directories from the root to the one holding the last component.
        let directories: Chain
        let last: LastComponent
        let hasTrailingSlash: Bool
        /// The symbolic links followed so far.
        let linksFollowed: Int

        /// The directory holding the last component.
        var directory: FileNode { directories[directories.count - 1].node }

        /// The last component, if it is a name.
        var name: String? {
            if case .name(let name) = last { name } else { nil }
        }

        /// The entry the last component names, not following it if it is a link.
        var entry: FileNode? {
            name.flatMap { directory.children[$0] }
        }
    }

    /// An item a path leads to, with the directories from the root to it.
    struct Resolution {
        /// The directories from the root to the item, and the item.
        let chain: Chain

        var node: FileNode { chain[chain.count - 1].node }

        /// The item's name in its directory; empty for the root.
        var name: String { chain[chain.count - 1].name }

        /// The directory holding the item; the root for the root.
        var parent: FileNode { chain[max(0, chain.count - 2)].node }

        /// The item's absolute path, with every link resolved.
        var path: String { "/" + chain.dropFirst().map(\.name).joined(separator: "/") }
    }

    /// Finds the directory holding the last component of `path`, as the kernel does.
    ///
    /// - Throws: `ENOENT` for an empty path or a missing directory on the way, `ENOTDIR` if an
    ///   item on the way is not a directory, `ELOOP` for too many links.
    func locate(_ path: String) throws(Errno) -> Location {
        guard !path.isEmpty else { throw .noSuchFile }
        let parsed = SystemPath(path)
        var chain = parsed.isAbsolute ? [(root, "")] : try currentDirectoryChain()
        guard let last = parsed.components.last else {
            return Location(
                directories: chain, last: .root, hasTrailingSlash: false, linksFollowed: 0)
        }
        var links = 0
        try walk(parsed.components.dropLast(), &chain, &links)
        let lastComponent: LastComponent =
            switch last {
            case ".": .current
            case "..": .parent
            default: .name(String(last))
            }
        return Location(
            directories: chain, last: lastComponent, hasTrailingSlash: parsed.hasTrailingSlash,
            linksFollowed: links)
    }

    /// Finds the item at `path`, as `stat` does if `followingFinalLink`, and as `lstat` does
    /// otherwise; a trailing slash follows a final link either way, and needs a directory.
    ///
    /// - Throws: The errors of ``locate(_:)``, `ENOENT` if nothing is there, or `ENOTDIR` if a
    ///   path with a trailing slash does not lead to a directory.
    func resolve(_ path: String, followingFinalLink: Bool) throws(Errno) -> Resolution {
        let location = try locate(path)
        var chain = location.directories
        var links = location.linksFollowed
        switch location.last {
        case .root, .current:
            break
        case .parent:
            if chain.count > 1 { chain.removeLast() }
        case .name(let name):
            try step(
                Substring(name), &chain, &links,
                following: followingFinalLink || location.hasTrailingSlash)
        }
        if location.hasTrailingSlash, !chain[chain.count - 1].node.isDirectory {
            throw .notDirectory
        }
        return Resolution(chain: chain)
    }

    /// The item at `path`.
    ///
    /// - Throws: The errors of ``resolve(_:followingFinalLink:)``.
    func node(at path: String, followFinalLink: Bool) throws(Errno) -> FileNode {
        try resolve(path, followingFinalLink: followFinalLink).node
    }

    /// Whether `path` leads to a directory, following links.
    func isDirectory(_ path: String) -> Bool {
        (try? node(at: path, followFinalLink: true))?.isDirectory ?? false
    }

    /// The directories from the root to the current directory.
    private func currentDirectoryChain() throws(Errno) -> Chain {
        var chain: Chain = [(root, "")]
        for name in currentDirectoryPath.split(separator: "/").map(String.init) {
            guard let child = chain[chain.count - 1].node.children[name], child.isDirectory else {
                throw .noSuchFile
            }
            chain.append((child, name))
        }
        return chain
    }

    /// Walks `components` from the end of `chain`, following links; each must lead to a
    /// directory.
    private func walk(
        _ components: ArraySlice<Substring>, _ chain: inout Chain, _ links: inout Int
    ) throws(Errno) {
        for component in components {
            try step(component, &chain, &links, following: true)
            guard chain[chain.count - 1].node.isDirectory else { throw .notDirectory }
        }
    }

    /// Takes one component from the directory at the end of `chain`: `.` stays, `..` goes up,
    /// and a name goes to its entry, or through it to its destination if it is a link and
    /// `following`.
    private func step(
        _ component: Substring, _ chain: inout Chain, _ links: inout Int, following: Bool
    ) throws(Errno) {
        switch component {
        case ".":
            return
        case "..":
            if chain.count > 1 { chain.removeLast() }
        default:
            let name = String(component)
            guard let child = chain[chain.count - 1].node.children[name] else {
                throw .noSuchFile
            }
            guard child.kind == .symbolicLink, following else {
                chain.append((child, name))
                return
            }
            links += 1
            guard links <= Self.maximumLinkDepth else { throw .tooManyLinks }
            try followDestination(of: child, &chain, &links)
        }
    }

    /// Replaces the end of `chain`, the link's directory, with the link's destination.
    private func followDestination(
        of link: FileNode, _ chain: inout Chain, _ links: inout Int
    ) throws(Errno) {
        guard !link.destination.isEmpty else { throw .noSuchFile }
        let destination = SystemPath(link.destination)
        if destination.isAbsolute { chain = [(root, "")] }
        guard let last = destination.components.last else { return }
        try walk(destination.components.dropLast(), &chain, &links)
        try step(last, &chain, &links, following: true)
        if destination.hasTrailingSlash, !chain[chain.count - 1].node.isDirectory {
            throw .notDirectory
        }
    }
}
