import Foundation
import Testing

@testable import MockFoundation

/// What `InMemoryFileManager` does beyond the answers the differential suite compares with
/// `FileManager`: its locations, its clock, its errors' user info, and the behaviors `FileManager`
/// on Linux cannot show.
@Suite struct InMemoryFileManagerTests {
    // MARK: Creating

    @Test func startsWithRootHomeAndTemporaryDirectories() throws {
        let files = InMemoryFileManager()
        #expect(files.currentDirectoryPath == "/home/user")
        #expect(files.usersHomeDirectory == URL(fileURLWithPath: "/home/user", isDirectory: true))
        #expect(files.temporaryDirectory == URL(fileURLWithPath: "/tmp", isDirectory: true))
        #expect(try files.subpathsOfDirectory(atPath: "/") == ["home", "home/user", "tmp"])
    }

    @Test func takesItsLocations() throws {
        let files = InMemoryFileManager(
            homeDirectory: "/Users/ann/", temporaryDirectory: "/var/tmp",
            currentDirectory: "/work/project", userName: "ann")
        #expect(files.usersHomeDirectory.path == "/Users/ann")
        #expect(files.temporaryDirectory.path == "/var/tmp")
        #expect(files.currentDirectoryPath == "/work/project")
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        #expect(files.homeDirectoryForCurrentUser.path == "/Users/ann")
        #expect(files.homeDirectory(forUser: "ann")?.path == "/Users/ann")
        #expect(files.homeDirectory(forUser: "bob") == nil)
        #endif
        var isDirectory: ObjCBool = false
        #expect(files.fileExists(atPath: "/work/project", isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }

    @Test func holdsTheFilesItIsGiven() throws {
        let files = InMemoryFileManager(files: [
            "/etc/app/config.json": Data("{}".utf8),
            "notes.txt": Data("relative to home".utf8),
        ])
        #expect(files.contents(atPath: "/etc/app/config.json") == Data("{}".utf8))
        #expect(files.contents(atPath: "/home/user/notes.txt") == Data("relative to home".utf8))
        #expect(files.contents(atPath: "notes.txt") == Data("relative to home".utf8))
    }

    @Test func datesItemsWithItsClock() throws {
        let clock = Clock(Date(timeIntervalSince1970: 1_000))
        let files = InMemoryFileManager(now: { clock.now })
        #expect(files.createFile(atPath: "/tmp/a", contents: Data()))
        clock.now = Date(timeIntervalSince1970: 2_000)
        #expect(files.createFile(atPath: "/tmp/b", contents: Data()))
        let first = try files.attributesOfItem(atPath: "/tmp/a")
        #expect(first[.creationDate] as? Date == Date(timeIntervalSince1970: 1_000))
        #expect(first[.modificationDate] as? Date == Date(timeIntervalSince1970: 1_000))
        let folder = try files.attributesOfItem(atPath: "/tmp")
        #expect(folder[.modificationDate] as? Date == Date(timeIntervalSince1970: 2_000))
    }

    // MARK: Errors

    @Test func errorsCarryTheUserInfoOfFileManager() throws {
        let files = InMemoryFileManager()
        let error = #expect(throws: CocoaError.self) {
            try files.removeItem(atPath: "/tmp/missing")
        }
        #expect(error?.code == .fileNoSuchFile)
        #expect(error?.filePath == "/tmp/missing")
        #expect(error?.url == URL(fileURLWithPath: "/tmp/missing", isDirectory: false))
        #expect(error?.underlying as? POSIXError == POSIXError(.ENOENT))
        #expect(error?.userInfo["NSUserStringVariant"] as? [String] == ["Remove"])
    }

