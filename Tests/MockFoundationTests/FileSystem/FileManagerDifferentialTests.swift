import Foundation
import Testing

@testable import MockFoundation

/// Runs one script of file operations against `FileManager` in a fresh temporary directory and
/// against an ``InMemoryFileManager`` rooted at the same path, and expects every answer and
/// error to agree.
@Suite(.serialized) struct FileManagerDifferentialTests {
    @Test(arguments: DifferentialCase.all)
    func inMemoryFileManagerAgreesWithFileManager(_ differentialCase: DifferentialCase) throws {
        let disk = FileManager.default
        let root = disk.temporaryDirectory
            .appendingPathComponent("MockFoundationDifferential-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        try disk.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? disk.removeItem(atPath: root) }

        let memory = InMemoryFileManager()
        memory.creationMask = try Self.processCreationMask(in: root)
        try memory.createDirectory(atPath: root, withIntermediateDirectories: true)
        let simulated = try DifferentialScript.run(differentialCase, on: memory, root: root)
        let actual = try DifferentialScript.run(differentialCase, on: disk, root: root)

        #expect(simulated.count == actual.count)
        for (simulatedStep, actualStep) in zip(simulated, actual) {
            #expect(simulatedStep == actualStep)
        }
    }

    /// The process's `umask`, read from the permissions of a directory made in `root`.
    static func processCreationMask(in root: String) throws -> Int {
        let probe = root + "/umask-probe"
        try FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: probe) }
        let attributes = try FileManager.default.attributesOfItem(atPath: probe)
        let permissions = try #require(attributes[.posixPermissions] as? Int)
        return 0o777 & ~permissions
    }

    @Test func hasFortyCasesOrMore() {
        #expect(DifferentialCase.all.count >= 40)
        #expect(Set(DifferentialCase.all.map(\.name)).count == DifferentialCase.all.count)
    }
}

/// A named script of file operations, run once per file manager.
struct DifferentialCase: Sendable, CustomTestStringConvertible {
    let name: String
    let script: @Sendable (DifferentialScript) throws -> Void

    init(_ name: String, _ script: @escaping @Sendable (DifferentialScript) throws -> Void) {
        self.name = name
        self.script = script
    }

    var testDescription: String { name }
}

/// What a script uses: the file manager under test, paths inside the root, and a log of every
/// observable answer, with the root replaced by `<root>`.
final class DifferentialScript {
    let files: any FileManageable
    let root: String
    private(set) var log: [String] = []

    private init(files: any FileManageable, root: String) {
        self.files = files
        self.root = root
    }

    /// Runs `differentialCase` on `files` inside `root`, and returns its log.
    static func run(
        _ differentialCase: DifferentialCase, on files: any FileManageable, root: String
    )
        throws -> [String]
    {
        let script = DifferentialScript(files: files, root: root)
        try differentialCase.script(script)
        return script.log
    }

    /// The absolute path of `relative` inside the root.
    func path(_ relative: String) -> String {
        relative.isEmpty ? root : root + "/" + relative
    }

    /// The file URL of `relative` inside the root.
    func url(_ relative: String, directory: Bool = false) -> URL {
        URL(fileURLWithPath: path(relative), isDirectory: directory)
    }

    /// Logs `value` under `label`.
    func note(_ label: String, _ value: Any?) {
        log.append("\(label): \(describe(value))")
    }

    /// Runs `body` and logs its answer, or the error it throws, under `label`.
    func attempt(_ label: String, _ body: () throws -> Any?) {
        do {
            note(label, try body())
        } catch {
            log.append("\(label): \(describe(error: error))")
        }
    }

    /// Runs `body`, which must succeed, to set up a step.
    func given(_ body: () throws -> Void) throws {
        try body()
    }

    /// Logs the kind and, for files and links, the size and permissions of the item at
    /// `relative`, without following a final link.
    func noteItem(_ relative: String) {
        attempt("item \(relative)") {
            let attributes = try files.attributesOfItem(atPath: path(relative))
            let type = (attributes[.type] as? FileAttributeType)?.rawValue ?? "?"
            guard type != FileAttributeType.typeDirectory.rawValue else { return type }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            return "\(type) size=\(size) permissions=\(String(permissions, radix: 8))"
        }
    }

    /// Logs the sorted subpaths of the root, with each file's contents.
    func noteTree() {
        attempt("tree") {
            try files.subpathsOfDirectory(atPath: root).sorted().map { subpath in
                let full = path(subpath)
                if (try? files.destinationOfSymbolicLink(atPath: full)) != nil {
                    return subpath + "@"
                }
                var isDirectory: ObjCBool = false
                _ = files.fileExists(atPath: full, isDirectory: &isDirectory)
                if isDirectory.boolValue { return subpath + "/" }
                return subpath + "=" + (files.contents(atPath: full).map(text) ?? "nil")
            }
        }
    }

