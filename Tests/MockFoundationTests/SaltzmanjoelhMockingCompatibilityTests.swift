import Foundation
import MockFoundation
import Mocking
import Testing

// The contract with saltzmanjoelh/mocking, which this package succeeds: a test written against it
// compiles and passes here, once it imports MockFoundation for `MockFileManager`. These tests use
// its documented API, and the members its `MockFileManager` had, the way its users' tests use them:
// they build a `MockFileManager()`, assign closures to its mocks, call the file manager, and look
// at the projection. The live default of `MockFileManager()` is the disk, so the tests that reach
// it work in a fresh temporary folder.

// Its README asks its users to declare these conformances to wrap the arguments in CodableInput.
// MockFoundation declares none, so they compile beside it.
// swift-format-ignore: AvoidRetroactiveConformances
extension URLResourceKey: @retroactive Codable {}
// swift-format-ignore: AvoidRetroactiveConformances
extension FileManager.DirectoryEnumerationOptions: @retroactive Codable {}

@Suite struct SaltzmanjoelhMockingCompatibilityTests {
    struct Expected: Error {}

    // MARK: Mocks of one argument

    @Test func fileExistsAnswersTheAssignedClosureAndRecordsThePath() {
        let fileManager = MockFileManager()
        fileManager.fileExistsMock = { _ in true }

        #expect(fileManager.fileExists(atPath: "Mocking 💪"))
        #expect(fileManager.$fileExistsMock.wasCalled(with: "Mocking 💪"))
        #expect(!fileManager.$fileExistsMock.wasCalled(with: "elsewhere"))
        #expect(fileManager.$fileExistsMock.wasCalled)
    }

    @Test func theDefaultLoaderIsTheLiveFileManagerAndResetReturnsToIt() throws {
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
    }

    @Test func aDefaultLoaderAssignedThroughTheProjectionAnswersAfterAReset() {
        let fileManager = MockFileManager()
        fileManager.$fileExistsMock.defaultValueLoader = { _ in false }
        #expect(!fileManager.fileExists(atPath: "/"))
        fileManager.fileExistsMock = { _ in true }
        fileManager.$fileExistsMock.resetLoader()
        #expect(!fileManager.fileExists(atPath: "/"))
    }

    @Test func getValueOnTheProjectionCallsAndRecordsLikeTheMember() {
        let fileManager = MockFileManager()
        fileManager.fileExistsMock = { $0 == "/yes" }
        #expect(fileManager.$fileExistsMock.getValue("/yes"))
        #expect(!fileManager.$fileExistsMock.getValue("/no"))
        #expect(fileManager.$fileExistsMock.usage.contexts == ["/yes", "/no"])
    }

