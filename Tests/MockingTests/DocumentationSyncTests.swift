import Foundation
import Testing

/// Keeps the code samples of the README and the DocC articles under test: every ```swift block
/// must appear, line for line, in a test source file, where it is compiled and run.
///
/// Indentation, blank lines and `import` lines are ignored, so a sample may sit inside a test
/// function. A block whose first line is `// Package.swift` is a manifest fragment: it must name
/// the package's product, and require of the package what exists, the `main` branch or a version
/// that CHANGELOG.md records. A block that names a type that Linux keeps in FoundationNetworking,
/// such as `URLRequest`, must import it, so that it compiles there as shown.
///
/// The samples that need another package (swift-log's `LogHandler` in Generating Mocks) are in
/// the tests of GeneratorCorpus/PluginFixture, which GeneratorCorpus' plugin tests build and run.
///
/// The articles for users of other mocking libraries (`ComingFrom….md`) show those libraries'
/// code, which cannot compile here. Such a block is a ```swift block, so that DocC highlights it,
/// with the line `<!-- Not compiled: the API of another library. -->` right before its fence,
/// which DocC does not render. Only those articles may hold one, and each also shows the same test
/// written with this package, which is checked as any other sample.
///
/// A ```bash block that opens with `#!` is a script of the repository, which its second line
/// names (`# Scripts/generate-mocks.sh: …`): it must be that file, line for line, so that the
/// script the docs show is the one CI runs (`.ci/without-swiftpm.sh`).
@Suite struct DocumentationSyncTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let articles = (FileManager.default.enumerator(atPath: sources.path)?.allObjects ?? [])
            .compactMap { $0 as? String }
            .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
            .sorted()
            .map { sources.appendingPathComponent($0) }
        return [packageRoot.appendingPathComponent("README.md")] + articles
    }

    static var testSources: [String] {
        ["Tests", "GeneratorCorpus/PluginFixture/Tests"].flatMap { folder in
            let tests = packageRoot.appendingPathComponent(folder)
            return (FileManager.default.enumerator(atPath: tests.path)?.allObjects ?? [])
                .compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
                .compactMap {
                    try? String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8)
                }
        }
    }

    /// The requirements a manifest may state for each release CHANGELOG.md records, such as
    /// `from: "1.0.0"` for `## [1.0.0] - 2026-12-01`.
    static var releases: [String] {
        let changelog = packageRoot.appendingPathComponent("CHANGELOG.md")
        let text = (try? String(contentsOf: changelog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ["), let end = line.firstIndex(of: "]") else { return nil }
            let version = line[line.index(line.startIndex, offsetBy: 4)..<end]
            return version == "Unreleased" ? nil : "from: \"\(version)\""
        }
    }

    @Test func theDocumentsHaveSamples() throws {
        #expect(Self.documents.count >= 6)
        let readme = try String(contentsOf: Self.documents[0], encoding: .utf8)
        #expect(swiftBlocks(in: readme).count >= 3)
    }

    @Test(arguments: documents)
    func everySwiftSampleIsInATestSource(document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        let sources = Self.testSources.map(significantLines)
        for block in swiftBlocks(in: text) {
            let lines = significantLines(of: block)
            if lines.first == "// Package.swift" {
                #expect(block.contains(".product(name: \"Mocking\", package: \"mocking\")"))
                let requirement = try #require(dependencyRequirement(in: block))
                #expect(
                    Self.releases.contains(requirement) || requirement == "branch: \"main\"",
                    """
                    The manifest sample of \(document.lastPathComponent) requires \
                    \(requirement), but CHANGELOG.md records no such release.
                    """)
                continue
            }
            let isUnderTest = sources.contains { containsRun(lines, in: $0) }
            #expect(
                isUnderTest,
                "This sample of \(document.lastPathComponent) is in no test source:\n\(block)")
        }
    }

    @Test(arguments: documents)
    func everyNetworkingSampleImportsFoundationNetworking(document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        for block in swiftBlocks(in: text) where namesANetworkingType(block) {
            #expect(
                importsFoundationNetworking(block),
                """
                This sample of \(document.lastPathComponent) names a type of FoundationNetworking \
                but does not import it as Linux needs:
                \(block)
                """)
        }
    }

    @Test func theNetworkingCheckFindsAMissingImport() {
        let sample = "let request = URLRequest(url: url)"
        #expect(namesANetworkingType(sample))
        #expect(!importsFoundationNetworking(sample))
        #expect(importsFoundationNetworking(networkingImport + "\n\n" + sample))
        #expect(!namesANetworkingType("let url = URL(fileURLWithPath: path)"))
    }

    @Test func theManifestCheckReadsTheRequirement() {
        let manifest = """
            dependencies: [
                .package(url: "https://github.com/mocking-swift/mocking.git", from: "1.0.0"),
            ],
            """
        #expect(dependencyRequirement(in: manifest) == "from: \"1.0.0\"")
        #expect(!Self.releases.contains("from: \"1.0.0\""))
        #expect(dependencyRequirement(in: "let x = 1") == nil)
    }

    @Test(arguments: documents)
    func onlyTheMigrationArticlesShowAnotherLibrarysCode(document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        let blocks = fencedBlocks(in: text)
        let marked = blocks.filter(\.isAnotherLibrarysCode)
        let markers = text.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces) == anotherLibraryMarker
        }
        #expect(
            markers.count == marked.count,
            """
            In \(document.lastPathComponent), a line \(anotherLibraryMarker) is not right before \
            a ```swift fence.
            """)
        #expect(
            marked.isEmpty || isMigrationArticle(document),
            """
            \(document.lastPathComponent) shows code that is not compiled, which only the articles \
            named ComingFrom….md may do:
            \(marked.map(\.text).joined(separator: "\n\n"))
            """)
    }

    @Test(arguments: documents)
    func everySwiftFenceIsTaggedSwiftAlone(document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        for block in fencedBlocks(in: text) where block.info.lowercased().hasPrefix("swift") {
            #expect(
                block.info == "swift",
                """
                A block of \(document.lastPathComponent) is tagged ```\(block.info), which the sync \
                check would not read; tag it ```swift:
                \(block.text)
                """)
        }
    }

    @Test func theMigrationArticlesShowTheirTestBothWays() throws {
        let articles = Self.documents.filter(isMigrationArticle)
        #expect(articles.count == 5)
        for article in articles {
            let blocks = fencedBlocks(in: try String(contentsOf: article, encoding: .utf8))
            #expect(
                blocks.contains { $0.isAnotherLibrarysCode }, "\(article.lastPathComponent)")
            #expect(
                blocks.contains { $0.info == "swift" && !$0.isAnotherLibrarysCode },
                "\(article.lastPathComponent)")
        }
    }

    @Test func theSyncCheckSkipsOnlyTheMarkedBlock() {
        let markdown = """
            <!-- Not compiled: the API of another library. -->
            ```swift
            given(mock).fetch(.any).willReturn(1)
            ```

            ```swift
            mock.$fetchMock.returns(1)
            ```

            <!-- Not compiled: the API of another library. -->

            ```swift
            mock.$fetchMock.returnsOnce(2)
            ```
            """
        #expect(
            swiftBlocks(in: markdown) == [
                "mock.$fetchMock.returns(1)", "mock.$fetchMock.returnsOnce(2)",
            ])
        #expect(fencedBlocks(in: markdown).map(\.isAnotherLibrarysCode) == [true, false, false])
        #expect(!isMigrationArticle(URL(fileURLWithPath: "/Mocking.docc/Verifying.md")))
        #expect(isMigrationArticle(URL(fileURLWithPath: "/Mocking.docc/ComingFromCuckoo.md")))
    }

    @Test(arguments: documents)
    func everyScriptShownIsTheScriptOfTheRepository(document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        for block in scripts(in: text) {
            let path = try #require(
                scriptPath(of: block),
                """
                This script of \(document.lastPathComponent) does not name its file on its second \
                line, as `# Scripts/name.sh: what it does`:
                \(block)
                """)
            let file = Self.packageRoot.appendingPathComponent(path)
            let kept = try #require(
                try? String(contentsOf: file, encoding: .utf8),
                "\(document.lastPathComponent) shows \(path), which does not exist")
            if let difference = firstDifference(shown: block, kept: kept, path: path) {
                Issue.record(
                    "The script that \(document.lastPathComponent) shows is not \(path): \(difference)"
                )
            }
        }
    }

    @Test func theBuildPhaseScriptIsShown() throws {
        let article = Self.packageRoot.appendingPathComponent(
            "Sources/Mocking/Mocking.docc/GeneratingMocksWithoutSwiftPM.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        #expect(scripts(in: text).compactMap(scriptPath) == ["Scripts/generate-mocks.sh"])
    }

    @Test func theScriptCheckNamesTheFirstDifference() {
        let kept = "#!/usr/bin/env bash\n# Scripts/a.sh: a\nset -eu\necho a\n"
        #expect(
            firstDifference(
                shown: "#!/usr/bin/env bash\n# Scripts/a.sh: a\nset -eu\necho a", kept: kept,
                path: "Scripts/a.sh") == nil)
        #expect(
            firstDifference(
                shown: "#!/usr/bin/env bash\n# Scripts/a.sh: a\nset -eu\necho b", kept: kept,
                path: "Scripts/a.sh")
                == "line 4 of the script is `echo b` in the article, `echo a` in Scripts/a.sh")
        #expect(
            firstDifference(
                shown: "#!/usr/bin/env bash\n# Scripts/a.sh: a\nset -eu", kept: kept,
                path: "Scripts/a.sh")
                == "the article ends at line 3, where Scripts/a.sh goes on with `echo a`")
        #expect(
            firstDifference(
                shown: "#!/usr/bin/env bash\n# Scripts/a.sh: a\nset -eu\necho a\nexit 0",
                kept: kept, path: "Scripts/a.sh")
                == "Scripts/a.sh ends at line 4, where the article goes on with `exit 0`")
        #expect(scriptPath(of: "#!/bin/sh\n# Scripts/a.sh: a") == "Scripts/a.sh")
        #expect(scriptPath(of: "#!/bin/sh\necho a") == nil)
        #expect(
            scripts(in: "```bash\n#!/bin/sh\necho a\n```\n```bash\necho b\n```") == [
                "#!/bin/sh\necho a"
            ])
    }

    @Test func theSyncCheckFindsAMissingSample() {
        let sources = [significantLines(of: "let a = 1\nlet b = 2\n")]
        #expect(
            sources.contains { containsRun(significantLines(of: "let a = 1\nlet b = 2"), in: $0) })
        #expect(
            !sources.contains { containsRun(significantLines(of: "let a = 1\nlet c = 3"), in: $0) })
    }
}