    private func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    private func relative(_ string: String) -> String {
        string.replacingOccurrences(of: root, with: "<root>")
    }

    private func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let value as Bool: String(value)
        case let value as String: "\"\(relative(value))\""
        case let value as Data: "data(\(text(value)))"
        case let value as URL: relative(value.absoluteString)
        case let value as [String]: "[" + value.map(relative).joined(separator: ", ") + "]"
        case let value as [URL]:
            "[" + value.map { relative($0.absoluteString) }.sorted().joined(separator: ", ") + "]"
        case let value as Int: String(value)
        case is Void: "ok"
        default: relative(String(describing: value))
        }
    }

    private func describe(error: any Error) -> String {
        guard let error = error as? CocoaError else { return "error \(type(of: error))" }
        var parts = ["CocoaError(\(error.code.rawValue))"]
        for key in [NSFilePathErrorKey, "NSSourceFilePathErrorKey", "NSDestinationFilePath"] {
            if let path = error.userInfo[key] as? String {
                parts.append("\(key)=\(relative(path))")
            }
        }
        if let url = error.userInfo[NSURLErrorKey] as? URL {
            parts.append("NSURL=\(relative(url.path))")
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlying = underlying as NSError
            parts.append("underlying=\(underlying.domain) \(underlying.code)")
        }
        if let variant = error.userInfo["NSUserStringVariant"] as? [String] {
            parts.append("variant=\(variant)")
        }
        return parts.joined(separator: " ")
    }
}

extension DifferentialCase {
    /// Every differential case, one per behavior.
    static let all: [DifferentialCase] =
        creating + reading + listing + copying + moving + removing + linking + attributes
        + locations + paths