    @Test func removeItemThrowsTheErrorOfTheAssignedClosure() {
        let fileManager = MockFileManager()
        fileManager.removeItemMock = { _ in throw Expected() }

        #expect(throws: Expected.self) {
            try fileManager.removeItem(at: URL(fileURLWithPath: "any"))
        }
        #expect(fileManager.$removeItemMock.wasCalled)
        #expect(fileManager.$removeItemMock.wasCalled(with: URL(fileURLWithPath: "any")))
    }

    @Test func contentsAtPathAndContentsOfDirectoryAtPathAnswerTheirClosures() throws {
        let fileManager = MockFileManager()
        fileManager.contentsAtPathMock = { _ in Data("expected".utf8) }
        fileManager.contentsOfDirectoryAtPathMock = { _ in ["success"] }

        #expect(fileManager.contents(atPath: "/some/path") == Data("expected".utf8))
        #expect(try fileManager.contentsOfDirectory(atPath: "/some/path") == ["success"])
        #expect(fileManager.$contentsOfDirectoryAtPathMock.wasCalled(with: "/some/path"))
    }

    @Test func aResetThrowingMockThrowsTheErrorOfTheLiveFileManager() throws {
        let folder = try TemporaryFolder()
        let missing = folder.url.appendingPathComponent("missing").path
        let fileManager = MockFileManager()
        fileManager.contentsOfDirectoryAtPathMock = { _ in ["should not be returned"] }
        fileManager.$contentsOfDirectoryAtPathMock.resetLoader()

        #expect(throws: CocoaError.self) { try fileManager.contentsOfDirectory(atPath: missing) }
        #expect(fileManager.$contentsOfDirectoryAtPathMock.wasCalled(with: missing))
    }

    // MARK: Several arguments of one type: EquatableTuple

    @Test func copyItemRecordsAnEquatableTupleOfBothURLs() throws {
        let source = URL(fileURLWithPath: "/tmp/source")
        let destination = URL(fileURLWithPath: "/tmp/destination")
        let fileManager = MockFileManager()
        fileManager.copyItemMock = { tuple in
            #expect(tuple.inputs == [source, destination])
        }

        try fileManager.copyItem(at: source, to: destination)

        #expect(fileManager.$copyItemMock.wasCalled(with: .init([source, destination])))
        #expect(fileManager.$copyItemMock.wasCalled(with: source))
        #expect(fileManager.$copyItemMock.wasCalled(with: destination))
        #expect(!fileManager.$copyItemMock.wasCalled(with: .init([destination, source])))
    }

    @Test func copyItemCopiesOnDiskByDefault() throws {
        let folder = try TemporaryFolder()
        let source = folder.url.appendingPathComponent("source.txt")
        let destination = folder.url.appendingPathComponent("destination.txt")
        try Data("hi".utf8).write(to: source)

        try MockFileManager().copyItem(at: source, to: destination)

        #expect(FileManager.default.contents(atPath: destination.path) == Data("hi".utf8))
    }

    @Test func aFailedCallIsRecordedWithItsError() {
        let fileManager = MockFileManager()
        fileManager.copyItemMock = { _ in throw Expected() }
        let url = URL(fileURLWithPath: "")

        #expect(throws: Expected.self) { try fileManager.copyItem(at: url, to: url) }
        #expect(fileManager.$copyItemMock.wasCalled)
        guard case .failure(let error)? = fileManager.$copyItemMock.usage.history.first?.result
        else {
            Issue.record("Expected a recorded failure")
            return
        }
        #expect(error is Expected)
    }

    // MARK: Arguments of different types: EquatableTuple<CodableInput>

    @Test func contentsOfDirectoryRecordsEachArgumentInACodableInput() throws {
        let url = URL(fileURLWithPath: "/source")
        let keys: [URLResourceKey]? = nil
        let options: FileManager.DirectoryEnumerationOptions = []
        let fileManager = MockFileManager()
        fileManager.contentsOfDirectoryAtUrlMock = { _ in [URL(fileURLWithPath: "success")] }

        let result = try fileManager.contentsOfDirectory(
            at: url, includingPropertiesForKeys: keys, options: options)

        #expect(result == [URL(fileURLWithPath: "success")])
        let expected: EquatableTuple<CodableInput> = .init([
            try CodableInput(url), try CodableInput(keys), try CodableInput(options),
        ])
        #expect(fileManager.$contentsOfDirectoryAtUrlMock.usage.contexts == [expected])
        #expect(
            fileManager.$contentsOfDirectoryAtUrlMock.usage.inputDescriptions == [
                [String(describing: url), String(describing: keys), String(describing: options)]
            ])
        #expect(fileManager.$contentsOfDirectoryAtUrlMock.wasCalled(with: url))
    }

    @Test func aLoaderDecodesTheArgumentsWithTheReadmeConformances() throws {
        let fileManager = MockFileManager()
        fileManager.contentsOfDirectoryAtUrlMock = { tuple in
            let url: URL = try tuple.inputs[0].decode()
            let keys: [URLResourceKey]? = try tuple.inputs[1].decode()
            let mask: FileManager.DirectoryEnumerationOptions = try tuple.inputs[2].decode()
            #expect(keys == [.fileSizeKey, .isDirectoryKey])
            #expect(mask == [.skipsHiddenFiles, .skipsSubdirectoryDescendants])
            return [url]
        }
        let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)

        let listed = try fileManager.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.fileSizeKey, .isDirectoryKey],
            options: [.skipsHiddenFiles, .skipsSubdirectoryDescendants])

        #expect(listed == [folder])
        #expect(
            fileManager.$contentsOfDirectoryAtUrlMock.wasCalled(with: [
                URLResourceKey.fileSizeKey, .isDirectoryKey,
            ]))
    }

    @Test func contentsOfDirectoryListsTheDiskByDefault() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.url.appendingPathComponent("a.txt"))

        let listed = try MockFileManager().contentsOfDirectory(
            at: folder.url, includingPropertiesForKeys: [.fileSizeKey])

        #expect(listed.map(\.lastPathComponent) == ["a.txt"])
    }

    @Test func createDirectoryIsFoundByAnyOneOfItsArguments() throws {
        let url = URL(fileURLWithPath: "/tmp/sub")
        let fileManager = MockFileManager()
        fileManager.createDirectoryMock = { _ in }

        try fileManager.createDirectory(
            at: url, withIntermediateDirectories: false,
            attributes: [FileAttributeKey.posixPermissions: 0o777])

        #expect(fileManager.$createDirectoryMock.wasCalled)
        #expect(fileManager.$createDirectoryMock.wasCalled(with: url))
        #expect(fileManager.$createDirectoryMock.wasCalled(with: false))
        #expect(!fileManager.$createDirectoryMock.wasCalled(with: true))
    }

    @Test(arguments: ["none", "empty", "a date"])
    func createDirectoryTakesAnyAttributes(_ kind: String) throws {
        let attributes: [FileAttributeKey: Any]? =
            switch kind {
            case "none": nil
            case "empty": [:]
            default: [.modificationDate: Date()]
            }
        let url = URL(fileURLWithPath: "/tmp/sub")
        let fileManager = MockFileManager()
        fileManager.createDirectoryMock = { tuple in
            let url: URL = try tuple.inputs[0].decode()
            let createIntermediates: Bool = try tuple.inputs[1].decode()
            #expect(url.path == "/tmp/sub")
            #expect(!createIntermediates)
        }

        try fileManager.createDirectory(
            at: url, withIntermediateDirectories: false, attributes: attributes)

        #expect(fileManager.$createDirectoryMock.usage.contexts.first?.inputs.count == 3)
    }

    @Test func createDirectoryCreatesOnDiskByDefault() throws {
        let folder = try TemporaryFolder()
        let nested = folder.url.appendingPathComponent("a/b", isDirectory: true)

        try MockFileManager().createDirectory(at: nested, withIntermediateDirectories: true)

        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }

    @Test func mountedVolumeURLsAnswersTheAssignedClosure() throws {
        let expected = [URL(fileURLWithPath: "success")]
        let fileManager = MockFileManager()
        fileManager.mountedVolumeURLsMock = { _ in expected }

        let result = fileManager.mountedVolumeURLs(
            includingResourceValuesForKeys: [.addedToDirectoryDateKey],
            options: .skipHiddenVolumes)

        #expect(result == expected)
        let keys: [URLResourceKey]? = try fileManager.$mountedVolumeURLsMock.usage.contexts.first?
            .inputs[0].decode()
        #expect(keys == [.addedToDirectoryDateKey])
    }

    // MARK: Properties and the working directory

    @Test func currentDirectoryPathAndUsersHomeDirectoryAnswerTheirClosures() {
        let path = "/\(UUID().uuidString)"
        let home = URL(fileURLWithPath: "/\(UUID().uuidString)")
        let fileManager = MockFileManager()
        fileManager.currentDirectoryPathMock = { _ in path }
        fileManager.usersHomeDirectoryMock = { _ in home }

        #expect(fileManager.currentDirectoryPath == path)
        #expect(fileManager.usersHomeDirectory == home)
        #expect(fileManager.$currentDirectoryPathMock.wasCalled)
    }

    @Test func theDefaultsOfThePropertiesAreThoseOfTheLiveFileManager() {
        let fileManager = MockFileManager()
        #expect(fileManager.currentDirectoryPath == FileManager.default.currentDirectoryPath)
        #expect(fileManager.usersHomeDirectory == URL(fileURLWithPath: NSHomeDirectory()))
    }

    @Test func changeCurrentDirectoryPathAnswersTheAssignedClosure() {
        let path = "/\(UUID().uuidString)"
        let fileManager = MockFileManager()
        fileManager.changeCurrentDirectoryPathMock = { _ in true }

        #expect(fileManager.changeCurrentDirectoryPath(path))
        #expect(fileManager.$changeCurrentDirectoryPathMock.wasCalled(with: path))
    }

    // MARK: CodableInput and EquatableTuple on their own

    @Test func codableInputsDecodeTheirValues() throws {
        let url = URL(fileURLWithPath: "/tmp")
        #expect(try CodableInput(url).decode() == url)
        #expect(try CodableInput(["key1": "value1"]).decode() == ["key1": "value1"])
        let none: [String: String]? = nil
        #expect(try CodableInput(none).decode() as [String: String]? == nil)
        let any = try #require(try CodableInput(["key": "value"]).decode() as? [String: Any])
        #expect(any["key"] as? String == "value")
    }

    @Test func codableInputsDescribeTheirValues() throws {
        #expect(try CodableInput("value").description == "value")
        #expect(try CodableInput(String?.some("value")).description == "value")
        #expect(try CodableInput(String?.none).description == "nil")
    }

    @Test func codableInputsOfJSONCompatibleValuesEqualThoseOfTheSameCodableValues() throws {
        #expect(try CodableInput(anyValue: ["a": 1]) == CodableInput(["a": 1]))
        #expect(try CodableInput(anyValue: ["a": 1]).data == CodableInput(["a": 1]).data)
    }

    @Test func anEquatableTupleEncodesValuesOfOneType() throws {
        let first = URL(fileURLWithPath: "/one")
        let second = URL(fileURLWithPath: "/two")

        let tuple = try EquatableTuple(encoding: [first, second])

        #expect(try tuple.inputs[0].decode() == first)
        #expect(try tuple.inputs[1].decode() == second)
    }
}

/// A fresh temporary folder on disk, removed when the value is deinitialized.
private final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mocking-compatibility-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
