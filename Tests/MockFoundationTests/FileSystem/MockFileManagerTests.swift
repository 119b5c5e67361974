import Foundation
import Mocking
import Testing

@testable import MockFoundation

/// Every member of `MockFileManager`: its default answer comes from the backing file manager,
/// an assigned loader overrides it, and each call is recorded with its context. The backing is
/// an `InMemoryFileManager`, so nothing touches the disk.
@Suite struct MockFileManagerTests {
    let memory = InMemoryFileManager(files: ["/tmp/dir/file.txt": Data("hello".utf8)])
    let files: MockFileManager

    init() {
        files = MockFileManager(backing: memory)
    }

    // MARK: Creating

    @Test func defaultsToTheLiveFileManager() {
        let files = MockFileManager()
        #expect((files.backing as? FileManager) === FileManager.default)
    }

    @Test func sendsDefaultsToTheBacking() {
        #expect((files.backing as? InMemoryFileManager) === memory)
    }

    /// Calls every member once, on a mock whose backing is another `MockFileManager` over the
    /// in-memory file system: each of the backing's mocks then has exactly one call, so every
    /// default loader reached the backing given, and none the disk. A member added without its
    /// loader in `init(backing:)` fails here, by its placeholder or by its count.
    @Test func everyMemberReachesTheBackingItWasGiven() throws {
        let backing = MockFileManager(backing: memory)
        let files = MockFileManager(backing: backing)
        let url = URL(fileURLWithPath: "/tmp/dir/file.txt")
        let other = URL(fileURLWithPath: "/tmp/dir/other.txt")
        _ = files.fileExists(atPath: "/tmp")
        _ = files.fileExists(atPath: "/tmp", isDirectory: nil)
        _ = files.isReadableFile(atPath: "/tmp")
        _ = files.isWritableFile(atPath: "/tmp")
        _ = files.isExecutableFile(atPath: "/tmp")
        _ = files.isDeletableFile(atPath: "/tmp")
        _ = files.contents(atPath: url.path)
        _ = files.createFile(atPath: "/tmp/new.txt", contents: nil, attributes: nil)
        _ = files.contentsEqual(atPath: url.path, andPath: url.path)
        try? files.createDirectory(at: url, withIntermediateDirectories: true, attributes: nil)
        try? files.createDirectory(atPath: "/tmp/a", withIntermediateDirectories: true)
        _ = try? files.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
        _ = try? files.contentsOfDirectory(atPath: "/tmp")
        _ = try? files.subpathsOfDirectory(atPath: "/tmp")
        _ = files.subpaths(atPath: "/tmp")
        _ = files.enumerator(atPath: "/tmp")
        _ = files.enumerator(at: url, includingPropertiesForKeys: nil)
        try? files.copyItem(at: url, to: other)
        try? files.copyItem(atPath: url.path, toPath: other.path)
        try? files.moveItem(at: url, to: other)
        try? files.moveItem(atPath: url.path, toPath: other.path)
        try? files.removeItem(at: other)
        try? files.removeItem(atPath: other.path)
        try? files.linkItem(at: url, to: other)
        try? files.linkItem(atPath: url.path, toPath: other.path)
        _ = try? files.replaceItemAt(url, withItemAt: other)
        _ = try? files.attributesOfItem(atPath: "/tmp")
        try? files.setAttributes([:], ofItemAtPath: "/tmp")
        _ = try? files.attributesOfFileSystem(forPath: "/tmp")
        try? files.createSymbolicLink(at: other, withDestinationURL: url)
        try? files.createSymbolicLink(atPath: other.path, withDestinationPath: url.path)
        _ = try? files.destinationOfSymbolicLink(atPath: other.path)
        _ = files.currentDirectoryPath
        _ = files.changeCurrentDirectoryPath("/tmp")
        _ = files.temporaryDirectory
        _ = files.usersHomeDirectory
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        _ = files.homeDirectoryForCurrentUser
        _ = files.homeDirectory(forUser: "ann")
        #endif
        _ = files.urls(for: .cachesDirectory, in: .userDomainMask)
        _ = try? files.url(
            for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
        _ = files.mountedVolumeURLs(includingResourceValuesForKeys: nil, options: [])
        _ = files.displayName(atPath: "/tmp")
        _ = files.componentsToDisplay(forPath: "/tmp")

        let mocks = Mirror(reflecting: backing).children.compactMap { child in
            (child.value as? any Mockable).map { (child.label ?? "?", $0.callCount) }
        }
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        #expect(mocks.count == 43)
        #else
        #expect(mocks.count == 41)
        #endif
        for (label, calls) in mocks {
            #expect(calls == 1, "\(label) was called \(calls) times")
        }
    }

    @Test func mocksCreatedOnManyThreadsEachForwardToTheirOwnBacking() {
        let count = 16
        let lock = NSLock()
        nonisolated(unsafe) var mocks: [Int: MockFileManager] = [:]
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let backing = InMemoryFileManager(files: ["/\(index).txt": Data()])
            let files = MockFileManager(backing: backing)
            lock.withLock { mocks[index] = files }
        }
        for index in 0..<count {
            #expect(mocks[index]?.fileExists(atPath: "/\(index).txt") == true)
            #expect(mocks[index]?.fileExists(atPath: "/\((index + 1) % count).txt") == false)
        }
    }

