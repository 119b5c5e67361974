/// The name of a wrapper, as ``MockNaming`` gives it: its stem, which the rule makes unique among
/// the mock's members, and what the wrapper is for.
///
/// ```swift
/// WrapperName(stem: "fetchId", role: .mock).identifier              // fetchIdMock
/// WrapperName(stem: "subscriptInt", role: .subscriptSetter).identifier  // subscriptSetIntMock
/// ```
struct WrapperName: Hashable, Sendable, CustomStringConvertible {
    /// What the wrapper is for, which its name says.
    enum Role: Hashable, Sendable {
        /// The wrapper a member forwards to, or a subscript's or property's getter: `stemMock`.
        case mock
        /// The setter of a property whose getter's wrapper is `stemMock`: `stemSetMock`.
        case propertySetter
        /// The setter of a subscript whose getter's wrapper is `subscript…Mock`:
        /// `subscriptSet…Mock`.
        case subscriptSetter
        /// A `PropertyMock` that is the property itself, named as it is: `stem`.
        case property
    }

    /// The requirement's base name and what tells it apart: `fetchId`, `subscriptInt`, `title2`.
    var stem: String
    var role: Role

    /// The name as the mock declares it: `fetchIdMock`; `` `default` `` for a property so named.
    var identifier: String {
        switch role {
        case .mock: stem + "Mock"
        case .propertySetter: stem + "SetMock"
        case .subscriptSetter: "subscriptSet" + stem.dropFirst("subscript".count) + "Mock"
        case .property: stem
        }
    }

    /// The name without the backticks that quote a keyword: the name of the wrapper's storage
    /// (`_default`) and projection (`$default`) starts with it.
    var bareIdentifier: String { identifier.filter { $0 != "`" } }

    var description: String { identifier }
}
