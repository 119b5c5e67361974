import Foundation

@testable import MockFoundation

/// Every item below a directory, by relative path: its kind, a file's contents and number of
/// hard links, and a symbolic link's destination.
struct FileSystemSnapshot: Equatable {
    /// One item of a snapshot.
    enum Item: Equatable, CustomStringConvertible {
        case directory
        case file(contents: String, links: Int)
        case symbolicLink(destination: String)

        var description: String {
            switch self {
            case .directory: "directory"
            case .file(let contents, let links): "file \"\(contents)\", \(links) link(s)"
            case .symbolicLink(let destination): "link to \"\(destination)\""
            }
        }
    }

    var items: [String: Item] = [:]

    /// The items below `directory` on disk, read without following symbolic links.
    static func ofDisk(_ directory: String) -> FileSystemSnapshot {
        var snapshot = FileSystemSnapshot()
        func visit(_ path: String, relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names {
                let itemPath = path + "/" + name
                let itemRelative = relative.isEmpty ? name : relative + "/" + name
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: itemPath)
                else { continue }
                switch attributes[.type] as? FileAttributeType {
                case .typeDirectory?:
                    snapshot.items[itemRelative] = .directory
                    visit(itemPath, relative: itemRelative)
                case .typeSymbolicLink?:
                    let destination =
                        (try? FileManager.default.destinationOfSymbolicLink(atPath: itemPath)) ?? ""
                    snapshot.items[itemRelative] = .symbolicLink(destination: destination)
                default:
                    let contents = FileManager.default.contents(atPath: itemPath) ?? Data()
                    let links = (attributes[.referenceCount] as? NSNumber)?.intValue ?? 0
                    snapshot.items[itemRelative] = .file(
                        contents: String(decoding: contents, as: UTF8.self), links: links)
                }
            }
        }
        visit(directory, relative: "")
        return snapshot
    }

    /// The items below `directory` in `files`, read from its nodes rather than through the API
    /// under test.
    static func ofMemory(_ files: InMemoryFileManager, _ directory: String) -> FileSystemSnapshot {
        var snapshot = FileSystemSnapshot()
        func visit(_ node: FileNode, relative: String) {
            for (name, child) in node.children {
                let itemRelative = relative.isEmpty ? name : relative + "/" + name
                switch child.kind {
                case .directory:
                    snapshot.items[itemRelative] = .directory
                    visit(child, relative: itemRelative)
                case .symbolicLink:
                    snapshot.items[itemRelative] = .symbolicLink(destination: child.destination)
                case .file:
                    snapshot.items[itemRelative] = .file(
                        contents: String(decoding: child.contents, as: UTF8.self),
                        links: child.referenceCount)
                }
            }
        }
        files.withTree { tree in
            if let node = try? tree.node(at: directory, followFinalLink: false) {
                visit(node, relative: "")
            }
        }
        return snapshot
    }

    /// One line per item that differs: its path, and what each snapshot holds there.
    func differences(from other: FileSystemSnapshot, names: (String, String)) -> [String] {
        Set(items.keys).union(other.items.keys).sorted().compactMap { path in
            let mine = items[path]
            let theirs = other.items[path]
            guard mine != theirs else { return nil }
            return "\(path): \(names.0) \(mine.map(\.description) ?? "nothing"), "
                + "\(names.1) \(theirs.map(\.description) ?? "nothing")"
        }
    }
}
