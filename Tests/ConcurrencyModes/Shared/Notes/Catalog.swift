// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// Why a tag is refused.
nonisolated public enum CatalogError: Error, Equatable {
    case invalid(String)
}

/// The tags of the notes: an initializer, a static member, a settable property, a subscript and
/// typed throws.
public protocol Catalog: AnyObject {
    /// Opens the catalog named `name`.
    init(name: String)
    /// The version of the catalogs' format.
    static var formatVersion: Int { get }
    /// The catalog's name.
    var name: String { get set }
    /// The tag at `index`.
    subscript(index: Int) -> String { get }
    /// Whether `tag` is valid; throws why it is not.
    func validate(_ tag: String) throws(CatalogError) -> Bool
    /// The tags `filter` keeps.
    func tags(matching filter: @escaping @Sendable (String) -> Bool) async -> [String]
}

/// Counts the notes saved: an actor.
public protocol SaveCounter: Actor {
    /// Adds `count`, answering the total.
    func add(_ count: Int) -> Int
    /// The total so far.
    var total: Int { get async }
}
