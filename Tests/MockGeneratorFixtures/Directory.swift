/// Subscripts told apart by a variadic parameter alone, and members named as the wrappers of
/// others would be.
protocol Directory {
    subscript(name: String) -> Int { get }
    subscript(names: String...) -> Int { get }
    func lookup(_ name: String) -> Int?
    func lookupMock() -> String
}
