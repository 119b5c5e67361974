import Foundation
import Testing

@testable import MockFoundation

@Suite struct FileManageableTests {
    @Test func fileManagerConforms() {
        let files: any FileManageable = FileManager.default
        #expect(files.fileExists(atPath: "/"))
    }
}
