/// A mock that ``CompilerCheck`` can render again with some of its members degraded: the
/// generator's plan of a protocol or class, or in tests a stand-in.
protocol CheckableMock {
    /// `MockClock.swift`.
    var fileName: String { get }

    /// The file, its members degraded as `degradations` says, with the origin of each line.
    func rendering(degrading degradations: [MemberID: Degradation]) -> RenderedFile
}
