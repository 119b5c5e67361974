import Foundation

/// Reads symbol graph files, and directories of them.
enum SymbolGraphReader {
    /// The format versions the generator reads: 0.5 and 0.6, what Swift 5.9 to 6.3 write.
    static func isSupported(_ version: SymbolGraph.FormatVersion) -> Bool {
        version.major == 0 && (5...6).contains(version.minor)
    }

    /// The graphs at `paths`: each a `.symbols.json` file, or a directory whose
    /// `.symbols.json` files are read in name order.
    static func graphs(at paths: [String]) throws(GraphReadingError) -> [SymbolGraph] {
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .noFileOrDirectory(path: path)
            }
            let url = URL(fileURLWithPath: path)
            guard isDirectory.boolValue else {
                files.append(url)
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw .unlistableDirectory(path: path)
            }
            let graphs = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
            guard !graphs.isEmpty else {
                throw .noGraphInDirectory(path: path)
            }
            files += graphs.map { url.appendingPathComponent($0) }
        }
        guard !files.isEmpty else {
            throw .noGraphGiven
        }
        var graphs: [SymbolGraph] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw .unreadableFile(path: file.path)
            }
            graphs.append(try graph(from: data, path: file.path))
        }
        return graphs
    }

    /// Decodes one graph, checking its format version first.
    static func graph(from data: Data, path: String) throws(GraphReadingError) -> SymbolGraph {
        struct Header: Decodable {
            var metadata: SymbolGraph.Metadata
        }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .notAGraph(path: path, reason: summary(of: error))
        }
        let version = header.metadata.formatVersion
        guard isSupported(version) else {
            throw .unsupportedFormat(path: path, version: version)
        }
        do {
            return try decoder.decode(SymbolGraph.self, from: data)
        } catch {
            throw .notAGraph(path: path, reason: summary(of: error))
        }
    }

    /// A decoding error in a few words: `missing "metadata"`, `not JSON`.
    private static func summary(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
                .joined()
        }
        switch error {
        case .keyNotFound(let key, let context):
            return
                "missing \"\(key.stringValue)\" at \(path(context).isEmpty ? "the top" : path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(path(context))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "unreadable value at \(path(context))"
        @unknown default:
            return "unreadable"
        }
    }
}
