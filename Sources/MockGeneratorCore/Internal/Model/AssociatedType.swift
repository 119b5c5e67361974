/// An associated type of a protocol or of a protocol it inherits.
struct AssociatedType {
    var name: String
    var inheritance: [TypeExpression]
    var defaultType: TypeExpression?
    var whereClause: [WhereRequirement]
    /// The protocol that declares it, as `Swift.Identifiable` or `Repository`.
    var origin: String
    /// The precise identifiers of the types its declaration names, by spelling.
    var typeIdentifiers: [String: String] = [:]
    /// Whether another protocol of the hierarchy constrains it beyond the declaration that
    /// gives its default, which may then not satisfy them.
    var isDefaultUncertain = false
}
