import Foundation

/// The selection file, `.generate-mocks`: which protocols of which modules a folder of generated
/// mocks holds, kept beside them so that every run, and the check, does what the first was asked.
///
/// ```text
/// # Mocks written by `swift package generate-mocks`, checked by `swift package check-mocks`.
/// module RideKit
///     folder .
///     protocols all
///     exclude Clock
///
/// module Logging
///     folder Logging
///     protocols listed
///     protocol LogHandler
/// ```
///
/// A class is mocked, by a subclass, when a `class NAME` line names it.
///
/// One setting a line, `keyword value`; indentation, blank lines and `#` comments are free.
/// `module NAME` starts a module's entry; the lines after it, up to the next `module`, belong to
/// it: `folder PATH`, where its mocks go, relative to the file's folder (the module's name when
/// absent); `protocols all | annotated | listed`, which protocols are mocked (`all` when no
/// `protocol` line follows, `listed` otherwise); `protocol NAME`, mocked whatever its doc
/// comment says; `exclude NAME`, never mocked; `class NAME`, a class mocked by a subclass.
struct MockSelection: Equatable {
    /// The name the file has in every folder.
    static let fileName = ".generate-mocks"

    /// The file's lines, as read: updates keep the comments and the order a team gave them.
    private(set) var lines: [String]
    /// The entries, in the file's order.
    private(set) var modules: [Module] = []
    /// The file's path, as errors name it.
    let path: String

    /// Which protocols of a module its entry selects, before `protocol` and `exclude` lines.
    enum Mode: String, Codable, CaseIterable {
        /// Every protocol of the module (its API, for another package's), but those whose doc
        /// comment says `@nomock`.
        case all
        /// The protocols whose doc comment says `@mockable`.
        case annotated
        /// Only the protocols of `protocol` lines.
        case listed
    }

    /// One module's entry.
    struct Module: Equatable, Encodable {
        var name: String
        /// Where its mocks go, relative to the file's folder.
        var folder: String
        var mode: Mode
        /// The protocols of `protocol` lines, mocked whatever their doc comments say.
        var protocols: [String]
        /// The protocols of `exclude` lines, never mocked.
        var excluded: [String]
        /// The classes of `class` lines, mocked by subclasses.
        var classes: [String] = []
        /// Whether a `mocks strict` line makes every wrapper of its mocks strict.
        var isStrict = false
        /// The members of `accept` lines, `Ticketing.redeem(_:)`: degraded as a warning said,
        /// which no longer says it (the mock's doc comment still does).
        var accepted: [String] = []
        /// The line of its `mocks` setting, from 1.
        var mocksLine: Int?
        /// The line of its `module` setting, from 1.
        var line: Int
        /// The line of each `protocol` and `exclude` setting, by protocol name.
        var lines: [String: Int]
        /// Whether the entry says `protocols` itself, rather than taking the default.
        var hasExplicitMode: Bool
        /// The index of its last line in the file.
        var lastLine: Int

        /// What the listing says of it.
        private enum CodingKeys: String, CodingKey {
            case name, folder, mode, protocols, excluded, classes, accepted, line
            case isStrict = "strict"
        }
    }

    /// An empty selection, for a file that does not exist yet.
    init(path: String) {
        self.path = path
        lines = Self.preamble
    }

