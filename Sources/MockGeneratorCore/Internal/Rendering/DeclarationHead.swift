/// The head of a declaration, split where swift-format may break it: `prefix` ends with `(`,
/// `parameters` go between the parentheses, `suffix` follows the `)`, then the requirements of
/// the `where` clause.
struct DeclarationHead: Equatable {
    var prefix: String
    var parameters: [String]
    var suffix: String
    var whereClause: [String] = []

    var oneLine: String {
        prefix + parameters.joined(separator: ", ") + ")" + suffix
            + (whereClause.isEmpty ? "" : " where " + whereClause.joined(separator: ", "))
    }
}
