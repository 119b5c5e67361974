/// A record seen under another name, in the shape of FluentKit's `ModelAlias` (issue 27): its
/// dynamic-member subscript answers `AliasedField<Self, Field>`, whose requirements constrain
/// the conforming type. A mock generic over `Aliased` that named its generic parameter `Aliased`
/// would make Swift find those requirements self-referential ("subscript has self-referential
/// generic requirements"); the mock names it `AliasedType`, and `Aliased` is a type alias of it.

/// A stored record, created empty and filled by a query. @nomock
protocol StoredRow: AnyObject {
    init()
}

/// A field of a record of type `Owner`. @nomock
protocol RowField {
    associatedtype Owner: StoredRow
    var name: String { get }
}

/// A record under an alias, as a query that joins one table twice names each.
@dynamicMemberLookup
protocol RowAlias: AnyObject {
    associatedtype Aliased: StoredRow
    /// The name the query gives the table.
    static var alias: String { get }
    /// The record whose fields the alias reads.
    var record: Aliased { get }
    /// A field of the record, named through the alias.
    subscript<Field>(dynamicMember keyPath: KeyPath<Aliased, Field>) -> AliasedField<Self, Field>
    where Field.Owner == Aliased { get }
}

extension RowAlias {
    subscript<Field>(dynamicMember keyPath: KeyPath<Aliased, Field>) -> AliasedField<Self, Field>
    where Field.Owner == Aliased {
        AliasedField(field: record[keyPath: keyPath])
    }
}

/// A field of a record, named through the alias `Alias`.
struct AliasedField<Alias: RowAlias, Field: RowField> where Alias.Aliased == Field.Owner {
    var field: Field

    /// `alias.field`, as a query writes it.
    var path: String { "\(Alias.alias).\(field.name)" }
}

/// A customer: a record with one field.
final class Customer: StoredRow {
    let name = CustomerName()
    init() {}
}

/// The name of a ``Customer``.
struct CustomerName: RowField {
    typealias Owner = Customer
    var name: String { "name" }
}

/// The customer who buys, the live alias a spy of ``RowAlias`` forwards to.
final class Buyer: RowAlias {
    static let alias = "buyer"
    let record = Customer()
}
