import Foundation
import Mocking
import Testing

// The samples of Concurrency.md, compiled and run. DocumentationSyncTests checks they stay identical.

@Test func callsFromManyTasksAreAllRecorded() async {
    let counter = Mock(wrappedValue: { (n: Int) -> Int in n + 1 })
    await withTaskGroup(of: Void.self) { group in
        for n in 0..<100 {
            group.addTask { _ = counter.getValue(n) }
        }
    }
    #expect(counter.callCount == 100)
}

protocol Downloader: Sendable {
    func download(_ url: URL) async throws -> Data
}

final class MockDownloader: Downloader, @unchecked Sendable {
    func download(_ url: URL) async throws -> Data { try await downloadMock(url) }
    @AsyncThrowingMock var downloadMock: nonisolated(nonsending) (URL) async throws -> Data
}

@Test func concurrentDownloads() async throws {
    let downloader = MockDownloader()
    downloader.$downloadMock.returns(Data("ok".utf8))
    let urls = (1...3).map { URL(fileURLWithPath: "/\($0)") }
    try await withThrowingTaskGroup(of: Data.self) { group in
        for url in urls { group.addTask { try await downloader.download(url) } }
        for try await data in group { #expect(data == Data("ok".utf8)) }
    }
    #expect(Set(downloader.$downloadMock.usage.contexts) == Set(urls))
}

@Test func waitForBackgroundWork() async {
    let downloader = MockDownloader()
    Task.detached { _ = try? await downloader.download(URL(fileURLWithPath: "/later")) }
    #expect(await downloader.$downloadMock.waitUntilCalled(timeout: .seconds(5)))
}
