import Foundation

extension InMemoryFileManager {
    /// The path relative paths start from; it starts as the home directory.
    public var currentDirectoryPath: String {
        withTree { $0.currentDirectoryPath }
    }

    /// Makes the directory at `path` the current directory.
    ///
    /// - Returns: `false` if `path` is not a directory.
    public func changeCurrentDirectoryPath(_ path: String) -> Bool {
        withTree { tree in
            guard let resolved = try? tree.resolve(path, followingFinalLink: true),
                resolved.node.isDirectory
            else { return false }
            tree.currentDirectoryPath = resolved.path
            return true
        }
    }

    /// The temporary directory given to ``init(homeDirectory:temporaryDirectory:currentDirectory:userName:files:now:)``.
    public var temporaryDirectory: URL {
        URL(fileURLWithPath: temporary, isDirectory: true)
    }

    /// The home directory given to ``init(homeDirectory:temporaryDirectory:currentDirectory:userName:files:now:)``.
    public var usersHomeDirectory: URL {
        URL(fileURLWithPath: home, isDirectory: true)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The home directory given to ``init(homeDirectory:temporaryDirectory:currentDirectory:userName:files:now:)``.
    public var homeDirectoryForCurrentUser: URL { usersHomeDirectory }

    /// Returns the home directory if `userName` is the current user's name, else `nil`.
    public func homeDirectory(forUser userName: String) -> URL? {
        userName == self.userName ? usersHomeDirectory : nil
    }
    #endif

    /// Returns the standard directories of the user domain inside the home directory, laid out
    /// as `FileManager` lays them out on this platform.
    public func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
    ) -> [URL] {
        StandardDirectories(home: usersHomeDirectory).urls(for: directory, in: domainMask)
    }

    /// Returns the URL of a standard directory, creating it if asked.
    ///
    /// A `.itemReplacementDirectory` is a new directory inside the temporary directory.
    ///
    /// - Throws: `CocoaError(.fileReadUnknown)` if the directory has no place in this file system,
    ///   or the error of creating it.
    public func url(
        for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
        appropriateFor url: URL?, create shouldCreate: Bool
    ) throws -> URL {
        if directory == .itemReplacementDirectory {
            return try makeItemReplacementDirectory()
        }
        guard let found = urls(for: directory, in: domain).first else {
            throw CocoaError(.fileReadUnknown)
        }
        if shouldCreate {
            try withTree { try Self.createDirectories(found.path, attributes: nil, in: $0) }
        }
        return found
    }

    private func makeItemReplacementDirectory() throws -> URL {
        let parent = temporary + "/TemporaryItems"
        let name = "(A Document Being Saved By \(ProcessInfo.processInfo.processName)"
        return try withTree { tree in
            var path = parent + "/" + name + ")"
            var number = 1
            while (try? tree.node(at: path, followFinalLink: false)) != nil {
                number += 1
                path = parent + "/" + name + " \(number))"
            }
            try Self.createDirectories(path, attributes: nil, in: tree)
            return URL(fileURLWithPath: path, isDirectory: true)
        }
    }

    /// Returns the root directory, the one volume of this file system.
    public func mountedVolumeURLs(
        includingResourceValuesForKeys propertyKeys: [URLResourceKey]?,
        options: FileManager.VolumeEnumerationOptions
    ) -> [URL]? {
        [URL(fileURLWithPath: "/", isDirectory: true)]
    }

    /// Returns the last component of `path`.
    public func displayName(atPath path: String) -> String {
        if let name = path.split(separator: "/").last { return String(name) }
        return path.hasPrefix("/") ? "/" : path
    }

    /// Returns the components of `path`, made absolute against the current directory.
    public func componentsToDisplay(forPath path: String) -> [String]? {
        let absolute = withTree { $0.absolutePath(path) }
        return URL(fileURLWithPath: absolute, isDirectory: false).pathComponents
    }
}
