/// Why the model cannot be read for a protocol or class, or for one of its members: the model's
/// own problem, worded where it is found.
struct ModelProblem: Error, Equatable {
    var message: String
    /// The member concerned, as `fetch(id:)`; `nil` for the whole protocol or class.
    var member: String?
    /// Where the graph says the protocol, class or member is declared.
    var location: SymbolGraph.Location?
}