    /// Reads the selection in `text`.
    ///
    /// - Throws: A ``GeneratorError`` naming the file, the line and what is wrong with it.
    init(parsing text: String, path: String) throws(GeneratorError) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        try parse()
    }

    /// Reads the selection file at `path`, or an empty selection when there is none.
    ///
    /// - Throws: A ``GeneratorError`` when the file cannot be read or is malformed.
    static func read(at path: String) throws(GeneratorError) -> MockSelection {
        guard FileManager.default.fileExists(atPath: path) else {
            return MockSelection(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw GeneratorError(description: "cannot read the selection file \(path)")
        }
        return try MockSelection(parsing: text, path: path)
    }

    /// The entry of module `name`.
    func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }

    /// The file's text.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Each entry as a line of JSON, for the plugin: `{"folder":"Logging","line":7,…}`.
    var listing: [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return modules.compactMap { module in
            (try? encoder.encode(module)).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The comment that starts a new file.
    private static let preamble = [
        "# The mocks of this folder: `swift package generate-mocks` writes them as this file says,",
        "# and `swift package check-mocks` checks them. Edit it to change what is mocked.",
        "# A `module NAME` line starts a module's entry; its settings follow, one a line:",
        "#   folder PATH           where its mocks go, relative to this folder",
        "#   protocols all         every protocol, but those whose doc comment says @nomock",
        "#   protocols annotated   the protocols whose doc comment says @mockable",
        "#   protocols listed      only the protocols of `protocol` lines",
        "#   protocol NAME         mocked, whatever its doc comment says",
        "#   exclude NAME          never mocked",
        "#   class NAME            a class, mocked by a subclass",
        "#   mocks strict          a call no test stubbed records an issue (default: relaxed)",
        "#   accept TYPE.MEMBER    a member degraded as a warning said: the warning stops",
    ]

    private static let keywords = [
        "module", "folder", "protocols", "protocol", "exclude", "class", "mocks", "accept",
    ]

    private mutating func parse() throws(GeneratorError) {
        modules = []
        var folders: [String: Bool] = [:]
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let content =
                raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map(String.init) ?? ""
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let keyword = String(trimmed.prefix { !$0.isWhitespace })
            let value = trimmed.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            guard Self.keywords.contains(keyword) else {
                throw error(
                    line: number,
                    "unknown setting \(Self.quoted(keyword)); a line is one of "
                        + Self.keywords.joined(separator: ", ") + ", or a # comment")
            }
            guard !value.isEmpty else {
                throw error(line: number, "\(keyword) needs a value")
            }
            if keyword == "module" {
                try checkName(value, line: number, as: "module")
                if let first = module(named: value) {
                    throw error(
                        line: number,
                        "module \(value) has a second entry (the first is on line "
                            + "\(first.line))")
                }
                modules.append(
                    Module(
                        name: value, folder: value, mode: .all, protocols: [], excluded: [],
                        line: number, lines: [:], hasExplicitMode: false, lastLine: index))
                folders[value] = false
                continue
            }
            guard var module = modules.popLast() else {
                throw error(
                    line: number,
                    "\(keyword) \(value) comes before any module line; start the "
                        + "entry with `module NAME`")
            }
            module.lastLine = index
            switch keyword {
            case "folder":
                guard folders[module.name] == false else {
                    throw error(line: number, "module \(module.name) has a second folder")
                }
                folders[module.name] = true
                module.folder = value
            case "protocols":
                guard let mode = Mode(rawValue: value) else {
                    throw error(
                        line: number,
                        "protocols takes all, annotated or listed, not "
                            + Self.quoted(value))
                }
                guard !module.hasExplicitMode else {
                    throw error(line: number, "module \(module.name) has a second protocols line")
                }
                module.mode = mode
                module.hasExplicitMode = true
            case "mocks":
                guard value == "strict" || value == "relaxed" else {
                    throw error(
                        line: number, "mocks takes strict or relaxed, not " + Self.quoted(value))
                }
                guard module.mocksLine == nil else {
                    throw error(line: number, "module \(module.name) has a second mocks line")
                }
                module.mocksLine = number
                module.isStrict = value == "strict"
            case "accept":
                try checkMember(value, line: number)
                if let other = module.lines["accept " + value] {
                    throw error(
                        line: number,
                        "\(value) of module \(module.name) is already accepted on line \(other)")
                }
                module.lines["accept " + value] = number
                module.accepted.append(value)
            case "class":
                try checkName(value, line: number, as: "class")
                if let other = module.lines["class " + value] {
                    throw error(
                        line: number,
                        "class \(value) of module \(module.name) is already mocked on line \(other)"
                    )
                }
                module.lines["class " + value] = number
                module.classes.append(value)
            default:
                try checkName(value, line: number, as: "protocol")
                if let other = module.lines[value] {
                    let earlier = module.excluded.contains(value) ? "excluded" : "mocked"
                    throw error(
                        line: number,
                        "protocol \(value) of module \(module.name) is already "
                            + "\(earlier) on line \(other)")
                }
                module.lines[value] = number
                if keyword == "protocol" {
                    module.protocols.append(value)
                } else {
                    module.excluded.append(value)
                }
            }
            if !module.hasExplicitMode, !module.protocols.isEmpty { module.mode = .listed }
            modules.append(module)
        }
        var owners: [String: Module] = [:]
        for module in modules {
            let folder = Self.normalized(module.folder)
            if let other = owners[folder] {
                throw error(
                    line: module.line,
                    "modules \(other.name) (line \(other.line)) and "
                        + "\(module.name) both go to folder \(module.folder); each module needs a "
                        + "folder of its own")
            }
            owners[folder] = module
        }
    }

    /// Checks that `name` can name a module or a protocol: a Swift identifier, or several joined
    /// by dots for a nested protocol.
    private func checkName(_ name: String, line: Int, as what: String) throws(GeneratorError) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.allSatisfy { part in
            guard let first = part.first, !first.isNumber else { return false }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
        guard valid, what != "module" || parts.count == 1 else {
            throw error(line: line, "\(Self.quoted(name)) is not a \(what) name")
        }
    }

    /// Checks that `text` names a member as the warnings do: a protocol or class name, a dot,
    /// and the member, `Ticketing.redeem(_:)`, `Store.count`, `Cache.subscript(_:)`.
    private func checkMember(_ text: String, line: Int) throws(GeneratorError) {
        let owner = text.prefix { $0 != "(" }.split(separator: ".").dropLast()
            .joined(separator: ".")
        let member = text.dropFirst(owner.count + 1)
        guard !owner.isEmpty, !member.isEmpty, !member.contains(" ") else {
            throw error(
                line: line,
                "\(Self.quoted(text)) is not a member; accept names one as a warning does, "
                    + "TYPE.MEMBER: Ticketing.redeem(_:)")
        }
        try checkName(owner, line: line, as: "protocol or class")
    }

    private func error(line: Int, _ message: String) -> GeneratorError {
        GeneratorError(description: "\(path):\(line): \(message)")
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// A folder path without `./` and trailing slashes, to compare two.
    private static func normalized(_ folder: String) -> String {
        let parts = folder.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// What a run asks to add to the selection of one module.
    struct Request: Equatable {
        var module: String
        var folder: String
        var protocols: [String] = []
        var excluded: [String] = []
        /// `protocols annotated`, when the run asks for it.
        var mode: Mode?
        var classes: [String] = []
        /// `mocks strict`, when the run asks for it.
        var isStrict = false
    }

    /// Adds what `request` asks for: a new entry, or new lines in the module's entry, keeping
    /// every other line as it is.
    ///
    /// - Returns: Whether the file changed.
    /// - Throws: A ``GeneratorError`` when the request contradicts the file: another folder for
    ///   the module, or a protocol to mock that the file excludes, or the reverse.
    @discardableResult
    mutating func record(_ request: Request) throws(GeneratorError) -> Bool {
        let before = lines
        guard let existing = module(named: request.module) else {
            var block = ["", "module \(request.module)", "    folder \(request.folder)"]
            let mode = request.mode ?? (request.protocols.isEmpty ? .all : .listed)
            block.append("    protocols \(mode.rawValue)")
            block += Self.unique(request.protocols).map { "    protocol \($0)" }
            block += Self.unique(request.excluded).map { "    exclude \($0)" }
            block += Self.unique(request.classes).map { "    class \($0)" }
            if request.isStrict { block.append("    mocks strict") }
            lines += block
            try parse()
            return true
        }
        guard Self.normalized(existing.folder) == Self.normalized(request.folder) else {
            throw error(
                line: existing.line,
                "module \(existing.name) goes to folder \(existing.folder), "
                    + "and this run asks for \(request.folder); change the folder line, or "
                    + "give no --output")
        }
        for name in request.protocols where existing.excluded.contains(name) {
            throw error(
                line: existing.lines[name] ?? existing.line,
                "this run asks to mock \(name), "
                    + "which the file excludes; remove that line first")
        }
        for name in request.excluded where existing.protocols.contains(name) {
            throw error(
                line: existing.lines[name] ?? existing.line,
                "this run asks to exclude \(name), "
                    + "which the file mocks; remove that line first")
        }
        var added: [String] = []
        if let mode = request.mode, mode != existing.mode {
            if existing.hasExplicitMode,
                let index = lines.indices.first(where: { index in
                    index > existing.line - 1 && index <= existing.lastLine
                        && lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("protocols ")
                })
            {
                lines[index] = "    protocols \(mode.rawValue)"
            } else {
                added.append("    protocols \(mode.rawValue)")
            }
        }
        added += Self.unique(request.protocols).filter { !existing.protocols.contains($0) }
            .map { "    protocol \($0)" }
        added += Self.unique(request.excluded).filter { !existing.excluded.contains($0) }
            .map { "    exclude \($0)" }
        added += Self.unique(request.classes).filter { !existing.classes.contains($0) }
            .map { "    class \($0)" }
        if request.isStrict, !existing.isStrict {
            if let line = existing.mocksLine {
                lines[line - 1] = "    mocks strict"
            } else {
                added.append("    mocks strict")
            }
        }
        lines.insert(contentsOf: added, at: existing.lastLine + 1)
        try parse()
        return lines != before
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// Writes the file.
    ///
    /// - Throws: A ``GeneratorError`` naming the file when it cannot be written.
    func write() throws(GeneratorError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw GeneratorError(
                description: "cannot write the selection file \(path): "
                    + (error as NSError).localizedDescription)
        }
    }
}