    // MARK: Existence and kind

    @Test func fileExists() {
        #expect(files.fileExists(atPath: "/tmp/dir/file.txt"))
        #expect(!files.fileExists(atPath: "/missing"))
        files.fileExistsMock = { _ in true }
        #expect(files.fileExists(atPath: "/missing"))
        #expect(files.$fileExistsMock.wasCalled(with: "/missing"))
        #expect(files.$fileExistsMock.callCount == 3)
        files.$fileExistsMock.resetLoader()
        #expect(!files.fileExists(atPath: "/missing"))
    }

    @Test func fileExistsIsDirectory() {
        var isDirectory: ObjCBool = false
        #expect(files.fileExists(atPath: "/tmp/dir", isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        files.fileExistsIsDirectoryMock = { _ in (exists: true, isDirectory: false) }
        #expect(files.fileExists(atPath: "/virtual", isDirectory: &isDirectory))
        #expect(!isDirectory.boolValue)
        #expect(files.fileExists(atPath: "/virtual", isDirectory: nil))
        #expect(files.$fileExistsIsDirectoryMock.wasCalled(with: "/virtual"))
        var plain = true
        #expect(files.fileExists(atPath: "/virtual", isDirectory: &plain))
        #expect(!plain)
    }

    @Test func isReadableFile() {
        #expect(files.isReadableFile(atPath: "/tmp/dir/file.txt"))
        files.isReadableFileMock = { _ in false }
        #expect(!files.isReadableFile(atPath: "/tmp/dir/file.txt"))
        #expect(files.$isReadableFileMock.wasCalled(with: "/tmp/dir/file.txt"))
    }

    @Test func isWritableFile() {
        #expect(files.isWritableFile(atPath: "/tmp/dir/file.txt"))
        files.isWritableFileMock = { _ in false }
        #expect(!files.isWritableFile(atPath: "/tmp/dir/file.txt"))
        #expect(files.$isWritableFileMock.wasCalled(with: "/tmp/dir/file.txt"))
    }

    @Test func isExecutableFile() {
        #expect(files.isExecutableFile(atPath: "/tmp/dir"))
        files.isExecutableFileMock = { $0.hasSuffix(".sh") }
        #expect(files.isExecutableFile(atPath: "/bin/run.sh"))
        #expect(files.$isExecutableFileMock.wasCalled(with: "/bin/run.sh"))
    }

    @Test func isDeletableFile() {
        #expect(files.isDeletableFile(atPath: "/tmp/dir/file.txt"))
        #expect(!files.isDeletableFile(atPath: "/missing/file"))
        files.isDeletableFileMock = { _ in false }
        #expect(!files.isDeletableFile(atPath: "/tmp/dir/file.txt"))
        #expect(files.$isDeletableFileMock.callCount == 3)
    }

    // MARK: Reading and creating files

    @Test func contentsAtPath() {
        #expect(files.contents(atPath: "/tmp/dir/file.txt") == Data("hello".utf8))
        files.contentsAtPathMock = { _ in Data("stub".utf8) }
        #expect(files.contents(atPath: "/anything") == Data("stub".utf8))
        #expect(files.$contentsAtPathMock.wasCalled(with: "/anything"))
    }