    static let creating: [DifferentialCase] = [
        DifferentialCase("createDirectory makes a new directory") { s in
            s.attempt("create") {
                try s.files.createDirectory(atPath: s.path("a"), withIntermediateDirectories: false)
            }
            s.noteTree()
        },
        DifferentialCase("createDirectory on an existing directory without intermediates fails") {
            s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("a"), withIntermediateDirectories: false)
            }
            s.attempt("again") {
                try s.files.createDirectory(atPath: s.path("a"), withIntermediateDirectories: false)
            }
        },
        DifferentialCase("createDirectory on an existing directory with intermediates succeeds") {
            s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("a"), withIntermediateDirectories: false)
            }
            s.attempt("again") {
                try s.files.createDirectory(atPath: s.path("a"), withIntermediateDirectories: true)
            }
        },
        DifferentialCase("nested createDirectory without intermediates fails") { s in
            s.attempt("nested") {
                try s.files.createDirectory(
                    atPath: s.path("a/b/c"), withIntermediateDirectories: false)
            }
            s.noteTree()
        },
        DifferentialCase("nested createDirectory with intermediates creates every level") { s in
            s.attempt("nested") {
                try s.files.createDirectory(
                    atPath: s.path("a/b/c"), withIntermediateDirectories: true)
            }
            s.noteTree()
        },
        DifferentialCase("createDirectory at a URL without intermediates fails") { s in
            s.attempt("url") {
                try s.files.createDirectory(
                    at: s.url("q/r", directory: true), withIntermediateDirectories: false)
            }
            s.attempt("url, intermediates") {
                try s.files.createDirectory(
                    at: s.url("q/r", directory: true), withIntermediateDirectories: true)
            }
            s.noteTree()
        },
        DifferentialCase("createDirectory over a file fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data("x".utf8)) }
            s.attempt("without intermediates") {
                try s.files.createDirectory(atPath: s.path("f"), withIntermediateDirectories: false)
            }
            s.attempt("with intermediates") {
                try s.files.createDirectory(atPath: s.path("f"), withIntermediateDirectories: true)
            }
        },
        DifferentialCase("createDirectory below a file fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data("x".utf8)) }
            s.attempt("without intermediates") {
                try s.files.createDirectory(
                    atPath: s.path("f/sub"), withIntermediateDirectories: false)
            }
            s.attempt("with intermediates") {
                try s.files.createDirectory(
                    atPath: s.path("f/sub/deeper"), withIntermediateDirectories: true)
            }
        },
        DifferentialCase("createDirectory with attributes sets permissions") { s in
            s.attempt("create") {
                try s.files.createDirectory(
                    atPath: s.path("private"), withIntermediateDirectories: false,
                    attributes: [.posixPermissions: 0o700])
            }
            s.attempt("permissions") {
                (try s.files.attributesOfItem(atPath: s.path("private"))[.posixPermissions]
                    as? NSNumber)?.intValue
            }
        },
        DifferentialCase("createFile writes a new file") { s in
            s.attempt("create") {
                s.files.createFile(atPath: s.path("f"), contents: Data("hello".utf8))
            }
            s.attempt("contents") { s.files.contents(atPath: s.path("f")) }
            s.noteItem("f")
        },
        DifferentialCase("createFile replaces a file and its permissions") { s in
            try s.given {
                _ = s.files.createFile(
                    atPath: s.path("f"), contents: Data("old".utf8),
                    attributes: [.posixPermissions: 0o600])
            }
            s.attempt("replace") {
                s.files.createFile(atPath: s.path("f"), contents: Data("new".utf8))
            }
            s.attempt("contents") { s.files.contents(atPath: s.path("f")) }
            s.noteItem("f")
        },
        DifferentialCase("createFile in a missing directory or over a directory fails") { s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
            }
            s.attempt("missing directory") {
                s.files.createFile(atPath: s.path("nope/f"), contents: Data())
            }
            s.attempt("over directory") {
                s.files.createFile(atPath: s.path("d"), contents: Data())
            }
            s.noteTree()
        },
        DifferentialCase("createFile with nil contents and attributes") { s in
            s.attempt("create") {
                s.files.createFile(
                    atPath: s.path("empty"), contents: nil, attributes: [.posixPermissions: 0o700])
            }
            s.noteItem("empty")
        },
        DifferentialCase("createFile over a symbolic link replaces the link") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("target"), contents: Data("target".utf8))
                try s.files.createSymbolicLink(
                    atPath: s.path("link"), withDestinationPath: "target")
            }
            s.attempt("write") {
                s.files.createFile(atPath: s.path("link"), contents: Data("replaced".utf8))
            }
            s.noteTree()
        },
    ]

    static let reading: [DifferentialCase] = [
        DifferentialCase("contents of missing items and directories are nil") { s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
            }
            s.attempt("missing") { s.files.contents(atPath: s.path("missing")) }
            s.attempt("directory") { s.files.contents(atPath: s.path("d")) }
        },
        DifferentialCase("fileExists tells files, directories, links and missing items apart") {
            s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
                try s.files.createSymbolicLink(atPath: s.path("to-d"), withDestinationPath: "d")
                try s.files.createSymbolicLink(
                    atPath: s.path("dangling"), withDestinationPath: "nowhere")
            }
            for name in ["f", "d", "to-d", "dangling", "missing", "f/", "d/", "d/../f"] {
                var isDirectory: ObjCBool = false
                let exists = s.files.fileExists(atPath: s.path(name), isDirectory: &isDirectory)
                s.note("exists \(name)", "\(exists) directory=\(isDirectory.boolValue)")
                s.note("plain exists \(name)", s.files.fileExists(atPath: s.path(name)))
            }
            s.note("exists empty path", s.files.fileExists(atPath: ""))
        },
        DifferentialCase("reading through a symbolic link") { s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
                _ = s.files.createFile(atPath: s.path("d/f"), contents: Data("inside".utf8))
                try s.files.createSymbolicLink(
                    atPath: s.path("link"), withDestinationPath: s.path("d"))
            }
            s.attempt("contents via link") { s.files.contents(atPath: s.path("link/f")) }
            s.attempt("list via link") { try s.files.contentsOfDirectory(atPath: s.path("link")) }
        },
        DifferentialCase("symbolic link loops fail") { s in
            try s.given {
                try s.files.createSymbolicLink(
                    atPath: s.path("loop1"), withDestinationPath: "loop2")
                try s.files.createSymbolicLink(
                    atPath: s.path("loop2"), withDestinationPath: "loop1")
            }
            s.attempt("exists") { s.files.fileExists(atPath: s.path("loop1")) }
            s.attempt("list") { try s.files.contentsOfDirectory(atPath: s.path("loop1")) }
            s.noteItem("loop1")
        },
        DifferentialCase("contentsEqual compares files, links and directories") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("a"), contents: Data("same".utf8))
                _ = s.files.createFile(atPath: s.path("b"), contents: Data("same".utf8))
                _ = s.files.createFile(atPath: s.path("c"), contents: Data("other".utf8))
                try s.files.createDirectory(
                    atPath: s.path("d1/x"), withIntermediateDirectories: true)
                try s.files.createDirectory(
                    atPath: s.path("d2/x"), withIntermediateDirectories: true)
                try s.files.createDirectory(
                    atPath: s.path("d3/y"), withIntermediateDirectories: true)
                try s.files.createSymbolicLink(atPath: s.path("l1"), withDestinationPath: "a")
                try s.files.createSymbolicLink(atPath: s.path("l2"), withDestinationPath: "a")
                try s.files.createSymbolicLink(atPath: s.path("l3"), withDestinationPath: "b")
            }
            let pairs = [
                ("a", "b"), ("a", "c"), ("a", "a"), ("a", "missing"), ("missing", "missing"),
                ("d1", "d2"), ("d1", "d3"), ("l1", "l2"), ("l1", "l3"), ("l1", "a"),
            ]
            for (first, second) in pairs {
                s.note(
                    "\(first) = \(second)",
                    s.files.contentsEqual(atPath: s.path(first), andPath: s.path(second)))
            }
        },
        DifferentialCase("access checks for the current user") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                _ = s.files.createFile(
                    atPath: s.path("tool"), contents: Data(), attributes: [.posixPermissions: 0o755]
                )
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
            }
            for name in ["f", "tool", "d", "missing", "nodir/x"] {
                s.note("readable \(name)", s.files.isReadableFile(atPath: s.path(name)))
                s.note("writable \(name)", s.files.isWritableFile(atPath: s.path(name)))
                s.note("executable \(name)", s.files.isExecutableFile(atPath: s.path(name)))
                s.note("deletable \(name)", s.files.isDeletableFile(atPath: s.path(name)))
            }
        },
    ]

    static let listing: [DifferentialCase] = [
        DifferentialCase("contentsOfDirectory at a path lists names") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("d/e"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                _ = s.files.createFile(atPath: s.path(".hidden"), contents: Data())
            }
            s.attempt("list") { try s.files.contentsOfDirectory(atPath: s.path("")).sorted() }
        },
        DifferentialCase("contentsOfDirectory at a missing path or a file fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("missing") { try s.files.contentsOfDirectory(atPath: s.path("missing")) }
            s.attempt("file") { try s.files.contentsOfDirectory(atPath: s.path("f")) }
            s.attempt("below file") { try s.files.contentsOfDirectory(atPath: s.path("f/x")) }
        },
        DifferentialCase("contentsOfDirectory at a URL lists URLs") { s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                _ = s.files.createFile(atPath: s.path(".hidden"), contents: Data())
            }
            s.attempt("list") {
                try s.files.contentsOfDirectory(
                    at: s.url("", directory: true), includingPropertiesForKeys: nil)
            }
            s.attempt("list without hidden") {
                try s.files.contentsOfDirectory(
                    at: s.url("", directory: true), includingPropertiesForKeys: nil,
                    options: .skipsHiddenFiles)
            }
        },
        DifferentialCase("contentsOfDirectory at a missing URL fails") { s in
            s.attempt("missing") {
                try s.files.contentsOfDirectory(
                    at: s.url("missing"), includingPropertiesForKeys: nil)
            }
        },
        DifferentialCase("subpathsOfDirectory lists the tree without entering links") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("a/b"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("a/b/c"), contents: Data("c".utf8))
                try s.files.createSymbolicLink(atPath: s.path("link"), withDestinationPath: "a")
            }
            s.attempt("subpaths") { try s.files.subpathsOfDirectory(atPath: s.path("")).sorted() }
            s.attempt("optional subpaths") { s.files.subpaths(atPath: s.path("a"))?.sorted() }
        },
        DifferentialCase("subpathsOfDirectory of a missing path or a file") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("missing") { try s.files.subpathsOfDirectory(atPath: s.path("missing")) }
            s.attempt("file") { try s.files.subpathsOfDirectory(atPath: s.path("f")) }
            s.attempt("optional missing") { s.files.subpaths(atPath: s.path("missing")) }
        },
        DifferentialCase("enumerator at a path yields relative paths, levels and types") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("d/e"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("d/e/g"), contents: Data())
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
            }
            var items: [String] = []
            if let enumerator = s.files.enumerator(atPath: s.path("")) {
                while let item = enumerator.nextObject() as? String {
                    let type =
                        (enumerator.fileAttributes?[.type] as? FileAttributeType)?.rawValue ?? "?"
                    items.append("\(item) level=\(enumerator.level) \(type)")
                }
            }
            s.note("items", items.sorted())
            s.note(
                "missing",
                (s.files.enumerator(atPath: s.path("missing"))?.allObjects as? [String]) ?? ["nil"])
        },
        DifferentialCase("enumerator skipDescendants skips a directory's items") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("skip/inner"), withIntermediateDirectories: true)
                try s.files.createDirectory(
                    atPath: s.path("keep/inner"), withIntermediateDirectories: true)
            }
            var items: [String] = []
            if let enumerator = s.files.enumerator(atPath: s.path("")) {
                while let item = enumerator.nextObject() as? String {
                    items.append(item)
                    if item == "skip" { enumerator.skipDescendants() }
                }
            }
            s.note("items", items.sorted())
        },
        DifferentialCase("enumerator at a URL honors its options and reports errors") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("d/e"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("d/.hidden"), contents: Data())
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
            }
            let all = s.files.enumerator(
                at: s.url("", directory: true), includingPropertiesForKeys: nil)
            s.note("all", all?.allObjects as? [URL])
            let shallow = s.files.enumerator(
                at: s.url("", directory: true), includingPropertiesForKeys: nil,
                options: [.skipsSubdirectoryDescendants, .skipsHiddenFiles])
            s.note("shallow", shallow?.allObjects as? [URL])
            var errors: [String] = []
            let missing = s.files.enumerator(
                at: s.url("missing"), includingPropertiesForKeys: nil, options: [],
                errorHandler: { url, error in
                    errors.append("\(url.lastPathComponent) \((error as NSError).code)")
                    return true
                })
            s.note("missing", missing?.allObjects as? [URL])
            s.note("errors", errors)
        },
    ]

    static let copying: [DifferentialCase] = [
        DifferentialCase("copyItem copies a file") { s in
            try s.given {
                _ = s.files.createFile(
                    atPath: s.path("f"), contents: Data("hello".utf8),
                    attributes: [.posixPermissions: 0o640])
            }
            s.attempt("copy") { try s.files.copyItem(atPath: s.path("f"), toPath: s.path("g")) }
            s.noteTree()
            s.noteItem("g")
        },
        DifferentialCase("copyItem onto an existing item fails") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data("new".utf8))
                _ = s.files.createFile(atPath: s.path("g"), contents: Data("old".utf8))
            }
            s.attempt("copy path") {
                try s.files.copyItem(atPath: s.path("f"), toPath: s.path("g"))
            }
            s.attempt("copy URL") { try s.files.copyItem(at: s.url("f"), to: s.url("g")) }
            s.attempt("copy onto itself") {
                try s.files.copyItem(atPath: s.path("f"), toPath: s.path("f"))
            }
            s.noteTree()
        },
        DifferentialCase("copyItem from a missing item fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("g"), contents: Data()) }
            s.attempt("to new") {
                try s.files.copyItem(atPath: s.path("missing"), toPath: s.path("h"))
            }
            s.attempt("onto existing") {
                try s.files.copyItem(atPath: s.path("missing"), toPath: s.path("g"))
            }
            s.attempt("URL") { try s.files.copyItem(at: s.url("missing"), to: s.url("h")) }
        },
        DifferentialCase("copyItem into a missing directory fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("copy") {
                try s.files.copyItem(atPath: s.path("f"), toPath: s.path("nodir/f"))
            }
        },
        DifferentialCase("copyItem copies a directory tree with its links") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("src/sub"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("src/sub/file"), contents: Data("deep".utf8))
                try s.files.createSymbolicLink(
                    atPath: s.path("src/link"), withDestinationPath: "sub/file")
            }
            s.attempt("copy") {
                try s.files.copyItem(
                    at: s.url("src", directory: true), to: s.url("dst", directory: true))
            }
            s.noteTree()
            s.attempt("link destination") {
                try s.files.destinationOfSymbolicLink(atPath: s.path("dst/link"))
            }
        },
        DifferentialCase("copyItem of a symbolic link copies the link") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                try s.files.createSymbolicLink(
                    atPath: s.path("l"), withDestinationPath: s.path("f"))
            }
            s.attempt("copy") { try s.files.copyItem(atPath: s.path("l"), toPath: s.path("l2")) }
            s.noteItem("l2")
        },
    ]

    static let moving: [DifferentialCase] = [
        DifferentialCase("moveItem renames a file") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data("moved".utf8))
            }
            s.attempt("move") { try s.files.moveItem(atPath: s.path("f"), toPath: s.path("g")) }
            s.noteTree()
        },
        DifferentialCase("moveItem of a missing item fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("g"), contents: Data()) }
            s.attempt("to new") {
                try s.files.moveItem(atPath: s.path("missing"), toPath: s.path("m"))
            }
            s.attempt("onto existing") {
                try s.files.moveItem(atPath: s.path("missing"), toPath: s.path("g"))
            }
            s.attempt("URL") { try s.files.moveItem(at: s.url("missing"), to: s.url("m")) }
        },
        DifferentialCase("moveItem onto an existing item fails") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                _ = s.files.createFile(atPath: s.path("g"), contents: Data())
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
            }
            s.attempt("onto file") {
                try s.files.moveItem(atPath: s.path("f"), toPath: s.path("g"))
            }
            s.attempt("onto directory") {
                try s.files.moveItem(atPath: s.path("f"), toPath: s.path("d"))
            }
            s.attempt("onto itself") {
                try s.files.moveItem(atPath: s.path("f"), toPath: s.path("f"))
            }
        },
        DifferentialCase("moveItem into a missing directory fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("move") {
                try s.files.moveItem(atPath: s.path("f"), toPath: s.path("nodir/f"))
            }
            s.noteTree()
        },
        DifferentialCase("moveItem of a directory into itself fails") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("d/e"), withIntermediateDirectories: true)
            }
            s.attempt("into child") {
                try s.files.moveItem(atPath: s.path("d"), toPath: s.path("d/e/d"))
            }
            s.noteTree()
        },
        DifferentialCase("moveItem moves a directory tree") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("a/b"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("a/b/c"), contents: Data("c".utf8))
                try s.files.createDirectory(
                    atPath: s.path("target"), withIntermediateDirectories: false)
            }
            s.attempt("move") {
                try s.files.moveItem(
                    at: s.url("a", directory: true), to: s.url("target/a", directory: true))
            }
            s.noteTree()
        },
    ]

    static let removing: [DifferentialCase] = [
        DifferentialCase("removeItem removes a file") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("remove") { try s.files.removeItem(atPath: s.path("f")) }
            s.note("exists", s.files.fileExists(atPath: s.path("f")))
        },
        DifferentialCase("removeItem of a missing item fails") { s in
            s.attempt("path") { try s.files.removeItem(atPath: s.path("missing")) }
            s.attempt("URL") { try s.files.removeItem(at: s.url("missing")) }
            s.attempt("below missing") { try s.files.removeItem(atPath: s.path("missing/deeper")) }
        },
        DifferentialCase("removeItem removes a directory tree") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("tree/a/b"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("tree/a/b/c"), contents: Data())
                _ = s.files.createFile(atPath: s.path("tree/top"), contents: Data())
            }
            s.attempt("remove") { try s.files.removeItem(at: s.url("tree", directory: true)) }
            s.noteTree()
        },
        DifferentialCase("removeItem of a link removes the link only") { s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
                _ = s.files.createFile(atPath: s.path("d/f"), contents: Data("kept".utf8))
                try s.files.createSymbolicLink(atPath: s.path("link"), withDestinationPath: "d")
            }
            s.attempt("remove") { try s.files.removeItem(atPath: s.path("link")) }
            s.noteTree()
        },
    ]

    static let linking: [DifferentialCase] = [
        DifferentialCase("linkItem makes a hard link") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data("shared".utf8))
            }
            s.attempt("link") { try s.files.linkItem(atPath: s.path("f"), toPath: s.path("hard")) }
            s.attempt("link count") {
                (try s.files.attributesOfItem(atPath: s.path("f"))[.referenceCount] as? NSNumber)?
                    .intValue
            }
            s.attempt("same file") {
                let first =
                    try s.files.attributesOfItem(atPath: s.path("f"))[.systemFileNumber]
                    as? NSNumber
                let second =
                    try s.files.attributesOfItem(atPath: s.path("hard"))[.systemFileNumber]
                    as? NSNumber
                return first == second
            }
            s.attempt("remove original") { try s.files.removeItem(atPath: s.path("f")) }
            s.attempt("link count after") {
                (try s.files.attributesOfItem(atPath: s.path("hard"))[.referenceCount] as? NSNumber)?
                    .intValue
            }
            s.noteTree()
        },
        DifferentialCase("linkItem failures") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                _ = s.files.createFile(atPath: s.path("g"), contents: Data())
            }
            s.attempt("missing source") {
                try s.files.linkItem(atPath: s.path("missing"), toPath: s.path("h"))
            }
            s.attempt("existing destination") {
                try s.files.linkItem(atPath: s.path("f"), toPath: s.path("g"))
            }
            s.attempt("URL existing destination") {
                try s.files.linkItem(at: s.url("f"), to: s.url("g"))
            }
        },
        DifferentialCase("linkItem of a directory links its files") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("d/e"), withIntermediateDirectories: true)
                _ = s.files.createFile(atPath: s.path("d/e/f"), contents: Data("f".utf8))
            }
            s.attempt("link") { try s.files.linkItem(atPath: s.path("d"), toPath: s.path("d2")) }
            s.noteTree()
            s.attempt("file link count") {
                (try s.files.attributesOfItem(atPath: s.path("d2/e/f"))[.referenceCount]
                    as? NSNumber)?.intValue
            }
        },
        DifferentialCase("createSymbolicLink with absolute and relative destinations") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data("f".utf8)) }
            s.attempt("absolute") {
                try s.files.createSymbolicLink(
                    atPath: s.path("abs"), withDestinationPath: s.path("f"))
            }
            s.attempt("relative") {
                try s.files.createSymbolicLink(atPath: s.path("rel"), withDestinationPath: "f")
            }
            s.attempt("dangling") {
                try s.files.createSymbolicLink(
                    atPath: s.path("dangling"), withDestinationPath: "nowhere")
            }
            s.attempt("abs destination") {
                try s.files.destinationOfSymbolicLink(atPath: s.path("abs"))
            }
            s.attempt("rel destination") {
                try s.files.destinationOfSymbolicLink(atPath: s.path("rel"))
            }
            s.attempt("contents via rel") { s.files.contents(atPath: s.path("rel")) }
            s.noteItem("rel")
            s.noteItem("dangling")
        },
        DifferentialCase("createSymbolicLink failures") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("existing") {
                try s.files.createSymbolicLink(atPath: s.path("f"), withDestinationPath: "x")
            }
            s.attempt("missing directory") {
                try s.files.createSymbolicLink(atPath: s.path("nodir/l"), withDestinationPath: "x")
            }
        },
        DifferentialCase("createSymbolicLink with URLs stores the destination path") { s in
            try s.given {
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
            }
            s.attempt("link") {
                try s.files.createSymbolicLink(
                    at: s.url("l"), withDestinationURL: s.url("d", directory: true))
            }
            s.attempt("destination") { try s.files.destinationOfSymbolicLink(atPath: s.path("l")) }
            s.attempt("list through link URL") {
                try s.files.contentsOfDirectory(at: s.url("l"), includingPropertiesForKeys: nil)
            }
        },
        DifferentialCase("destinationOfSymbolicLink of a file or a missing item fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.attempt("file") { try s.files.destinationOfSymbolicLink(atPath: s.path("f")) }
            s.attempt("missing") {
                try s.files.destinationOfSymbolicLink(atPath: s.path("missing"))
            }
        },
    ]

    static let attributes: [DifferentialCase] = [
        DifferentialCase("attributesOfItem reports kinds and sizes") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data("12345".utf8))
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
                try s.files.createSymbolicLink(atPath: s.path("l"), withDestinationPath: "f")
            }
            s.noteItem("f")
            s.noteItem("d")
            s.noteItem("l")
            s.attempt("has dates") {
                let attributes = try s.files.attributesOfItem(atPath: s.path("f"))
                return attributes[.modificationDate] is Date && attributes[.creationDate] is Date
            }
        },
        DifferentialCase("attributesOfItem of a missing item fails") { s in
            s.attempt("missing") { try s.files.attributesOfItem(atPath: s.path("missing")) }
        },
        DifferentialCase("setAttributes changes permissions and modification date") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            let date = Date(timeIntervalSince1970: 1_000_000)
            s.attempt("set") {
                try s.files.setAttributes(
                    [.posixPermissions: 0o600, .modificationDate: date], ofItemAtPath: s.path("f"))
            }
            s.noteItem("f")
            s.attempt("date") {
                try s.files.attributesOfItem(atPath: s.path("f"))[.modificationDate] as? Date
                    == date
            }
            s.attempt("ignored wrong type") {
                try s.files.setAttributes([.posixPermissions: "rw"], ofItemAtPath: s.path("f"))
            }
            s.noteItem("f")
        },
        DifferentialCase("setAttributes on a missing item fails") { s in
            s.attempt("missing") {
                try s.files.setAttributes(
                    [.posixPermissions: 0o600], ofItemAtPath: s.path("missing"))
            }
        },
        DifferentialCase("attributesOfFileSystem reports sizes or fails for a missing item") { s in
            s.attempt("keys") {
                let attributes = try s.files.attributesOfFileSystem(forPath: s.path(""))
                let keys: [FileAttributeKey] = [
                    .systemSize, .systemFreeSize, .systemNodes, .systemFreeNodes, .systemNumber,
                ]
                return keys.map { attributes[$0] is NSNumber }
            }
            s.attempt("missing") { try s.files.attributesOfFileSystem(forPath: s.path("missing")) }
        },
    ]

    static let locations: [DifferentialCase] = [
        DifferentialCase("displayName and componentsToDisplay") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f.txt"), contents: Data()) }
            for path in [s.path("f.txt"), s.path("missing.txt"), s.path("") + "/", "/"] {
                s.note("display \(path)", s.files.displayName(atPath: path))
                s.note("components \(path)", s.files.componentsToDisplay(forPath: path))
            }
        },
        DifferentialCase("changeCurrentDirectoryPath to a missing directory or a file fails") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("f"), contents: Data()) }
            s.note("missing", s.files.changeCurrentDirectoryPath(s.path("missing")))
            s.note("file", s.files.changeCurrentDirectoryPath(s.path("f")))
        },
        DifferentialCase("relative paths start at the current directory") { s in
            let previous = s.files.currentDirectoryPath
            defer { _ = s.files.changeCurrentDirectoryPath(previous) }
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("work"), withIntermediateDirectories: false)
            }
            s.note("change", s.files.changeCurrentDirectoryPath(s.path("work")))
            s.note("current", s.files.currentDirectoryPath)
            s.note(
                "create relative", s.files.createFile(atPath: "notes.txt", contents: Data("n".utf8))
            )
            s.attempt("mkdir relative") {
                try s.files.createDirectory(atPath: "sub/dir", withIntermediateDirectories: true)
            }
            s.note("exists relative", s.files.fileExists(atPath: "notes.txt"))
            s.note("exists parent", s.files.fileExists(atPath: "../work/notes.txt"))
            s.attempt("remove relative missing") { try s.files.removeItem(atPath: "missing") }
            s.attempt("remove empty path") { try s.files.removeItem(atPath: "") }
            s.attempt("mkdir empty path") {
                try s.files.createDirectory(atPath: "", withIntermediateDirectories: true)
            }
            s.noteTree()
        },
    ]

    /// Paths with `.`, `..`, doubled and trailing slashes, resolved as the kernel resolves them.
    static let paths: [DifferentialCase] = [
        DifferentialCase("dot components only walk through directories") { s in
            try s.given { _ = s.files.createFile(atPath: s.path("c"), contents: Data("c".utf8)) }
            for name in ["c/../c", "c/.", "c//", "./c", "missing/..", "c/x/.."] {
                var isDirectory: ObjCBool = false
                let exists = s.files.fileExists(atPath: s.path(name), isDirectory: &isDirectory)
                s.note("exists \(name)", "\(exists) directory=\(isDirectory.boolValue)")
            }
            s.noteItem("c/../c")
            s.attempt("mkdir -p l2/.././f.txt") {
                try s.files.createDirectory(
                    atPath: s.path("l2/.././f.txt"), withIntermediateDirectories: true)
            }
            s.attempt("mkdir -p c//d") {
                try s.files.createDirectory(
                    atPath: s.path("c//d"), withIntermediateDirectories: true)
            }
            s.attempt("mkdir c/") {
                try s.files.createDirectory(
                    atPath: s.path("c/"), withIntermediateDirectories: false)
            }
            s.noteTree()
        },
        DifferentialCase("createFile drops a trailing slash and replaces a link") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("a/l1"), withIntermediateDirectories: true)
                try s.files.createSymbolicLink(atPath: s.path("l2"), withDestinationPath: "a/l1")
                _ = s.files.createFile(atPath: s.path("c"), contents: Data("old".utf8))
            }
            s.attempt("over a file") {
                s.files.createFile(atPath: s.path("c/"), contents: Data("new".utf8))
            }
            s.attempt("over a link to a directory") {
                s.files.createFile(atPath: s.path("l2/"), contents: Data("file".utf8))
            }
            s.attempt("below a missing directory") {
                s.files.createFile(atPath: s.path("missing/."), contents: Data())
            }
            s.noteTree()
        },
        DifferentialCase("subpaths and enumerator do not follow a final link") { s in
            try s.given {
                try s.files.createDirectory(
                    atPath: s.path("d/e"), withIntermediateDirectories: true)
                try s.files.createSymbolicLink(atPath: s.path("to-d"), withDestinationPath: "d")
                try s.files.createSymbolicLink(atPath: s.path("dangling"), withDestinationPath: "c")
            }
            for name in ["to-d", "to-d/", "dangling", "d/."] {
                s.attempt("subpaths \(name)") {
                    try s.files.subpathsOfDirectory(atPath: s.path(name)).sorted()
                }
                s.attempt("enumerator \(name)") {
                    (s.files.enumerator(atPath: s.path(name))?.allObjects as? [String])?.sorted()
                }
            }
        },
        DifferentialCase("moveItem and removeItem fail as rename, unlink and rmdir do") { s in
            try s.given {
                _ = s.files.createFile(atPath: s.path("f"), contents: Data())
                try s.files.createDirectory(atPath: s.path("d"), withIntermediateDirectories: false)
            }
            s.attempt("move missing below a file") {
                try s.files.moveItem(atPath: s.path("missing"), toPath: s.path("f/x"))
            }
            s.attempt("move a directory below itself") {
                try s.files.moveItem(atPath: s.path("d"), toPath: s.path("d/x"))
            }
            s.attempt("remove d/.") { try s.files.removeItem(atPath: s.path("d/.")) }
            s.attempt("remove f/") { try s.files.removeItem(atPath: s.path("f/")) }
            s.noteTree()
        },
    ]
}
