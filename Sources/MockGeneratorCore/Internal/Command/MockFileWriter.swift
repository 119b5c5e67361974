import Foundation

/// Writes generated files into a directory: every changed file is first written beside its
/// destination, and only when all are written are they renamed into place, each atomically.
struct MockFileWriter {
    let directory: URL

    /// What writing the files changes in the directory.
    struct Changes: Equatable {
        /// The files that are missing or differ, by name.
        var written: [String] = []
        /// The mocks the generator wrote before whose protocols no longer exist, by name.
        var removed: [String] = []
        /// The mocks the generator wrote before of protocols and classes that still exist but
        /// that the selection no longer names, by name: tests may use them, so they are removed
        /// only when the run is allowed to.
        var unselected: [String] = []
        /// The mocks the generator wrote before whose protocols it could not mock this time
        /// (each has a warning), by name: left as they are rather than removed, so that the
        /// tests using them keep building.
        var kept: [String] = []

        var isEmpty: Bool { written.isEmpty && removed.isEmpty && unselected.isEmpty }
    }

    /// What writing `result`'s files would change, without changing anything. The generated
    /// files of its other protocols are kept; with `removingStale`, the files the generator
    /// wrote before for protocols that no longer exist would be removed.
    func changes(for result: MockGenerator.Result, removingStale: Bool) -> Changes {
        let manager = FileManager.default
        var changes = Changes()
        for file in result.files {
            let destination = directory.appendingPathComponent(file.fileName)
            if manager.contents(atPath: destination.path) != Data(file.contents.utf8) {
                changes.written.append(file.fileName)
            }
        }
        let current = Set(result.files.map(\.fileName))
        let protocols = Set(result.protocolFileNames)
        let declared = Set(result.declaredFileNames)
        let rejected = Set(result.rejectedFileNames)
        // A generated mock beside a hand-written one of the same name would declare it twice.
        let handWritten = Set(result.handWritten.map(\.fileName))
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted()
        where name.hasPrefix("Mock") && name.hasSuffix(".swift") && !current.contains(name) {
            let url = directory.appendingPathComponent(name)
            guard Self.isGenerated(manager.contents(atPath: url.path)) else { continue }
            if rejected.contains(name) {
                // The compiler rejects its mock now, and this earlier one too.
                changes.removed.append(name)
            } else if protocols.contains(name) {
                changes.kept.append(name)
            } else if handWritten.contains(name) {
                changes.removed.append(name)
            } else if removingStale {
                if declared.contains(name) {
                    changes.unselected.append(name)
                } else {
                    changes.removed.append(name)
                }
            }
        }
        return changes
    }

    /// Writes `result`'s files, leaving those whose contents are unchanged alone. With
    /// `removingStale`, also removes the files the generator wrote before for protocols that
    /// no longer exist, and with `removingUnselected` too, those of protocols and classes that
    /// the selection no longer names.
    ///
    /// - Returns: What changed.
    /// - Throws: An error listing the files of protocols the selection no longer names, before
    ///   anything is written, when they would be removed and `removingUnselected` is false.
    func write(
        _ result: MockGenerator.Result, removingStale: Bool, removingUnselected: Bool = false
    ) throws(GeneratorError) -> Changes {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw GeneratorError(
                description: "cannot create the directory \(directory.path): \(Self.reason(error))"
            )
        }
        var changes = changes(for: result, removingStale: removingStale)
        if !changes.unselected.isEmpty {
            guard removingUnselected else {
                let count = changes.unselected.count
                throw GeneratorError(
                    description: "this run would remove \(count) \(count == 1 ? "mock" : "mocks") "
                        + "that tests may use, of protocols and classes the selection no longer "
                        + "names: \(changes.unselected.joined(separator: ", ")); run again with "
                        + "--remove-unselected to remove \(count == 1 ? "it" : "them"), or "
                        + "select \(count == 1 ? "it" : "them") again; nothing was written")
            }
            changes.removed += changes.unselected
            changes.unselected = []
        }
        let written = Set(changes.written)
        var staged: [(temporary: URL, destination: URL)] = []
        for file in result.files where written.contains(file.fileName) {
            let destination = directory.appendingPathComponent(file.fileName)
            let temporary = directory.appendingPathComponent(
                ".\(file.fileName).\(UUID().uuidString)")
            do {
                try Data(file.contents.utf8).write(to: temporary)
            } catch {
                for file in staged { try? manager.removeItem(at: file.temporary) }
                throw GeneratorError(
                    description: "cannot write \(destination.path): \(Self.reason(error))")
            }
            staged.append((temporary, destination))
        }
        for (index, file) in staged.enumerated()
        where rename(file.temporary.path, file.destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            // The files renamed before this one are in place; the rest are removed.
            for file in staged[index...] { try? manager.removeItem(at: file.temporary) }
            throw GeneratorError(
                description: "cannot replace \(file.destination.path): \(reason)")
        }
        for name in changes.removed {
            try? manager.removeItem(at: directory.appendingPathComponent(name))
        }
        return changes
    }

    /// The reason a file operation failed, as the system words it.
    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }

    /// Whether a file starts with the header the generator writes.
    static func isGenerated(_ data: Data?) -> Bool {
        guard let data, let text = String(data: data.prefix(200), encoding: .utf8) else {
            return false
        }
        let firstLine = text.prefix { $0 != "\n" }
        return firstLine.hasPrefix("// Generated by ")
            && (firstLine.contains("generate-mocks") || firstLine.contains("mock-generator"))
    }
}
