import Foundation
import Testing

@testable import Mocking

// The flows of the README of saltzmanjoelh/mocking, which this package succeeds, written the way
// its users write them: a protocol FileManager conforms to, a mock class of their own with one
// wrapper per member, and tests that stub and inspect through the projection.

private protocol FileManageable {
    func fileExists(atPath path: String) -> Bool
    func copyItem(at srcURL: URL, to dstURL: URL) throws
    func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions
    ) throws -> [URL]
}

extension FileManager: FileManageable {}

// The README asks its users to make URLResourceKey and DirectoryEnumerationOptions Codable
// themselves; this test module does so once, in CodableInputTests.swift.

private class MockFileManager: NSObject, FileManageable {
    func fileExists(atPath path: String) -> Bool {
        return fileExistsMock(path)
    }
    @Mock
    var fileExistsMock = { path -> Bool in
        // The live implementation answers until a test overrides it.
        return FileManager.default.fileExists(atPath: path)
    }

    func copyItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItemMock(EquatableTuple([srcURL, dstURL]))
    }
    @ThrowingMock
    var copyItemMock = { (tuple: EquatableTuple) throws in
        try FileManager.default.copyItem(at: tuple.inputs[0], to: tuple.inputs[1])
    }

    func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions = []
    ) throws -> [URL] {
        let context = EquatableTuple([
            try CodableInput(url),
            try CodableInput(keys),
            try CodableInput(mask),
        ])
        return try $contentsOfDirectoryAtUrlMock.getValue(context)
    }
    @ThrowingMock
    var contentsOfDirectoryAtUrlMock = { (tuple: EquatableTuple<CodableInput>) throws in
        return try FileManager.default.contentsOfDirectory(
            at: try tuple.inputs[0].decode(),
            includingPropertiesForKeys: try tuple.inputs[1].decode(),
            options: try tuple.inputs[2].decode())
    }
}

/// A member whose mock has the same name, called through the projection.
private final class ExplicitFileManager {
    func fileExists(atPath path: String) -> Bool {
        return $fileExists.getValue(path)
    }
    @Mock
    var fileExists = { (path: String) -> Bool in false }
}

@Suite struct SaltzmanjoelhMockingReadmeTests {
    @Test func fileExists() {
        // Given a mocked function
        let path = "Mocking 💪"
        let fileManager = MockFileManager()
        fileManager.fileExistsMock = { path in
            return true
        }

        // When calling the function, then it returns the fixed response
        #expect(fileManager.fileExists(atPath: path))
        // and it is marked as having been called
        #expect(fileManager.$fileExistsMock.wasCalled(with: path))
        #expect(fileManager.$fileExistsMock.wasCalled)
    }

    @Test func theDefaultLoaderIsTheLiveImplementationAndResetReturnsToIt() throws {
        let folder = try TemporaryFolder()
        let fileManager = MockFileManager()
        #expect(fileManager.fileExists(atPath: folder.url.path))
        fileManager.fileExistsMock = { _ in false }
        #expect(!fileManager.fileExists(atPath: folder.url.path))
        fileManager.$fileExistsMock.resetLoader()
        #expect(fileManager.fileExists(atPath: folder.url.path))
        fileManager.fileExistsMock = { _ in false }
        fileManager.fileExistsMock = fileManager.$fileExistsMock.defaultValueLoader
        #expect(fileManager.fileExists(atPath: folder.url.path))
        #expect(fileManager.$fileExistsMock.usage.history.count == 4)
    }

    @Test func aMockNamedLikeItsMemberIsCalledThroughTheProjection() {
        let fileManager = ExplicitFileManager()
        fileManager.fileExists = { _ in true }
        #expect(fileManager.fileExists(atPath: "/x"))
        #expect(fileManager.$fileExists.wasCalled(with: "/x"))
    }

    @Test func homogeneousInputsInAnEquatableTuple() throws {
        let folder = try TemporaryFolder()
        let source = folder.url.appendingPathComponent("source.txt")
        let destination = folder.url.appendingPathComponent("destination.txt")
        try Data("hi".utf8).write(to: source)
        let fileManager = MockFileManager()

        try fileManager.copyItem(at: source, to: destination)

        #expect(FileManager.default.contents(atPath: destination.path) == Data("hi".utf8))
        #expect(fileManager.$copyItemMock.wasCalled(with: EquatableTuple([source, destination])))
        #expect(fileManager.$copyItemMock.wasCalled(with: source))
    }

    @Test func aPlainTupleContextIsSearchedThroughTheHistory() throws {
        let source = URL(fileURLWithPath: "/a")
        let destination = URL(fileURLWithPath: "/b")
        let copyItem = ThrowingMock(wrappedValue: { (_: (URL, URL)) throws in })
        try copyItem.getValue((source, destination))
        #expect(
            copyItem.usage.history.contains(where: { entry in
                entry.context.0 == source && entry.context.1 == destination
            }))
        #expect(copyItem.wasCalled(with: source, destination))
    }

    @Test func heterogeneousInputsInCodableInputs() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.url.appendingPathComponent("a.txt"))
        let fileManager = MockFileManager()

        let contents = try fileManager.contentsOfDirectory(
            at: folder.url, includingPropertiesForKeys: [.fileSizeKey], options: [])

        #expect(contents.map(\.lastPathComponent) == ["a.txt"])
        #expect(fileManager.$contentsOfDirectoryAtUrlMock.wasCalled(with: folder.url))
        #expect(
            fileManager.$contentsOfDirectoryAtUrlMock.wasCalled(with: [URLResourceKey.fileSizeKey]))

        fileManager.contentsOfDirectoryAtUrlMock = { _ in [URL(fileURLWithPath: "/stub")] }
        #expect(
            try fileManager.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil)
                == [URL(fileURLWithPath: "/stub")])
    }
}

/// A fresh temporary folder, removed when the value is deinitialized.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mocking-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
