import Foundation

extension FileManager {
    /// The attributes of the file at `path`, or of the file a symbolic link there leads to, as
    /// the compiler reads it: a target whose sources are links to shared files sees their edits.
    func attributesFollowingLinks(atPath path: String) -> [FileAttributeKey: Any]? {
        try? attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }

    /// When the file at `url`, or the one a link there leads to, last changed.
    func modificationDateFollowingLinks(of url: URL) -> Date? {
        attributesFollowingLinks(atPath: url.path)?[.modificationDate] as? Date
    }
}
