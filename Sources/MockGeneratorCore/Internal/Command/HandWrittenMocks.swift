import Foundation

/// The mock types a test target already declares in files the generator did not write: a
/// protocol whose mock is among them gets no generated file, so that the target never declares
/// it twice.
struct HandWrittenMocks: Equatable {
    /// The file that declares each type, by the type's name.
    private(set) var files: [String: String] = [:]

    /// A protocol left to a mock written by hand: its mock's file name, and where the mock is.
    struct Mock: Equatable, Codable {
        /// The name of the protocol, as the selection names it.
        var protocolName: String
        /// `MockRideAPI.swift`: the file the generator would have written.
        var fileName: String
        /// The file that declares the mock.
        var path: String
    }

    init() {}

    /// Reads every Swift file under `paths` (folders, or files), but those that start with the
    /// generator's header.
    ///
    /// - Throws: A ``GeneratorError`` when a path does not exist.
    init(scanning paths: [String]) throws(GeneratorError) {
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GeneratorError(
                    description: "no folder or file \(path), which --declared-in names")
            }
            guard isDirectory.boolValue else {
                read(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            let names = (manager.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".swift") }
            for name in names.sorted() {
                read(base.appendingPathComponent(name).path)
            }
        }
    }

    /// The file that declares the type `name`, if any.
    func file(declaring name: String) -> String? { files[name] }

    private mutating func read(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            !MockFileWriter.isGenerated(data)
        else { return }
        for name in Self.declaredTypes(in: String(decoding: data, as: UTF8.self))
        where files[name] == nil {
            files[name] = path
        }
    }

    /// The names of the classes, actors, structs and enums that `source` declares, at any
    /// depth, outside comments and string literals on their own lines.
    static func declaredTypes(in source: String) -> [String] {
        let modifiers: Set<String> = [
            "public", "internal", "package", "fileprivate", "private", "final", "open",
            "nonisolated", "indirect",
        ]
        let kinds: Set<String> = ["class", "actor", "struct", "enum"]
        var names: [String] = []
        var inBlockComment = false
        for line in source.split(separator: "\n") {
            var text = Substring(line.trimmingCharacters(in: .whitespaces))
            if inBlockComment {
                guard let end = text.range(of: "*/") else { continue }
                text = text[end.upperBound...]
                inBlockComment = false
            }
            if text.hasPrefix("/*"), !text.contains("*/") {
                inBlockComment = true
                continue
            }
            // Attributes, such as `@MainActor` or `@available(*, deprecated)`, then modifiers.
            while text.hasPrefix("@") {
                var depth = 0
                var end = text.endIndex
                for index in text.indices {
                    let character = text[index]
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    if character == " ", depth == 0 {
                        end = index
                        break
                    }
                }
                text = text[end...].drop { $0 == " " }
            }
            let words = text.split(
                maxSplits: 8, omittingEmptySubsequences: true,
                whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
            var index = 0
            while index < words.count, modifiers.contains(String(words[index])) { index += 1 }
            guard index + 1 < words.count, kinds.contains(String(words[index])) else { continue }
            let name = words[index + 1].filter { $0 != "`" }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }
}