    @Test func copyErrorsNameBothPaths() throws {
        let files = InMemoryFileManager(files: ["/tmp/a": Data(), "/tmp/b": Data()])
        let error = #expect(throws: CocoaError.self) {
            try files.copyItem(atPath: "/tmp/a", toPath: "/tmp/b")
        }
        #expect(error?.code == .fileWriteFileExists)
        #expect(error?.userInfo["NSSourceFilePathErrorKey"] as? String == "/tmp/a")
        #expect(error?.userInfo["NSDestinationFilePath"] as? String == "/tmp/b")
        #expect(error?.userInfo["NSUserStringVariant"] as? [String] == ["Copy"])
    }

    @Test func relativePathsInErrorsAreRelativeToTheCurrentDirectory() throws {
        let files = InMemoryFileManager(currentDirectory: "/work")
        let error = #expect(throws: CocoaError.self) {
            try files.contentsOfDirectory(atPath: "missing")
        }
        #expect(error?.filePath == "missing")
        #expect(error?.url?.path == "/work/missing")
    }

    @Test func refusesToRemoveOrMoveTheRoot() throws {
        let files = InMemoryFileManager()
        let removal = #expect(throws: CocoaError.self) { try files.removeItem(atPath: "/") }
        #expect(removal?.code == .fileWriteUnknown)
        let move = #expect(throws: CocoaError.self) {
            try files.moveItem(atPath: "/", toPath: "/tmp/root")
        }
        #expect(move?.code == .fileWriteUnknown)
        #expect(files.fileExists(atPath: "/tmp"))
    }

    @Test func reportsSymbolicLinkLoops() throws {
        let files = InMemoryFileManager()
        try files.createSymbolicLink(atPath: "/tmp/a", withDestinationPath: "b")
        try files.createSymbolicLink(atPath: "/tmp/b", withDestinationPath: "a")
        let error = #expect(throws: CocoaError.self) {
            try files.contentsOfDirectory(atPath: "/tmp/a")
        }
        #expect(error?.underlying as? POSIXError == POSIXError(.ELOOP))
    }

    // MARK: Items

    @Test func hardLinksShareTheirFileAndCopiesDoNot() throws {
        let files = InMemoryFileManager(files: ["/tmp/original": Data("x".utf8)])
        try files.linkItem(atPath: "/tmp/original", toPath: "/tmp/link")
        try files.copyItem(atPath: "/tmp/original", toPath: "/tmp/copy")
        func number(_ path: String) throws -> Int? {
            try files.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        }
        #expect(try number("/tmp/link") == number("/tmp/original"))
        #expect(try number("/tmp/copy") != number("/tmp/original"))
        try files.removeItem(atPath: "/tmp/original")
        #expect(try files.attributesOfItem(atPath: "/tmp/link")[.referenceCount] as? Int == 1)
    }

    @Test func replacesAnItemKeepingItsMetadata() throws {
        let files = InMemoryFileManager(files: [
            "/tmp/doc": Data("old".utf8), "/tmp/draft": Data("new".utf8),
        ])
        try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: "/tmp/doc")
        let original = URL(fileURLWithPath: "/tmp/doc")
        let result = try files.replaceItemAt(
            original, withItemAt: URL(fileURLWithPath: "/tmp/draft"))
        #expect(result == original)
        #expect(files.contents(atPath: "/tmp/doc") == Data("new".utf8))
        #expect(!files.fileExists(atPath: "/tmp/draft"))
        #expect(try files.attributesOfItem(atPath: "/tmp/doc")[.posixPermissions] as? Int == 0o600)
    }

    @Test func replacesAnItemKeepingABackupIfAsked() throws {
        let files = InMemoryFileManager(files: [
            "/tmp/doc": Data("old".utf8), "/tmp/draft": Data("new".utf8),
        ])
        _ = try files.replaceItemAt(
            URL(fileURLWithPath: "/tmp/doc"), withItemAt: URL(fileURLWithPath: "/tmp/draft"),
            backupItemName: "doc~", options: [.withoutDeletingBackupItem, .usingNewMetadataOnly])
        #expect(files.contents(atPath: "/tmp/doc~") == Data("old".utf8))
        #expect(files.createFile(atPath: "/tmp/draft", contents: Data("newer".utf8)))
        _ = try files.replaceItemAt(
            URL(fileURLWithPath: "/tmp/doc"), withItemAt: URL(fileURLWithPath: "/tmp/draft"),
            backupItemName: "doc.bak")
        #expect(!files.fileExists(atPath: "/tmp/doc.bak"))
        #expect(files.contents(atPath: "/tmp/doc") == Data("newer".utf8))
    }

    @Test func replacingAMissingItemFails() throws {
        let files = InMemoryFileManager(files: ["/tmp/doc": Data()])
        let missingOriginal = #expect(throws: CocoaError.self) {
            try files.replaceItemAt(
                URL(fileURLWithPath: "/tmp/none"), withItemAt: URL(fileURLWithPath: "/tmp/doc"))
        }
        #expect(missingOriginal?.code == .fileReadNoSuchFile)
        let missingReplacement = #expect(throws: CocoaError.self) {
            try files.replaceItemAt(
                URL(fileURLWithPath: "/tmp/doc"), withItemAt: URL(fileURLWithPath: "/tmp/none"))
        }
        #expect(missingReplacement?.filePath == "/tmp/none")
        #expect(files.fileExists(atPath: "/tmp/doc"))
    }

    @Test func answersAccessChecksFromPermissions() throws {
        let files = InMemoryFileManager(files: ["/tmp/secret": Data()])
        try files.setAttributes([.posixPermissions: 0o000], ofItemAtPath: "/tmp/secret")
        #expect(files.isReadableFile(atPath: "/tmp/secret") == files.isSuperuser)
        #expect(files.isWritableFile(atPath: "/tmp/secret") == files.isSuperuser)
        #expect(!files.isExecutableFile(atPath: "/tmp/secret"))
        #expect((files.contents(atPath: "/tmp/secret") != nil) == files.isSuperuser)
        try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: "/tmp/secret")
        #expect(files.isReadableFile(atPath: "/tmp/secret"))
        #expect(files.isExecutableFile(atPath: "/tmp/secret"))
    }

    @Test func setsOwnersAndIgnoresUnknownAttributes() throws {
        let files = InMemoryFileManager(files: ["/tmp/f": Data()])
        try files.setAttributes(
            [.ownerAccountName: "ann", .groupOwnerAccountID: NSNumber(value: 42), .busy: true],
            ofItemAtPath: "/tmp/f")
        let attributes = try files.attributesOfItem(atPath: "/tmp/f")
        #expect(attributes[.ownerAccountName] as? String == "ann")
        #expect(attributes[.groupOwnerAccountID] as? Int == 42)
        #expect(attributes[.busy] == nil)
    }

    @Test func reportsFreeSpace() throws {
        let files = InMemoryFileManager()
        func free() throws -> Int? {
            try files.attributesOfFileSystem(forPath: "/")[.systemFreeSize] as? Int
        }
        let before = try #require(try free())
        #expect(files.createFile(atPath: "/tmp/big", contents: Data(count: 1_000)))
        #expect(try free() == before - 1_000)
    }

    // MARK: Where FileManager on Linux is wrong

    @Test func copiesADirectoryIntoItselfAsItWas() throws {
        let files = InMemoryFileManager()
        try files.createDirectory(atPath: "/tmp/d/e", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: "/tmp/d/f", contents: Data("f".utf8)))
        try files.copyItem(atPath: "/tmp/d", toPath: "/tmp/d/e/d")
        try files.linkItem(atPath: "/tmp/d/e", toPath: "/tmp/d/e/d/e/linked")
        #expect(
            try files.subpathsOfDirectory(atPath: "/tmp/d").sorted() == [
                "e", "e/d", "e/d/e", "e/d/e/linked", "e/d/e/linked/d", "e/d/e/linked/d/e",
                "e/d/e/linked/d/f", "e/d/f", "f",
            ])
    }

    @Test func copiesADirectoryNamedWithATrailingSlash() throws {
        let files = InMemoryFileManager()
        try files.createDirectory(atPath: "/tmp/d", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: "/tmp/d/x", contents: Data("x".utf8)))
        try files.createSymbolicLink(atPath: "/tmp/link", withDestinationPath: "d")
        try files.copyItem(atPath: "/tmp/d/", toPath: "/tmp/copy")
        try files.linkItem(atPath: "/tmp/link/", toPath: "/tmp/linked")
        #expect(
            try files.contentsOfDirectory(atPath: "/tmp").sorted() == [
                "copy", "d", "link", "linked",
            ])
        #expect(files.contents(atPath: "/tmp/copy/x") == Data("x".utf8))
        #expect(files.contents(atPath: "/tmp/linked/x") == Data("x".utf8))
        #expect(try files.destinationOfSymbolicLink(atPath: "/tmp/link") == "d")
    }

    @Test func copiesADirectoryOnlyWhereNothingIsAndItsDirectoryExists() throws {
        let files = InMemoryFileManager()
        try files.createDirectory(atPath: "/tmp/d", withIntermediateDirectories: true)
        try files.createDirectory(atPath: "/tmp/existing", withIntermediateDirectories: true)
        for copy in [files.copyItem(atPath:toPath:), files.linkItem(atPath:toPath:)] {
            let onto = #expect(throws: CocoaError.self) { try copy("/tmp/d", "/tmp/existing") }
            #expect(onto?.code == .fileWriteFileExists)
            let below = #expect(throws: CocoaError.self) { try copy("/tmp/d", "/tmp/new/d") }
            #expect(below?.code == .fileNoSuchFile)
        }
        #expect(try files.subpathsOfDirectory(atPath: "/tmp").sorted() == ["d", "existing"])
    }

    @Test func removingThroughAnItemStopsWhereThePathNoLongerLeads() throws {
        let files = InMemoryFileManager()
        try files.createDirectory(atPath: "/tmp/d/x", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: "/tmp/d/a", contents: Data()))
        #expect(files.createFile(atPath: "/tmp/d/z", contents: Data()))
        let error = #expect(throws: CocoaError.self) { try files.removeItem(atPath: "/tmp/d/x/..") }
        #expect(error?.code == .fileNoSuchFile)
        #expect(try files.contentsOfDirectory(atPath: "/tmp/d") == ["z"])
    }

    // MARK: Enumerating

    @Test func enumeratorReportsAttributesAndLevels() throws {
        let files = InMemoryFileManager(files: ["/tmp/a/b.txt": Data("bb".utf8)])
        let enumerator = try #require(files.enumerator(atPath: "/tmp"))
        #expect(enumerator.directoryAttributes?[.type] as? FileAttributeType == .typeDirectory)
        #expect(enumerator.nextObject() as? String == "a")
        #expect(enumerator.level == 1)
        #expect(enumerator.nextObject() as? String == "a/b.txt")
        #expect(enumerator.level == 2)
        #expect(enumerator.fileAttributes?[.size] as? Int == 2)
        #expect(enumerator.nextObject() == nil)
        #expect(enumerator.level == 0)
    }

    @Test func enumeratorReportsAMissingDirectoryOnce() {
        let files = InMemoryFileManager()
        let errors = Errors()
        let enumerator = files.enumerator(
            at: URL(fileURLWithPath: "/missing"), includingPropertiesForKeys: nil, options: [],
            errorHandler: { _, error in
                errors.append(error)
                return true
            })
        #expect(enumerator?.nextObject() == nil)
        #expect(enumerator?.nextObject() == nil)
        #expect(errors.codes == [CocoaError.Code.fileReadNoSuchFile.rawValue])
    }

    // MARK: Locations

    @Test func makesItemReplacementDirectories() throws {
        let files = InMemoryFileManager()
        let first = try files.url(
            for: .itemReplacementDirectory, in: .userDomainMask,
            appropriateFor: URL(fileURLWithPath: "/tmp/doc"), create: true)
        let second = try files.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        #expect(first != second)
        #expect(first.path.hasPrefix("/tmp/TemporaryItems/"))
        #expect(files.fileExists(atPath: first.path))
        #expect(files.fileExists(atPath: second.path))
    }

    @Test func knowsTheStandardDirectoriesOfThisPlatform() throws {
        let files = InMemoryFileManager()
        let caches = try files.url(
            for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
        #if canImport(Darwin)
        #expect(caches.path == "/home/user/Library/Caches")
        #else
        #expect(caches.path == "/home/user/.cache")
        #endif
        #expect(!files.fileExists(atPath: caches.path))
        #expect(files.urls(for: .documentDirectory, in: .localDomainMask).isEmpty)
        #expect(files.urls(for: .userDirectory, in: .localDomainMask).count == 1)
        let error = #expect(throws: CocoaError.self) {
            try files.url(
                for: .adminApplicationDirectory, in: .userDomainMask, appropriateFor: nil,
                create: true)
        }
        #expect(error?.code == .fileReadUnknown)
    }

    @Test func namesItemsForDisplay() {
        let files = InMemoryFileManager(currentDirectory: "/work")
        #expect(files.displayName(atPath: "/tmp/report.pdf") == "report.pdf")
        #expect(files.displayName(atPath: "/tmp/folder/") == "folder")
        #expect(files.displayName(atPath: "/") == "/")
        #expect(files.componentsToDisplay(forPath: "docs/a.txt") == ["/", "work", "docs", "a.txt"])
        #expect(files.mountedVolumeURLs(includingResourceValuesForKeys: nil)?.map(\.path) == ["/"])
    }
}

/// A settable clock for `InMemoryFileManager(now:)`.
private final class Clock: @unchecked Sendable {
    // NB: `date` is only touched while holding `lock`.
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) { self.date = date }

    var now: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}

/// The errors an enumerator's error handler received.
private final class Errors: @unchecked Sendable {
    // NB: `errors` is only touched while holding `lock`.
    private let lock = NSLock()
    private var errors: [any Error] = []

    func append(_ error: any Error) { lock.withLock { errors.append(error) } }

    var codes: [Int] { lock.withLock { errors.map { ($0 as NSError).code } } }
}
