import Foundation

/// What one run of `mock-generator` reads, as the sizes and dates of its files: its arguments
/// (with the receiving target's compilation, as SwiftPM planned it last), the executable, the
/// symbol graphs, the mocked module's sources, the selection file, the folder it writes, the
/// package's manifest, and the target it looks in for mocks written by hand.
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
    /// How many mocks the run's folder holds, as its report said.
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

    /// `path size seconds` for the file at `url`, or for each file under it, sorted. A symbolic
    /// link counts as the file or folder it leads to, as the compiler reads that: a target whose
    /// sources are links to shared files sees their edits (`depth` bounds links to folders).
    private static func files(under url: URL, depth: Int = 0) -> [String] {
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
            let path = url.appendingPathComponent(name)
            let isLink =
                (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeSymbolicLink
            var linksFolder: ObjCBool = false
            if isLink, depth < 4, manager.fileExists(atPath: path.path, isDirectory: &linksFolder),
                linksFolder.boolValue
            {
                lines += files(under: path.resolvingSymlinksInPath(), depth: depth + 1)
            } else {
                lines.append(entry(path.path))
            }
        }
        return lines.sorted()
    }

    private static func entry(_ path: String) -> String {
        let attributes = FileManager.default.attributesFollowingLinks(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date)"
    }

    /// `now`, with this fingerprint's warnings and count, when all that changed between them is
    /// mocks the generator wrote at `date` or later, and the dates of their folders: another run
    /// of the same invocation wrote them into a folder this run reads (the test target), where
    /// the generator only looks for mocks written by hand. `nil` when anything else changed, or
    /// a file went missing.
    func refreshed(to now: RunFingerprint, writtenSince date: Date) -> RunFingerprint? {
        guard now.inputs != inputs else { return nil }
        let before = Set(inputs.split(separator: "\n"))
        let after = Set(now.inputs.split(separator: "\n"))
        for line in before.symmetricDifference(after) {
            // `path size seconds`: a path may hold spaces, the two numbers do not.
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { return nil }
            let path = fields.dropLast(2).joined(separator: " ")
            guard
                let attributes = FileManager.default.attributesFollowingLinks(atPath: path),
                let modified = attributes[.modificationDate] as? Date, modified >= date
            else { return nil }
            // A folder a mock was written to changed its date, and nothing else.
            if attributes[.type] as? FileAttributeType == .typeDirectory { continue }
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            let head = (try? handle.read(upToCount: 200)) ?? nil
            try? handle.close()
            guard Self.isGenerated(head) else { return nil }
        }
        var refreshed = now
        refreshed.warnings = warnings
        refreshed.mockCount = mockCount
        return refreshed
    }

    /// Whether a file starting with `head` is a mock the generator wrote: its first line is the
    /// generator's header.
    private static func isGenerated(_ head: Data?) -> Bool {
        guard let head else { return false }
        let firstLine = String(decoding: head, as: UTF8.self).prefix { $0 != "\n" }
        return firstLine.hasPrefix("// Generated by ")
            && (firstLine.contains("generate-mocks") || firstLine.contains("mock-generator"))
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
}