    @Test func createFile() {
        #expect(files.createFile(atPath: "/tmp/new.txt", contents: Data("new".utf8)))
        #expect(memory.contents(atPath: "/tmp/new.txt") == Data("new".utf8))
        files.createFileMock = { _ in false }
        #expect(!files.createFile(atPath: "/tmp/other.txt", contents: nil, attributes: nil))
        #expect(!memory.fileExists(atPath: "/tmp/other.txt"))
        let first = files.$createFileMock.usage.contexts.first
        #expect(first?.0 == "/tmp/new.txt")
        #expect(first?.1 == Data("new".utf8))
    }

    @Test func createFileRecordsAttributesJSONCannotHold() throws {
        let date = Date(timeIntervalSince1970: 1_234)
        let attributes: [FileAttributeKey: Any] = [
            .modificationDate: date, .posixPermissions: 0o600,
        ]
        #expect(files.createFile(atPath: "/tmp/dated", contents: Data(), attributes: attributes))
        let recorded = try #require(files.$createFileMock.usage.contexts.first?.2)
        #expect(recorded[.modificationDate] as? Date == date)
        #expect(recorded[.posixPermissions] as? Int == 0o600)
        let stored = try memory.attributesOfItem(atPath: "/tmp/dated")
        #expect(stored[.modificationDate] as? Date == date)
    }

    @Test func contentsEqual() throws {
        try memory.copyItem(atPath: "/tmp/dir/file.txt", toPath: "/tmp/copy.txt")
        #expect(files.contentsEqual(atPath: "/tmp/dir/file.txt", andPath: "/tmp/copy.txt"))
        files.contentsEqualMock = { _ in false }
        #expect(!files.contentsEqual(atPath: "/tmp/dir/file.txt", andPath: "/tmp/copy.txt"))
        #expect(files.$contentsEqualMock.wasCalled(with: "/tmp/dir/file.txt", "/tmp/copy.txt"))
    }

    // MARK: Directories

    @Test func createDirectoryAtURL() throws {
        let url = URL(fileURLWithPath: "/tmp/a/b", isDirectory: true)
        try files.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(memory.fileExists(atPath: "/tmp/a/b"))
        files.createDirectoryMock = { _ in throw CocoaError(.fileWriteNoPermission) }
        #expect(throws: CocoaError(.fileWriteNoPermission)) {
            try files.createDirectory(
                at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        }
        #expect(files.$createDirectoryMock.wasCalled(with: url))
        #expect(files.$createDirectoryMock.wasCalled(with: false))
        let contexts = files.$createDirectoryMock.usage.contexts
        #expect(contexts.map(\.inputs.count) == [3, 3])
        #expect(try contexts.map { try $0.inputs[1].decode() as Bool } == [true, false])
        #expect(contexts[0].inputs[2] == (try CodableInput(String?.none)))
        let permissions = try #require(try contexts[1].inputs[2].decode() as? [String: Int])
        #expect(permissions == [FileAttributeKey.posixPermissions.rawValue: 0o700])
        #expect(files.$createDirectoryMock.usage.history[1].error != nil)
    }

