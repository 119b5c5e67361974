/// Protocols of the standard library the generator knows: literals, conversions and
/// generators.
protocol Tagged: ExpressibleByStringLiteral, LosslessStringConvertible {}

/// A random number generator to stub.
protocol Dice: RandomNumberGenerator {}