/// What the mocking dependency of a manifest sample requires, such as `branch: "main"`.
private func dependencyRequirement(in manifest: String) -> String? {
    let line = manifest.split(separator: "\n").first { $0.contains("mocking-swift/mocking.git") }
    guard let line, let comma = line.range(of: ".git\", ") else { return nil }
    return line[comma.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ),"))
}

/// The line that marks the next ```swift block as another library's code, which no test compiles.
private let anotherLibraryMarker = "<!-- Not compiled: the API of another library. -->"

/// Whether `document` is an article for the users of another mocking library, which may show its
/// code.
private func isMigrationArticle(_ document: URL) -> Bool {
    document.lastPathComponent.hasPrefix("ComingFrom") && document.pathExtension == "md"
}

/// A fenced block of a Markdown document.
private struct FencedBlock {
    /// What follows the opening fence, such as `swift` or `text`.
    var info: String
    /// The lines between the fences.
    var text: String
    /// Whether ``anotherLibraryMarker`` is the line right before the opening fence.
    var isAnotherLibrarysCode: Bool
}

/// The fenced blocks of a Markdown document, opened by ``` and a tag.
private func fencedBlocks(in markdown: String) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var current: (info: String, lines: [Substring], isMarked: Bool)?
    var previous = ""
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if current == nil, trimmed.hasPrefix("```"), trimmed.count > 3 {
            current = (String(trimmed.dropFirst(3)), [], previous == anotherLibraryMarker)
        } else if let block = current, trimmed == "```" {
            blocks.append(
                FencedBlock(
                    info: block.info, text: block.lines.joined(separator: "\n"),
                    isAnotherLibrarysCode: block.isMarked))
            current = nil
        } else {
            current?.lines.append(line)
        }
        previous = trimmed
    }
    return blocks
}

