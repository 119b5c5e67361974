import Foundation
import Testing

@testable import MockFoundation

/// The samples of the article `InMemoryFileSystem.md`, copied verbatim so that they stay
/// compiled and run.
@Suite struct InMemoryFileSystemArticleTests {
    struct DraftStore {
        var files: any FileManageable = FileManager.default
        var folder: URL

        func save(_ text: String, named name: String) throws {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent(name)
            guard files.createFile(atPath: file.path, contents: Data(text.utf8)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        }

        func drafts() throws -> [String] {
            try files.contentsOfDirectory(atPath: folder.path).sorted()
        }
    }

    @Test func savesADraft() throws {
        let files = InMemoryFileManager()
        let store = DraftStore(files: files, folder: URL(fileURLWithPath: "/home/user/Drafts"))

        try store.save("Dear Ann,", named: "letter.txt")

        #expect(try store.drafts() == ["letter.txt"])
        #expect(files.contents(atPath: "/home/user/Drafts/letter.txt") == Data("Dear Ann,".utf8))
    }

    @Test func startsFromGivenFiles() throws {
        let files = InMemoryFileManager(files: [
            "/home/user/Drafts/a.txt": Data("A".utf8),
            "/home/user/Drafts/b.txt": Data("B".utf8),
        ])
        let store = DraftStore(files: files, folder: URL(fileURLWithPath: "/home/user/Drafts"))
        #expect(try store.drafts() == ["a.txt", "b.txt"])
    }

    @Test func throwsTheErrorsOfFileManager() throws {
        let files = InMemoryFileManager()
        do {
            try files.removeItem(atPath: "/home/user/missing.txt")
            Issue.record("Expected the removal to fail")
        } catch let error as CocoaError {
            #expect(error.code == .fileNoSuchFile)
            #expect(error.filePath == "/home/user/missing.txt")
        }
    }

    @Test func spiesAndStubsWithAMockInFront() throws {
        let files = MockFileManager(backing: InMemoryFileManager())
        let store = DraftStore(files: files, folder: URL(fileURLWithPath: "/home/user/Drafts"))

        try store.save("Hi", named: "note.txt")
        #expect(files.$createFileMock.usage.contexts.map(\.0) == ["/home/user/Drafts/note.txt"])

        files.createFileMock = { _ in false }
        #expect(throws: CocoaError.self) { try store.save("Hi", named: "note.txt") }
    }

    @Test func datesItemsWithItsClock() throws {
        let files = InMemoryFileManager(now: { Date(timeIntervalSince1970: 0) })
        _ = files.createFile(atPath: "/tmp/log", contents: nil)
        let attributes = try files.attributesOfItem(atPath: "/tmp/log")
        #expect(attributes[.modificationDate] as? Date == Date(timeIntervalSince1970: 0))
    }
}