    @Test func createDirectoryRecordsAttributesJSONCannotHoldReadably() throws {
        let date = Date(timeIntervalSince1970: 99.25)
        let url = URL(fileURLWithPath: "/tmp/dated", isDirectory: true)
        try files.createDirectory(
            at: url, withIntermediateDirectories: false,
            attributes: [
                .modificationDate: date, .type: FileAttributeType.typeDirectory,
                .posixPermissions: 0o750,
            ])
        let recorded = try #require(files.$createDirectoryMock.usage.contexts.first?.inputs[2])
        let attributes = try #require(try recorded.decode() as? [String: Any])
        #expect(
            attributes[FileAttributeKey.modificationDate.rawValue] as? String
                == "1970-01-01T00:01:39.250Z")
        #expect(
            attributes[FileAttributeKey.type.rawValue] as? String
                == FileAttributeType.typeDirectory.rawValue)
        #expect(attributes[FileAttributeKey.posixPermissions.rawValue] as? Int == 0o750)
        #expect(recorded.description.contains("1970-01-01T00:01:39.250Z"))
        let stored = try memory.attributesOfItem(atPath: "/tmp/dated")
        #expect(stored[.modificationDate] as? Date == date)
        #expect(stored[.posixPermissions] as? Int == 0o750)
    }

    @Test func createDirectoryRecordsAnyAttributeWithoutThrowing() throws {
        let url = URL(fileURLWithPath: "/tmp/odd", isDirectory: true)
        let cycle = NSMutableArray()
        cycle.add(cycle)
        let attributes: [FileAttributeKey: Any] = [
            .ownerAccountName: NSObject(), .size: Double.nan, .extensionHidden: [Date()],
            .groupOwnerAccountName: cycle,
        ]
        try files.createDirectory(
            at: url, withIntermediateDirectories: false, attributes: attributes)
        let recorded = try #require(files.$createDirectoryMock.usage.contexts.first?.inputs[2])
        let decoded = try #require(try recorded.decode() as? [String: Any])
        #expect(decoded.count == 4)
        #expect(decoded.values.allSatisfy { $0 is String })
        let cycleText = decoded[FileAttributeKey.groupOwnerAccountName.rawValue] as? String
        #expect(cycleText?.contains("contains itself") == true)
        #expect(memory.fileExists(atPath: "/tmp/odd"))
    }

    @Test func createDirectoryAtURLRejectsAMalformedContext() {
        #expect(throws: MalformedContext.self) {
            try files.$createDirectoryMock.getValue(EquatableTuple([try CodableInput(1)]))
        }
    }

    @Test func createDirectoryAtPath() throws {
        try files.createDirectory(atPath: "/tmp/x/y", withIntermediateDirectories: true)
        #expect(memory.fileExists(atPath: "/tmp/x/y"))
        let error = #expect(throws: CocoaError.self) {
            try files.createDirectory(atPath: "/tmp/p/q", withIntermediateDirectories: false)
        }
        #expect(error?.code == .fileNoSuchFile)
        files.createDirectoryAtPathMock = { _ in }
        try files.createDirectory(atPath: "/tmp/p/q", withIntermediateDirectories: false)
        #expect(
            files.$createDirectoryAtPathMock.usage.contexts.map(\.0) == [
                "/tmp/x/y", "/tmp/p/q", "/tmp/p/q",
            ])
    }

    @Test func contentsOfDirectoryAtURL() throws {
        let folder = URL(fileURLWithPath: "/tmp/dir", isDirectory: true)
        let listed = try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(listed.map(\.lastPathComponent) == ["file.txt"])
        #expect(files.$contentsOfDirectoryAtUrlMock.wasCalled(with: folder))
        let keys: [URLResourceKey] = [.fileSizeKey]
        _ = try files.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: keys, options: .skipsHiddenFiles)
        let context = try #require(files.$contentsOfDirectoryAtUrlMock.usage.contexts.last)
        #expect(try context.inputs[1].decode() == ["NSURLFileSizeKey"])
        let options: UInt = try context.inputs[2].decode()
        #expect(options == FileManager.DirectoryEnumerationOptions.skipsHiddenFiles.rawValue)
        files.contentsOfDirectoryAtUrlMock = { _ in [URL(fileURLWithPath: "/stub")] }
        #expect(
            try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).count == 1)
    }

    @Test func contentsOfDirectoryAtURLRejectsAMalformedContext() {
        #expect(throws: MalformedContext.self) {
            try files.$contentsOfDirectoryAtUrlMock.getValue(EquatableTuple([]))
        }
        #expect(files.$contentsOfDirectoryAtUrlMock.callCount == 1)
    }

    @Test func contentsOfDirectoryAtPath() throws {
        #expect(try files.contentsOfDirectory(atPath: "/tmp/dir") == ["file.txt"])
        let error = #expect(throws: CocoaError.self) {
            try files.contentsOfDirectory(atPath: "/missing")
        }
        #expect(error?.code == .fileReadNoSuchFile)
        files.contentsOfDirectoryAtPathMock = { _ in ["a", "b"] }
        #expect(try files.contentsOfDirectory(atPath: "/missing") == ["a", "b"])
        #expect(files.$contentsOfDirectoryAtPathMock.wasCalled(with: "/missing"))
    }

    @Test func subpathsOfDirectory() throws {
        #expect(try files.subpathsOfDirectory(atPath: "/tmp") == ["dir", "dir/file.txt"])
        files.subpathsOfDirectoryMock = { _ in [] }
        #expect(try files.subpathsOfDirectory(atPath: "/tmp").isEmpty)
        #expect(files.$subpathsOfDirectoryMock.wasCalled(with: "/tmp"))
    }

    @Test func subpaths() {
        #expect(files.subpaths(atPath: "/tmp/dir") == ["file.txt"])
        #expect(files.subpaths(atPath: "/missing") == nil)
        files.subpathsMock = { _ in ["x"] }
        #expect(files.subpaths(atPath: "/missing") == ["x"])
        #expect(files.$subpathsMock.callCount == 3)
    }

    @Test func enumeratorAtPath() {
        let enumerator = files.enumerator(atPath: "/tmp")
        #expect((enumerator?.allObjects as? [String]) == ["dir", "dir/file.txt"])
        files.enumeratorAtPathMock = { _ in nil }
        #expect(files.enumerator(atPath: "/tmp") == nil)
        #expect(files.$enumeratorAtPathMock.wasCalled(with: "/tmp"))
    }

    @Test func enumeratorAtURL() {
        let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)
        let enumerator = files.enumerator(at: folder, includingPropertiesForKeys: nil)
        #expect(
            (enumerator?.allObjects as? [URL])?.map(\.lastPathComponent) == ["dir", "file.txt"])
        files.enumeratorAtUrlMock = { _ in nil }
        #expect(
            files.enumerator(
                at: folder, includingPropertiesForKeys: [.nameKey], options: .skipsHiddenFiles)
                == nil)
        let context = files.$enumeratorAtUrlMock.usage.contexts.last
        #expect(context?.0 == folder)
        #expect(context?.1 == [.nameKey])
        #expect(context?.2 == .skipsHiddenFiles)
        #expect(context?.3 == nil)
    }

    // MARK: Copying, moving, linking and removing

    @Test func copyItemAtURL() throws {
        let source = URL(fileURLWithPath: "/tmp/dir/file.txt")
        let destination = URL(fileURLWithPath: "/tmp/copy.txt")
        try files.copyItem(at: source, to: destination)
        #expect(memory.contents(atPath: "/tmp/copy.txt") == Data("hello".utf8))
        #expect(files.$copyItemMock.wasCalled(with: source))
        #expect(files.$copyItemMock.wasCalled(with: EquatableTuple([source, destination])))
        files.copyItemMock = { _ in throw CocoaError(.fileWriteOutOfSpace) }
        #expect(throws: CocoaError(.fileWriteOutOfSpace)) {
            try files.copyItem(at: source, to: destination)
        }
    }

    @Test func copyItemAtURLRejectsAMalformedContext() {
        #expect(throws: MalformedContext.self) {
            try files.$copyItemMock.getValue(EquatableTuple([URL(fileURLWithPath: "/only")]))
        }
    }

    @Test func copyItemAtPath() throws {
        try files.copyItem(atPath: "/tmp/dir", toPath: "/tmp/dir2")
        #expect(memory.fileExists(atPath: "/tmp/dir2/file.txt"))
        let error = #expect(throws: CocoaError.self) {
            try files.copyItem(atPath: "/tmp/dir", toPath: "/tmp/dir2")
        }
        #expect(error?.code == .fileWriteFileExists)
        files.copyItemAtPathMock = { _ in }
        try files.copyItem(atPath: "/tmp/dir", toPath: "/tmp/dir2")
        #expect(files.$copyItemAtPathMock.wasCalled(with: "/tmp/dir", "/tmp/dir2"))
        #expect(files.$copyItemAtPathMock.callCount == 3)
    }

    @Test func moveItemAtURL() throws {
        let source = URL(fileURLWithPath: "/tmp/dir/file.txt")
        let destination = URL(fileURLWithPath: "/tmp/moved.txt")
        try files.moveItem(at: source, to: destination)
        #expect(memory.fileExists(atPath: "/tmp/moved.txt"))
        #expect(!memory.fileExists(atPath: "/tmp/dir/file.txt"))
        files.moveItemMock = { _ in }
        try files.moveItem(at: source, to: destination)
        #expect(files.$moveItemMock.wasCalled(with: source, destination))
    }

    @Test func moveItemAtPath() throws {
        try files.moveItem(atPath: "/tmp/dir", toPath: "/tmp/renamed")
        #expect(memory.fileExists(atPath: "/tmp/renamed/file.txt"))
        files.moveItemAtPathMock = { _ in throw CocoaError(.fileWriteFileExists) }
        #expect(throws: CocoaError(.fileWriteFileExists)) {
            try files.moveItem(atPath: "/tmp/renamed", toPath: "/tmp/dir")
        }
        #expect(files.$moveItemAtPathMock.wasCalled(with: "/tmp/renamed", "/tmp/dir"))
    }

    @Test func removeItemAtURL() throws {
        let url = URL(fileURLWithPath: "/tmp/dir", isDirectory: true)
        try files.removeItem(at: url)
        #expect(!memory.fileExists(atPath: "/tmp/dir"))
        let error = #expect(throws: CocoaError.self) { try files.removeItem(at: url) }
        #expect(error?.code == .fileNoSuchFile)
        files.removeItemMock = { _ in }
        try files.removeItem(at: url)
        #expect(files.$removeItemMock.wasCalled(with: url))
        #expect(files.$removeItemMock.callCount == 3)
    }

    @Test func removeItemAtPath() throws {
        try files.removeItem(atPath: "/tmp/dir/file.txt")
        #expect(!memory.fileExists(atPath: "/tmp/dir/file.txt"))
        files.removeItemAtPathMock = { _ in throw CocoaError(.fileWriteNoPermission) }
        #expect(throws: CocoaError(.fileWriteNoPermission)) { try files.removeItem(atPath: "/tmp") }
        #expect(files.$removeItemAtPathMock.wasCalled(with: "/tmp"))
    }

    @Test func linkItemAtURL() throws {
        let source = URL(fileURLWithPath: "/tmp/dir/file.txt")
        let link = URL(fileURLWithPath: "/tmp/hard.txt")
        try files.linkItem(at: source, to: link)
        #expect(memory.contents(atPath: "/tmp/hard.txt") == Data("hello".utf8))
        files.linkItemMock = { _ in }
        try files.linkItem(at: source, to: link)
        #expect(files.$linkItemMock.wasCalled(with: source, link))
    }

    @Test func linkItemAtPath() throws {
        try files.linkItem(atPath: "/tmp/dir/file.txt", toPath: "/tmp/hard.txt")
        let attributes = try memory.attributesOfItem(atPath: "/tmp/hard.txt")
        #expect(attributes[.referenceCount] as? Int == 2)
        files.linkItemAtPathMock = { _ in }
        try files.linkItem(atPath: "/a", toPath: "/b")
        #expect(files.$linkItemAtPathMock.wasCalled(with: "/a", "/b"))
    }

    @Test func replaceItemAt() throws {
        #expect(memory.createFile(atPath: "/tmp/new.txt", contents: Data("new".utf8)))
        let original = URL(fileURLWithPath: "/tmp/dir/file.txt")
        let replacement = URL(fileURLWithPath: "/tmp/new.txt")
        #expect(try files.replaceItemAt(original, withItemAt: replacement) == original)
        #expect(memory.contents(atPath: "/tmp/dir/file.txt") == Data("new".utf8))
        files.replaceItemAtMock = { _ in nil }
        #expect(
            try files.replaceItemAt(original, withItemAt: replacement, backupItemName: "old") == nil
        )
        let noOptions: FileManager.ItemReplacementOptions = []
        #expect(files.$replaceItemAtMock.wasCalled(with: original, replacement, "old", noOptions))
    }

    // MARK: Attributes

    @Test func attributesOfItem() throws {
        let attributes = try files.attributesOfItem(atPath: "/tmp/dir/file.txt")
        #expect(attributes[.size] as? Int == 5)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        files.attributesOfItemMock = { _ in [.size: 42] }
        #expect(try files.attributesOfItem(atPath: "/x")[.size] as? Int == 42)
        #expect(files.$attributesOfItemMock.wasCalled(with: "/x"))
    }

    @Test func setAttributes() throws {
        let date = Date(timeIntervalSince1970: 7)
        try files.setAttributes(
            [.posixPermissions: 0o600, .modificationDate: date], ofItemAtPath: "/tmp/dir/file.txt")
        let attributes = try memory.attributesOfItem(atPath: "/tmp/dir/file.txt")
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(attributes[.modificationDate] as? Date == date)
        files.setAttributesMock = { _ in throw CocoaError(.fileWriteNoPermission) }
        #expect(throws: CocoaError(.fileWriteNoPermission)) {
            try files.setAttributes([:], ofItemAtPath: "/tmp")
        }
        let contexts = files.$setAttributesMock.usage.contexts
        #expect(contexts.map(\.1) == ["/tmp/dir/file.txt", "/tmp"])
        #expect(contexts[0].0[.modificationDate] as? Date == date)
    }

    @Test func attributesOfFileSystem() throws {
        let attributes = try files.attributesOfFileSystem(forPath: "/")
        #expect(attributes[.systemFreeSize] is NSNumber)
        files.attributesOfFileSystemMock = { _ in [.systemFreeSize: 0] }
        #expect(try files.attributesOfFileSystem(forPath: "/")[.systemFreeSize] as? Int == 0)
        #expect(files.$attributesOfFileSystemMock.wasCalled(with: "/"))
    }

    // MARK: Symbolic links

    @Test func createSymbolicLinkAtURL() throws {
        let link = URL(fileURLWithPath: "/tmp/link")
        let destination = URL(fileURLWithPath: "/tmp/dir/file.txt")
        try files.createSymbolicLink(at: link, withDestinationURL: destination)
        #expect(memory.contents(atPath: "/tmp/link") == Data("hello".utf8))
        files.createSymbolicLinkMock = { _ in }
        try files.createSymbolicLink(at: link, withDestinationURL: destination)
        #expect(files.$createSymbolicLinkMock.wasCalled(with: link, destination))
    }

    @Test func createSymbolicLinkAtPath() throws {
        try files.createSymbolicLink(atPath: "/tmp/link", withDestinationPath: "dir/file.txt")
        #expect(try memory.destinationOfSymbolicLink(atPath: "/tmp/link") == "dir/file.txt")
        let error = #expect(throws: CocoaError.self) {
            try files.createSymbolicLink(atPath: "/tmp/link", withDestinationPath: "x")
        }
        #expect(error?.code == .fileWriteFileExists)
        #expect(files.$createSymbolicLinkAtPathMock.wasCalled(with: "/tmp/link", "x"))
    }

    @Test func destinationOfSymbolicLink() throws {
        try memory.createSymbolicLink(atPath: "/tmp/link", withDestinationPath: "dir")
        #expect(try files.destinationOfSymbolicLink(atPath: "/tmp/link") == "dir")
        files.destinationOfSymbolicLinkMock = { _ in "/elsewhere" }
        #expect(try files.destinationOfSymbolicLink(atPath: "/tmp/link") == "/elsewhere")
        #expect(files.$destinationOfSymbolicLinkMock.callCount == 2)
    }

    // MARK: Locations

    @Test func currentDirectoryPath() {
        #expect(files.currentDirectoryPath == "/home/user")
        files.currentDirectoryPathMock = { _ in "/work" }
        #expect(files.currentDirectoryPath == "/work")
        #expect(files.$currentDirectoryPathMock.callCount == 2)
        files.$currentDirectoryPathMock.resetLoader()
        #expect(files.currentDirectoryPath == "/home/user")
    }

    @Test func changeCurrentDirectoryPath() {
        #expect(files.changeCurrentDirectoryPath("/tmp/dir"))
        #expect(memory.currentDirectoryPath == "/tmp/dir")
        #expect(!files.changeCurrentDirectoryPath("/missing"))
        files.changeCurrentDirectoryPathMock = { _ in true }
        #expect(files.changeCurrentDirectoryPath("/missing"))
        #expect(files.$changeCurrentDirectoryPathMock.wasCalled(with: "/missing"))
    }

    @Test func temporaryDirectory() {
        #expect(files.temporaryDirectory.path == "/tmp")
        files.temporaryDirectoryMock = { _ in URL(fileURLWithPath: "/scratch", isDirectory: true) }
        #expect(files.temporaryDirectory.path == "/scratch")
        #expect(files.$temporaryDirectoryMock.callCount == 2)
    }

    @Test func usersHomeDirectory() {
        #expect(files.usersHomeDirectory.path == "/home/user")
        files.usersHomeDirectoryMock = { _ in URL(fileURLWithPath: "/Users/ann", isDirectory: true)
        }
        #expect(files.usersHomeDirectory.path == "/Users/ann")
        #expect(files.$usersHomeDirectoryMock.wasCalled)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    @Test func homeDirectoryForCurrentUser() {
        #expect(files.homeDirectoryForCurrentUser.path == "/home/user")
        files.homeDirectoryForCurrentUserMock = { _ in
            URL(fileURLWithPath: "/root", isDirectory: true)
        }
        #expect(files.homeDirectoryForCurrentUser.path == "/root")
        #expect(files.$homeDirectoryForCurrentUserMock.callCount == 2)
    }

    @Test func homeDirectoryForUser() {
        #expect(files.homeDirectory(forUser: "user")?.path == "/home/user")
        #expect(files.homeDirectory(forUser: "nobody") == nil)
        files.homeDirectoryForUserMock = { URL(fileURLWithPath: "/home/\($0)", isDirectory: true) }
        #expect(files.homeDirectory(forUser: "ann")?.path == "/home/ann")
        #expect(files.$homeDirectoryForUserMock.wasCalled(with: "ann"))
    }
    #endif

    @Test func urlsForDirectory() {
        let caches = files.urls(for: .cachesDirectory, in: .userDomainMask)
        #expect(caches.count == 1)
        #expect(caches.first?.path.hasPrefix("/home/user/") == true)
        files.urlsForDirectoryMock = { _ in [] }
        #expect(files.urls(for: .documentDirectory, in: .userDomainMask).isEmpty)
        #expect(files.$urlsForDirectoryMock.wasCalled(with: .documentDirectory, .userDomainMask))
    }

    @Test func urlForDirectory() throws {
        let documents = try files.url(
            for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        #expect(documents.path == "/home/user/Documents")
        #expect(memory.fileExists(atPath: "/home/user/Documents"))
        files.urlForDirectoryMock = { _ in URL(fileURLWithPath: "/stub", isDirectory: true) }
        let stub = try files.url(
            for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
        #expect(stub.path == "/stub")
        #expect(
            files.$urlForDirectoryMock.wasCalled(
                with: .cachesDirectory, .userDomainMask, nil, false))
    }

    @Test func mountedVolumeURLs() throws {
        #expect(files.mountedVolumeURLs(includingResourceValuesForKeys: nil)?.map(\.path) == ["/"])
        files.mountedVolumeURLsMock = { _ in nil }
        #expect(
            files.mountedVolumeURLs(
                includingResourceValuesForKeys: [.volumeNameKey], options: .skipHiddenVolumes)
                == nil)
        let context = try #require(files.$mountedVolumeURLsMock.usage.contexts.last)
        #expect(try context.inputs[0].decode() == [URLResourceKey.volumeNameKey.rawValue])
        let options: UInt = try context.inputs[1].decode()
        #expect(options == FileManager.VolumeEnumerationOptions.skipHiddenVolumes.rawValue)
        #expect(
            files.$mountedVolumeURLsMock.wasCalled(with: [URLResourceKey.volumeNameKey.rawValue]))
        files.$mountedVolumeURLsMock.resetLoader()
        #expect(files.$mountedVolumeURLsMock.getValue(EquatableTuple([])) == nil)
    }

    @Test func displayName() {
        #expect(files.displayName(atPath: "/tmp/dir/file.txt") == "file.txt")
        files.displayNameMock = { _ in "File" }
        #expect(files.displayName(atPath: "/tmp/dir/file.txt") == "File")
        #expect(files.$displayNameMock.wasCalled(with: "/tmp/dir/file.txt"))
    }

    @Test func componentsToDisplay() {
        #expect(files.componentsToDisplay(forPath: "/tmp/dir") == ["/", "tmp", "dir"])
        files.componentsToDisplayMock = { _ in nil }
        #expect(files.componentsToDisplay(forPath: "/tmp/dir") == nil)
        #expect(files.$componentsToDisplayMock.wasCalled(with: "/tmp/dir"))
    }

    // MARK: Documented examples

    @Test func landingPageExample() {
        let files = MockFileManager(backing: InMemoryFileManager())
        files.fileExistsMock = { _ in true }
        #expect(files.fileExists(atPath: "/tmp"))
        #expect(files.$fileExistsMock.wasCalled(with: "/tmp"))
    }

    @Test func readmeFileExistsExample() {
        let path = "Mocking 💪"
        let fileManager = MockFileManager(backing: InMemoryFileManager())
        fileManager.fileExistsMock = { _ in true }
        #expect(fileManager.fileExists(atPath: path))
        #expect(fileManager.$fileExistsMock.wasCalled(with: path))
        #expect(fileManager.$fileExistsMock.wasCalled)
    }

    @Test func readmeContentsOfDirectoryLoaderDecodesItsInputs() throws {
        files.contentsOfDirectoryAtUrlMock = { tuple in
            let url: URL = try tuple.inputs[0].decode()
            let keys: [String]? = try tuple.inputs[1].decode()
            return [url.appendingPathComponent(keys?.first ?? "none")]
        }
        let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)
        let listed = try files.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.nameKey], options: [])
        #expect(listed.map(\.lastPathComponent) == [URLResourceKey.nameKey.rawValue])
    }
}
