/// Class-bound protocols that refine protocols values conform to: the refined protocol's setters
/// and `mutating` methods stay `mutating` through the class-bound one, so a spy holds its live
/// instance in a variable to forward them. Issue 27's `Account: AnyObject, Named`, whose spy wrote
/// `live.name = $0` on a constant; found on a corpus of real code, where such mocks compiled
/// before spies existed.

/// Something whose name and tags can change: values conform to it too.
protocol Renamable {
    var name: String { get set }
    subscript(tag index: Int) -> String { get set }
    mutating func rename(to newName: String)
    mutating func retag<Tag: Hashable>(_ tag: Tag) -> Int
}

/// A profile, held by reference, that refines `Renamable`: its own setter does not mutate.
protocol Profile: AnyObject, Renamable {
    var age: Int { get set }
}
