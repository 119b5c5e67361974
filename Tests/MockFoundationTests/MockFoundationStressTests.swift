import Dispatch
import Foundation
import Testing

@testable import MockFoundation

/// One mock or file system driven from many threads and from a task group at once: every call
/// is recorded exactly once and every item lands. Run it under `--sanitize=thread` too.
@Suite struct MockFoundationStressTests {
    static let threads = 8
    static let callsPerThread = 250

    @Test func mockFileManagerFromManyThreads() throws {
        let files = MockFileManager(backing: InMemoryFileManager())
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for call in 0..<Self.callsPerThread {
                let path = "/tmp/\(thread)-\(call)"
                _ = files.createFile(atPath: path, contents: Data("\(call)".utf8))
                _ = files.fileExists(atPath: path)
                if call.isMultiple(of: 50) {
                    files.isReadableFileMock = { _ in true }
                    files.$isReadableFileMock.resetLoader()
                }
                _ = files.isReadableFile(atPath: path)
            }
        }
        let total = Self.threads * Self.callsPerThread
        #expect(files.$createFileMock.callCount == total)
        #expect(files.$fileExistsMock.callCount == total)
        #expect(files.$isReadableFileMock.callCount == total)
        #expect(files.$fileExistsMock.usage.history.allSatisfy { $0.value == true })
        #expect(try files.contentsOfDirectory(atPath: "/tmp").count == total)
    }

    @Test func mockFileManagerFromATaskGroup() async throws {
        let memory = InMemoryFileManager()
        let files = MockFileManager(backing: memory)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.threads {
                group.addTask {
                    let folder = "/tmp/task\(task)"
                    try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    for call in 0..<Self.callsPerThread {
                        _ = files.createFile(atPath: "\(folder)/\(call)", contents: Data())
                        try? files.moveItem(
                            atPath: "\(folder)/\(call)", toPath: "\(folder)/m\(call)")
                    }
                    _ = files.currentDirectoryPath
                }
            }
        }
        let total = Self.threads * Self.callsPerThread
        #expect(files.$createDirectoryAtPathMock.callCount == Self.threads)
        #expect(files.$createFileMock.callCount == total)
        #expect(files.$moveItemAtPathMock.callCount == total)
        #expect(files.$moveItemAtPathMock.usage.history.allSatisfy { $0.error == nil })
        #expect(files.$currentDirectoryPathMock.callCount == Self.threads)
        let items = try memory.subpathsOfDirectory(atPath: "/tmp")
        #expect(items.count == Self.threads + total)
        #expect(
            items.allSatisfy { !$0.contains("/") || $0.split(separator: "/")[1].hasPrefix("m") })
    }

    @Test func inMemoryFileManagerFromManyThreads() throws {
        let files = InMemoryFileManager()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            let folder = "/tmp/shared/\(thread)"
            try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for call in 0..<Self.callsPerThread {
                let path = "\(folder)/\(call)"
                _ = files.createFile(atPath: path, contents: Data(count: 2))
                try? files.copyItem(atPath: path, toPath: path + ".copy")
                try? files.removeItem(atPath: path)
                _ = try? files.contentsOfDirectory(atPath: "/tmp/shared")
                _ = files.changeCurrentDirectoryPath(folder)
            }
        }
        let items = try files.subpathsOfDirectory(atPath: "/tmp/shared")
        #expect(items.count == Self.threads + Self.threads * Self.callsPerThread)
        #expect(items.filter { $0.hasSuffix(".copy") }.count == Self.threads * Self.callsPerThread)
        let free = try files.attributesOfFileSystem(forPath: "/")[.systemFreeSize] as? Int
        let size = try files.attributesOfFileSystem(forPath: "/")[.systemSize] as? Int
        #expect(
            free.flatMap { free in size.map { $0 - free } } == 2 * Self.threads
                * Self.callsPerThread)
    }

    @Test func mockURLSessionFromATaskGroup() async throws {
        let session = MockURLSession()
        let urls = (0..<Self.threads).compactMap {
            URLComponents(string: "https://example.invalid/\($0)")?.url
        }
        for url in urls { session.answer(url, with: Data(url.path.utf8)) }
        let bodies = await withTaskGroup(of: Data?.self) { group in
            for index in 0..<(Self.threads * 25) {
                group.addTask {
                    try? await session.data(from: urls[index % urls.count]).0
                }
            }
            var bodies: [Data?] = []
            for await body in group { bodies.append(body) }
            return bodies
        }
        #expect(bodies.count == Self.threads * 25)
        #expect(bodies.allSatisfy { $0 != nil })
        #expect(session.requests.count == Self.threads * 25)
        #expect(session.$dataFromURLMock.callCount == Self.threads * 25)
    }
}
