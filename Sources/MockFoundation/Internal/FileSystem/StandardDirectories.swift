import Foundation

/// Where `FileManager` puts the standard directories of the user domain, relative to a home
/// directory: the macOS layout on Apple platforms, the XDG defaults elsewhere.
struct StandardDirectories {
    let home: URL

    /// The URLs `urls(for:in:)` returns.
    func urls(
        for directory: FileManager.SearchPathDirectory,
        in domainMask: FileManager.SearchPathDomainMask
    ) -> [URL] {
        if directory == .userDirectory, domainMask.contains(.localDomainMask) {
            return [userDirectory]
        }
        guard domainMask.contains(.userDomainMask), let path = relativePath(of: directory) else {
            return []
        }
        return [home.appendingPathComponent(path, isDirectory: true)]
    }

    #if canImport(Darwin)
    private var userDirectory: URL { home.deletingLastPathComponent() }

    private func relativePath(of directory: FileManager.SearchPathDirectory) -> String? {
        switch directory {
        case .documentDirectory: "Documents"
        case .desktopDirectory: "Desktop"
        case .downloadsDirectory: "Downloads"
        case .libraryDirectory: "Library"
        case .cachesDirectory: "Library/Caches"
        case .applicationSupportDirectory: "Library/Application Support"
        case .autosavedInformationDirectory: "Library/Autosave Information"
        case .moviesDirectory: "Movies"
        case .musicDirectory: "Music"
        case .picturesDirectory: "Pictures"
        case .sharedPublicDirectory: "Public"
        case .trashDirectory: ".Trash"
        case .applicationDirectory: "Applications"
        default: nil
        }
    }
    #else
    private var userDirectory: URL { home }

    private func relativePath(of directory: FileManager.SearchPathDirectory) -> String? {
        switch directory {
        case .documentDirectory: "Documents"
        case .desktopDirectory: "Desktop"
        case .downloadsDirectory: "Downloads"
        case .cachesDirectory: ".cache"
        case .applicationSupportDirectory: ".local/share"
        case .autosavedInformationDirectory: ".local/share/Autosave Information"
        case .moviesDirectory: "Videos"
        case .musicDirectory: "Music"
        case .picturesDirectory: "Pictures"
        case .sharedPublicDirectory: "Public"
        case .trashDirectory: ".Trash"
        default: nil
        }
    }
    #endif
}
