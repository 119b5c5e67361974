// The MockFoundation samples of README.md, compiled and run. DocumentationSyncTests checks they
// stay identical.

import Foundation
import MockFoundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct ReportWriter {
    let files: any FileManageable

    func save(_ report: String, named name: String) throws -> Bool {
        let folder = files.temporaryDirectory.appendingPathComponent("reports")
        try files.createDirectory(at: folder, withIntermediateDirectories: true, attributes: nil)
        let path = folder.appendingPathComponent(name).path
        return files.createFile(atPath: path, contents: Data(report.utf8), attributes: nil)
    }
}

@Test func savesTheReportWithoutTouchingTheDisk() throws {
    let files = MockFileManager(backing: InMemoryFileManager())
    #expect(try ReportWriter(files: files).save("42", named: "answer.txt"))
    #expect(files.contents(atPath: "/tmp/reports/answer.txt") == Data("42".utf8))
    files.$createFileMock.verifyCalled(.once)
}

@Test func answersARequestWithoutTheNetwork() async throws {
    let session = MockURLSession()
    let url = try #require(URL(string: "https://example.invalid/status"))
    session.answer(url, with: Data("ok".utf8), statusCode: 200)
    let (data, response) = try await session.data(from: url)
    #expect(data == Data("ok".utf8))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
}
