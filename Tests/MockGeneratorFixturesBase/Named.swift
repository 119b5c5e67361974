/// Something with a name that can change: a protocol of another module, which protocols of
/// `MockGeneratorFixtures` inherit.
public protocol Named {
    /// The current name.
    var name: String { get }

    /// Changes the name.
    func rename(to newName: String)
}
