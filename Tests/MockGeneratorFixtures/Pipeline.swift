/// Associated types with constraints, defaults, primary ones, and where clauses; a protocol
/// refining one with associated types.
protocol Pipeline<Input, Output> {
    associatedtype Input: Sendable
    associatedtype Output: Equatable = String
    associatedtype Failure: Error = any Error
    associatedtype Stage: Collection where Stage.Element == Input

    var stages: [Stage] { get }
    func process(_ input: Input) async throws -> Output
    func process(batch: Stage) -> [Output]
    static func make(stages: [Stage]) -> Self
}

/// Refines ``Pipeline`` and pins one of its associated types.
protocol TextPipeline: Pipeline where Input == String {
    func normalize(_ text: Input) -> Input
}

/// Iteration: a protocol refining `Sequence`-like standard protocols by their requirements.
protocol Cursor: IteratorProtocol where Element == Int {
    var position: Int { get }
}
