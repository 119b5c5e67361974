/// A rendered mock file: its text, and where each of its lines comes from, so that an error a
/// compiler reports on a line leads back to the member that wrote it.
///
/// ```swift
/// let file = MockRenderer(plan: plan).render()
/// if case .member(let id, .spyForwarding) = file.origin(ofLine: 12) { … }
/// ```
struct RenderedFile: Equatable {
    /// The file's text, each line ended by a newline.
    var text: String
    /// The origin of each line, in order: `origins[0]` is the first line's.
    var origins: [LineOrigin]

    /// The file's lines, without their newlines: `lines[0]` is the first, whose origin is
    /// `origins[0]`.
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Where line `number` comes from, counting from 1 as compilers do; `nil` past the end.
    func origin(ofLine number: Int) -> LineOrigin? {
        origins.indices.contains(number - 1) ? origins[number - 1] : nil
    }

    /// The numbers of the lines, from 1, that come from `origin`.
    func lines(from origin: LineOrigin) -> [Int] {
        origins.indices.filter { origins[$0] == origin }.map { $0 + 1 }
    }
}
