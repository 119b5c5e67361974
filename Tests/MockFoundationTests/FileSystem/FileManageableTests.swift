import Foundation
import Testing

@testable import MockFoundation

/// `FileManager` and the doubles conform to `FileManageable`, and the short forms of its
/// extension call the full requirements with `FileManager`'s defaults.
@Suite struct FileManageableTests {
    let files = MockFileManager(backing: InMemoryFileManager())

    @Test func fileManagerConformsAsItIs() {
        let live: any FileManageable = FileManager.default
        #expect(live is FileManager)
    }

    @Test func everyDoubleConforms() {
        let doubles: [any FileManageable] = [InMemoryFileManager(), MockFileManager()]
        #expect(doubles.count == 2)
    }

    @Test func usersHomeDirectoryIsTheHomeDirectoryOfFileManager() {
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        #expect(
            FileManager.default.usersHomeDirectory
                == FileManager.default.homeDirectoryForCurrentUser)
        #else
        #expect(FileManager.default.usersHomeDirectory.path == NSHomeDirectory())
        #endif
    }

    @Test func fileExistsWithABoolWritesWhetherItIsADirectory() {
        var isDirectory = false
        #expect(files.fileExists(atPath: "/tmp", isDirectory: &isDirectory))
        #expect(isDirectory)
        #expect(files.$fileExistsIsDirectoryMock.wasCalled(with: "/tmp"))
    }

    @Test func createFileWithoutAttributes() {
        #expect(files.createFile(atPath: "/tmp/f", contents: Data("f".utf8)))
        let context = files.$createFileMock.usage.contexts.first
        #expect(context?.0 == "/tmp/f")
        #expect(context?.2 == nil)
    }

    @Test func createDirectoryWithoutAttributes() throws {
        try files.createDirectory(
            at: URL(fileURLWithPath: "/tmp/a", isDirectory: true),
            withIntermediateDirectories: false)
        try files.createDirectory(atPath: "/tmp/b", withIntermediateDirectories: true)
        #expect(
            try files.$createDirectoryMock.usage.contexts.first?.inputs[2].decode() as Any? == nil)
        #expect(files.$createDirectoryAtPathMock.usage.contexts.first?.2 == nil)
        #expect(files.$createDirectoryAtPathMock.usage.contexts.first?.1 == true)
    }

    @Test func contentsOfDirectoryWithoutOptions() throws {
        let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)
        _ = try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        let context = try #require(files.$contentsOfDirectoryAtUrlMock.usage.contexts.first)
        let options: UInt = try context.inputs[2].decode()
        #expect(options == 0)
    }

    @Test func enumeratorWithoutAnErrorHandler() {
        let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)
        _ = files.enumerator(at: folder, includingPropertiesForKeys: nil)
        _ = files.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
        let contexts = files.$enumeratorAtUrlMock.usage.contexts
        #expect(contexts.map(\.2) == [[], .skipsHiddenFiles])
        #expect(contexts.allSatisfy { $0.3 == nil })
    }

    @Test func replaceItemAtWithoutOptions() throws {
        let memory = InMemoryFileManager(files: [
            "/tmp/a": Data("a".utf8), "/tmp/b": Data("b".utf8),
        ])
        let files = MockFileManager(backing: memory)
        let original = URL(fileURLWithPath: "/tmp/a")
        _ = try files.replaceItemAt(original, withItemAt: URL(fileURLWithPath: "/tmp/b"))
        let context = files.$replaceItemAtMock.usage.contexts.first
        #expect(context?.2 == nil)
        #expect(context?.3 == [])
        #expect(memory.contents(atPath: "/tmp/a") == Data("b".utf8))
    }

    @Test func mountedVolumeURLsWithoutOptions() {
        _ = files.mountedVolumeURLs(includingResourceValuesForKeys: nil)
        let noOptions: FileManager.VolumeEnumerationOptions = []
        #expect(files.$mountedVolumeURLsMock.wasCalled(with: noOptions.rawValue))
    }
}
