import Foundation
import Testing

@testable import MockGeneratorCore

/// `KnownTypeNames.mocking` is kept by hand; these tests hold it to the `public` top-level types
/// that `Sources/Mocking` declares.
///
/// The names are read from the sources rather than from the module's symbol graph: a symbol
/// graph leaves out names that start with `_`, which a mock's file sees all the same (a protocol
/// naming its own `_MockState` needs it qualified), and making one in a test needs the compiler
/// and the build folder's layout, which differ between Linux, macOS and the build paths CI uses.
/// The sources are formatted by `swift format` (`.ci/run` lints them), which indents every nested
/// declaration and leaves those in `#if` blocks at the left margin, so a declaration that starts
/// at the left margin is a top-level one.
@Suite struct KnownTypeNamesTests {
    static let mockingSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Mocking")

    @Test func theListOfMockingIsTheTypesItsSourcesDeclare() throws {
        let declared = try Self.publicTopLevelTypeNames(inFolder: Self.mockingSources)
        try #require(declared.contains("Mock"), "no sources read in \(Self.mockingSources.path)")
        let unlisted = declared.subtracting(KnownTypeNames.mocking).sorted()
        let stale = KnownTypeNames.mocking.subtracting(declared).sorted()
        #expect(
            unlisted.isEmpty,
            "Mocking declares \(unlisted), which KnownTypeNames.mocking does not list: add them")
        #expect(
            stale.isEmpty,
            "KnownTypeNames.mocking lists \(stale), which Mocking does not declare: remove them")
    }

    @Test func aScanFindsPublicTopLevelTypesOnly() {
        let source = """
            /// public struct InAComment {}
            @propertyWrapper
            public final class Wrapper<Value>: Sendable {
                public struct Nested {}
                public typealias Loader = () -> Value
            }
            @frozen public enum Frozen {}
            @available(macOS 13, *) public struct Available {}
            public typealias Alias = Wrapper<Int>
            open class Open {}
            public protocol Named: Sendable {}
            public actor Worker {}
            public struct _Hidden {}
            struct Internal {}
            public func free() {}
            extension Wrapper: Equatable {}
            """
        let expected = [
            "Wrapper", "Frozen", "Available", "Alias", "Open", "Named", "Worker", "_Hidden",
        ]
        #expect(Self.publicTopLevelTypeNames(in: source) == expected)
    }

    /// The names of the `public` or `open` types, type aliases included, that the Swift files in
    /// `folder` and its subfolders declare at their top level.
    static func publicTopLevelTypeNames(inFolder folder: URL) throws -> Set<String> {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [])
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var names: Set<String> = []
        for file in files {
            let source = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            names.formUnion(publicTopLevelTypeNames(in: source))
        }
        return names
    }

    /// The names of the `public` or `open` types that `source` declares at the left margin, in
    /// order.
    static func publicTopLevelTypeNames(in source: String) -> [String] {
        let declaration =
            #/
            (?:@\w+ (?:\([^)]*\))? \s+)*
            (?:public|open) \s+
            (?:(?:final|indirect|nonisolated) \s+)*
            (?:class|struct|enum|protocol|actor|typealias) \s+
            (\w+)
            /#
        // Regex is slow on Linux: only lines that may declare something public are matched.
        return source.split(separator: "\n").compactMap { line in
            guard line.contains("public ") || line.contains("open ") else { return nil }
            return line.prefixMatch(of: declaration).map { String($0.output.1) }
        }
    }
}
