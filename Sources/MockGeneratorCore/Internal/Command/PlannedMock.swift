/// The plan of the mock of one protocol or class selected, which the compiler check can plan
/// again with some of its members degraded.
struct PlannedMock: CheckableMock {
    /// The plan without degradations.
    let plan: MockPlan
    /// Where the protocol or class is declared, for a warning about the whole mock.
    let location: SymbolGraph.Location?
    /// Plans the mock again with degradations; `nil` if that fails, which it does not when the
    /// plan without them succeeded.
    let replan: ([MemberID: Degradation]) -> MockPlan?

    var fileName: String { plan.fileName }

    /// The plan with `degradations`.
    func plan(degrading degradations: [MemberID: Degradation]) -> MockPlan {
        degradations.isEmpty ? plan : replan(degradations) ?? plan
    }

    func rendering(degrading degradations: [MemberID: Degradation]) -> RenderedFile {
        MockRenderer(plan: plan(degrading: degradations)).render()
    }
}
