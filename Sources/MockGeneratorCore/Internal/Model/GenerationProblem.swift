/// Why a protocol, or one of its members, is not mocked.
struct GenerationProblem: Error, Equatable {
    var message: String
    /// The member concerned, as `fetch(id:)`; `nil` for the whole protocol.
    var member: String?
    /// Where the graph says the protocol or member is declared.
    var location: SymbolGraph.Location?
}
