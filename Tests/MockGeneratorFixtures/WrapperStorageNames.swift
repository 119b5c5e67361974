/// Requirements whose wrappers would take the name of another wrapper's storage: `resolvedMock`
/// keeps its storage in `_resolvedMock`, so `_resolved()`'s wrapper is `_resolved2Mock`. Issue
/// 27's `Resolving`, whose mock declared `_resolvedMock` twice; found on a corpus of real code.

/// Something resolved, with a variant named with `_`.
protocol Resolving {
    func resolved() -> Int
    func _resolved() -> Int
}
