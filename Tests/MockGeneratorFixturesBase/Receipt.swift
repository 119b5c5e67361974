/// A receipt of this module, whose name the module of the fixtures gives to a type of its own:
/// a mock that imports both must qualify it.
public struct Receipt: Equatable, Sendable {
    /// The receipt's number.
    public var number: Int

    /// Creates the receipt `number`.
    public init(number: Int) {
        self.number = number
    }
}
