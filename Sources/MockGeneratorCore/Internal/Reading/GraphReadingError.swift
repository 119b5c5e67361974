/// Why the symbol graphs given cannot be read: a path that is not there, a file that is no graph,
/// a format the generator does not read. Its description is one line.
enum GraphReadingError: Error, Equatable, CustomStringConvertible {
    case noFileOrDirectory(path: String)
    case unlistableDirectory(path: String)
    /// A directory without a `.symbols.json` file.
    case noGraphInDirectory(path: String)
    case noGraphGiven
    case unreadableFile(path: String)
    /// A file that does not decode as a symbol graph; `reason` says where, in a few words.
    case notAGraph(path: String, reason: String)
    case unsupportedFormat(path: String, version: SymbolGraph.FormatVersion)

    var description: String {
        switch self {
        case .noFileOrDirectory(let path): "no file or directory at \(path)"
        case .unlistableDirectory(let path): "cannot list the directory \(path)"
        case .noGraphInDirectory(let path): "no .symbols.json file in \(path)"
        case .noGraphGiven: "no symbol graph given"
        case .unreadableFile(let path): "cannot read \(path)"
        case .notAGraph(let path, let reason): "\(path) is not a symbol graph: \(reason)"
        case .unsupportedFormat(let path, let version):
            "\(path) has symbol graph format \(version); mock-generator reads formats 0.5 and 0.6"
        }
    }
}
