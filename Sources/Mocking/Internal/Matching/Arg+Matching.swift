extension Arg where Value: Equatable {
    /// The value to compare with, `nil` for ``any``: the fast form of an argument that is not
    /// ``matching(_:_:)``, which the element-wise matchers compare without calling a closure.
    @inlinable
    var expectedOrAny: Value?? {
        switch kind {
        case .any: .some(nil)
        case .value: .some(expected)
        case .matching, .described: nil
        }
    }
}
