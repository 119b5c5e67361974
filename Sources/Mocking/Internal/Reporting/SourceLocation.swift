/// Where in the source a mock was declared, or where a verification was called.
@usableFromInline
struct SourceLocation: Sendable, CustomStringConvertible {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    @usableFromInline
    var description: String { "\(fileID):\(line)" }
}
