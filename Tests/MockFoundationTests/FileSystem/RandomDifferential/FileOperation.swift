import Foundation

@testable import MockFoundation

/// One call of a differential run to a file manager, with paths below the run's root.
enum FileOperation: Hashable, Sendable {
    case createDirectory(RootPath, withIntermediates: Bool, asURL: Bool)
    case createFile(RootPath, contents: String)
    case contents(RootPath)
    case copyItem(RootPath, to: RootPath)
    case moveItem(RootPath, to: RootPath)
    case removeItem(RootPath)
    case linkItem(RootPath, to: RootPath)
    case createSymbolicLink(RootPath, destination: LinkDestination)
    case destinationOfSymbolicLink(RootPath)
    case fileExists(RootPath)
    case contentsOfDirectory(RootPath)
    case subpathsOfDirectory(RootPath)
    case enumerator(RootPath)
    case attributesOfItem(RootPath)

    /// The `FileManager` methods a differential run calls.
    enum Kind: String, CaseIterable, Sendable {
        case createDirectory, createFile, contents, copyItem, moveItem, removeItem, linkItem
        case createSymbolicLink, destinationOfSymbolicLink, fileExists, contentsOfDirectory
        case subpathsOfDirectory, enumerator, attributesOfItem
    }

    /// The method it calls.
    var kind: Kind {
        switch self {
        case .createDirectory: .createDirectory
        case .createFile: .createFile
        case .contents: .contents
        case .copyItem: .copyItem
        case .moveItem: .moveItem
        case .removeItem: .removeItem
        case .linkItem: .linkItem
        case .createSymbolicLink: .createSymbolicLink
        case .destinationOfSymbolicLink: .destinationOfSymbolicLink
        case .fileExists: .fileExists
        case .contentsOfDirectory: .contentsOfDirectory
        case .subpathsOfDirectory: .subpathsOfDirectory
        case .enumerator: .enumerator
        case .attributesOfItem: .attributesOfItem
        }
    }

    /// The name of the method it calls.
    var name: String { kind.rawValue }

    /// Calls `files`, with the paths below `root`, and returns what it answered.
    func run(on files: any FileManageable, root: String) -> OperationOutcome {
        OperationOutcome.of {
            switch self {
            case .createDirectory(let path, let withIntermediates, let asURL):
                if asURL {
                    try files.createDirectory(
                        at: URL(fileURLWithPath: path.absolute(in: root), isDirectory: true),
                        withIntermediateDirectories: withIntermediates, attributes: nil)
                } else {
                    try files.createDirectory(
                        atPath: path.absolute(in: root),
                        withIntermediateDirectories: withIntermediates, attributes: nil)
                }
                return "ok"
            case .createFile(let path, let contents):
                let created = files.createFile(
                    atPath: path.absolute(in: root), contents: Data(contents.utf8), attributes: nil)
                return String(created)
            case .contents(let path):
                return files.contents(atPath: path.absolute(in: root)).map {
                    "\"" + String(decoding: $0, as: UTF8.self) + "\""
                } ?? "nil"
            case .copyItem(let source, let destination):
                try files.copyItem(
                    atPath: source.absolute(in: root), toPath: destination.absolute(in: root))
                return "ok"
            case .moveItem(let source, let destination):
                try files.moveItem(
                    atPath: source.absolute(in: root), toPath: destination.absolute(in: root))
                return "ok"
            case .removeItem(let path):
                try files.removeItem(atPath: path.absolute(in: root))
                return "ok"
            case .linkItem(let source, let destination):
                try files.linkItem(
                    atPath: source.absolute(in: root), toPath: destination.absolute(in: root))
                return "ok"
            case .createSymbolicLink(let path, let destination):
                try files.createSymbolicLink(
                    atPath: path.absolute(in: root), withDestinationPath: destination.text(in: root)
                )
                return "ok"
            case .destinationOfSymbolicLink(let path):
                return try files.destinationOfSymbolicLink(atPath: path.absolute(in: root))
            case .fileExists(let path):
                var isDirectory: ObjCBool = false
                let exists = files.fileExists(
                    atPath: path.absolute(in: root), isDirectory: &isDirectory)
                return exists ? "true, isDirectory: \(isDirectory.boolValue)" : "false"
            case .contentsOfDirectory(let path):
                let names = try files.contentsOfDirectory(atPath: path.absolute(in: root))
                return names.sorted().description
            case .subpathsOfDirectory(let path):
                let subpaths = try files.subpathsOfDirectory(atPath: path.absolute(in: root))
                return subpaths.sorted().description
            case .enumerator(let path):
                guard let enumerator = files.enumerator(atPath: path.absolute(in: root)) else {
                    return "nil"
                }
                return enumerator.allObjects.map { "\($0)" }.sorted().description
            case .attributesOfItem(let path):
                let attributes = try files.attributesOfItem(atPath: path.absolute(in: root))
                let type = (attributes[.type] as? FileAttributeType)?.rawValue ?? "none"
                guard type != FileAttributeType.typeDirectory.rawValue else { return type }
                let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
                return "\(type), size \(size)"
            }
        }
    }
}

/// What an operation answered: a value, written out, or the code of the `CocoaError` it threw.
enum OperationOutcome: Hashable, Sendable, CustomStringConvertible {
    case value(String)
    case cocoaError(Int)
    case otherError(String)

    /// Runs `body` and keeps its answer or its error.
    static func of(_ body: () throws -> String) -> OperationOutcome {
        do {
            return .value(try body())
        } catch let error as CocoaError {
            return .cocoaError(error.code.rawValue)
        } catch {
            return .otherError(String(describing: type(of: error)))
        }
    }

    var description: String {
        switch self {
        case .value(let value): value
        case .cocoaError(let code): "throws CocoaError \(code)"
        case .otherError(let type): "throws \(type)"
        }
    }
}
