extension FileOperation {
    /// A random operation, with paths decorated with `.`, `..`, doubled and trailing slashes if
    /// `decorated`; each method as likely as its ``Kind/weight``.
    static func random(using random: inout SplitMix64, decorated: Bool) -> FileOperation {
        func path() -> RootPath { RootPath.random(using: &random, decorated: decorated) }
        switch random.pick(weighted: Kind.allCases.map { ($0, $0.weight) }) {
        case .createDirectory:
            return .createDirectory(
                path(), withIntermediates: random.chance(0.5), asURL: random.chance(0.3))
        case .createFile:
            return .createFile(path(), contents: random.pick(["", "1", "22", "333"]))
        case .contents: return .contents(path())
        case .copyItem: return .copyItem(path(), to: path())
        case .moveItem: return .moveItem(path(), to: path())
        case .removeItem: return .removeItem(path())
        case .linkItem: return .linkItem(path(), to: path())
        case .createSymbolicLink:
            return .createSymbolicLink(
                path(), destination: LinkDestination.random(using: &random, decorated: decorated))
        case .destinationOfSymbolicLink: return .destinationOfSymbolicLink(path())
        case .fileExists: return .fileExists(path())
        case .contentsOfDirectory: return .contentsOfDirectory(path())
        case .subpathsOfDirectory: return .subpathsOfDirectory(path())
        case .enumerator: return .enumerator(path())
        case .attributesOfItem: return .attributesOfItem(path())
        }
    }

    /// Simpler forms of this operation: a path where it passes a URL, or one path with one
    /// decoration fewer.
    var simplifications: [FileOperation] {
        switch self {
        case .createDirectory(let path, let withIntermediates, let asURL):
            let asPath: [FileOperation] =
                asURL
                ? [.createDirectory(path, withIntermediates: withIntermediates, asURL: false)] : []
            return asPath
                + path.simplifications.map {
                    .createDirectory($0, withIntermediates: withIntermediates, asURL: asURL)
                }
        case .createFile(let path, let contents):
            return path.simplifications.map { .createFile($0, contents: contents) }
        case .contents(let path): return path.simplifications.map(FileOperation.contents)
        case .copyItem(let source, let destination):
            return source.simplifications.map { .copyItem($0, to: destination) }
                + destination.simplifications.map { .copyItem(source, to: $0) }
        case .moveItem(let source, let destination):
            return source.simplifications.map { .moveItem($0, to: destination) }
                + destination.simplifications.map { .moveItem(source, to: $0) }
        case .removeItem(let path): return path.simplifications.map(FileOperation.removeItem)
        case .linkItem(let source, let destination):
            return source.simplifications.map { .linkItem($0, to: destination) }
                + destination.simplifications.map { .linkItem(source, to: $0) }
        case .createSymbolicLink(let path, let destination):
            return path.simplifications.map { .createSymbolicLink($0, destination: destination) }
                + destination.simplifications.map { .createSymbolicLink(path, destination: $0) }
        case .destinationOfSymbolicLink(let path):
            return path.simplifications.map(FileOperation.destinationOfSymbolicLink)
        case .fileExists(let path): return path.simplifications.map(FileOperation.fileExists)
        case .contentsOfDirectory(let path):
            return path.simplifications.map(FileOperation.contentsOfDirectory)
        case .subpathsOfDirectory(let path):
            return path.simplifications.map(FileOperation.subpathsOfDirectory)
        case .enumerator(let path): return path.simplifications.map(FileOperation.enumerator)
        case .attributesOfItem(let path):
            return path.simplifications.map(FileOperation.attributesOfItem)
        }
    }
}

extension FileOperation.Kind {
    /// How often random sequences call the method, relative to the others: the methods that
    /// create items most, so that the others find something.
    var weight: Int {
        switch self {
        case .createDirectory, .createFile: 10
        case .createSymbolicLink: 8
        case .copyItem, .moveItem, .removeItem, .fileExists: 5
        case .contents, .linkItem, .contentsOfDirectory, .attributesOfItem: 4
        case .destinationOfSymbolicLink, .subpathsOfDirectory, .enumerator: 3
        }
    }
}