/// The ```bash blocks of a Markdown document that are scripts: they open with `#!`.
private func scripts(in markdown: String) -> [String] {
    fencedBlocks(in: markdown).filter { $0.info == "bash" && $0.text.hasPrefix("#!") }.map(\.text)
}

/// The file a script names on its second line, `# Scripts/name.sh: what it does`.
private func scriptPath(of script: String) -> String? {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1, lines[1].hasPrefix("# "), let colon = lines[1].firstIndex(of: ":")
    else { return nil }
    let path = lines[1][lines[1].index(lines[1].startIndex, offsetBy: 2)..<colon]
    return path.contains(" ") || !path.contains("/") ? nil : String(path)
}

/// Where the script an article shows first differs from the file at `path`, which holds `kept`,
/// or `nil` when they are the same, line for line.
private func firstDifference(shown: String, kept: String, path: String) -> String? {
    let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    var keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
    if keptLines.last == "" { keptLines.removeLast() }
    for (index, (article, file)) in zip(shownLines, keptLines).enumerated() where article != file {
        return
            "line \(index + 1) of the script is `\(article)` in the article, `\(file)` in \(path)"
    }
    if shownLines.count < keptLines.count {
        return "the article ends at line \(shownLines.count), where \(path) goes on with "
            + "`\(keptLines[shownLines.count])`"
    }
    if keptLines.count < shownLines.count {
        return "\(path) ends at line \(keptLines.count), where the article goes on with "
            + "`\(shownLines[keptLines.count])`"
    }
    return nil
}

