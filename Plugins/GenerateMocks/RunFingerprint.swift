import Foundation

/// What one run of `mock-generator` reads, as the sizes and dates of its files: its arguments,
/// the executable, the symbol graphs, the mocked module's sources, the selection file, the
/// folder it writes, and the target it looks in for mocks written by hand.
///
/// After a run that succeeded, the plugin keeps the fingerprint of what is there then. A later
/// run whose inputs have the same fingerprint would write nothing: the plugin says so, relays the
/// warnings the generator printed last time, and starts no process. Any change, a graph made again
/// after a build, a source edited, a mock touched by hand, a new generator, runs it.
struct RunFingerprint: Codable, Equatable {
    /// The inputs, a line each: the arguments, then `path size seconds` for each file.
    var inputs: String
    /// The warnings the run printed, to relay again.
    var warnings: String
    /// How many mocks the run's folder holds, as its summary said.
    var mockCount: Int?

    /// The fingerprint of a run with `arguments` of `tool`, reading and writing `paths`.
    /// `--check` and `--diff` are left out: a check reads what a generation wrote.
    init(arguments: [String], tool: URL, paths: [URL]) {
        var lines = arguments.filter { $0 != "--check" && $0 != "--diff" }
        for url in [tool] + paths {
            lines += Self.files(under: url)
        }
        inputs = lines.joined(separator: "\n")
        warnings = ""
    }

    /// `path size seconds` for the file at `url`, or for each file under it, sorted.
    private static func files(under url: URL) -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return ["\(url.path) missing"]
        }
        guard isFolder.boolValue else { return [entry(url.path)] }
        var lines: [String] = []
        let enumerator = manager.enumerator(atPath: url.path)
        while let name = enumerator?.nextObject() as? String {
            if name.hasPrefix(".build") || name.hasSuffix("/.build") {
                enumerator?.skipDescendants()
                continue
            }
            lines.append(entry(url.appendingPathComponent(name).path))
        }
        return lines.sorted()
    }

    private static func entry(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date)"
    }

    /// The fingerprint kept for `key` in `folder`, if a run left one.
    static func kept(for key: String, in folder: URL) -> RunFingerprint? {
        guard let data = FileManager.default.contents(atPath: file(for: key, in: folder).path)
        else { return nil }
        return try? JSONDecoder().decode(RunFingerprint.self, from: data)
    }

    /// Keeps the fingerprint for `key` in `folder`; forgets it when `fingerprint` is `nil`.
    static func keep(_ fingerprint: RunFingerprint?, for key: String, in folder: URL) {
        let url = file(for: key, in: folder)
        guard let fingerprint, let data = try? JSONEncoder().encode(fingerprint) else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    private static func file(for key: String, in folder: URL) -> URL {
        let name = key.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return folder.appendingPathComponent("fingerprints")
            .appendingPathComponent(String(name) + ".json")
    }

    /// The number of mocks a summary names: `Wrote 2 of 13 mocks`, `All 13 mocks`.
    static func mockCount(in output: String) -> Int? {
        for pattern in ["of ", "All "] {
            guard let range = output.range(of: pattern) else { continue }
            let digits = output[range.upperBound...].prefix { $0.isNumber }
            if let count = Int(digits),
                output[range.upperBound...].dropFirst(digits.count)
                    .hasPrefix(" mocks")
            {
                return count
            }
        }
        return nil
    }
}