/// The contents of the ```swift blocks of a Markdown document that show this package's code.
private func swiftBlocks(in markdown: String) -> [String] {
    fencedBlocks(in: markdown)
        .filter { $0.info == "swift" && !$0.isAnotherLibrarysCode }
        .map(\.text)
}

/// The import a sample needs to use `URLRequest`, `URLResponse`, `HTTPURLResponse` or `URLSession`
/// on Linux, where they live in FoundationNetworking.
private let networkingImport = """
    #if canImport(FoundationNetworking)
    import FoundationNetworking
    #endif
    """

/// Whether `sample` names a type that Linux keeps in FoundationNetworking.
private func namesANetworkingType(_ sample: String) -> Bool {
    sample.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains {
        ["URLRequest", "URLResponse", "HTTPURLResponse", "URLSession"].contains($0)
    }
}

/// Whether `sample` imports FoundationNetworking where it exists.
private func importsFoundationNetworking(_ sample: String) -> Bool {
    let lines = sample.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let expected = networkingImport.split(separator: "\n").map(String.init)
    return containsRun(expected, in: lines)
}

/// The lines that matter for comparison: trimmed, without blank and `import` lines.
private func significantLines(of text: String) -> [String] {
    text.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ") }
}

/// Whether `run` occurs as consecutive lines of `lines`.
private func containsRun(_ run: [String], in lines: [String]) -> Bool {
    guard !run.isEmpty else { return true }
    guard lines.count >= run.count else { return false }
    return (0...(lines.count - run.count)).contains { start in
        lines[start..<(start + run.count)].elementsEqual(run)
    }
}
