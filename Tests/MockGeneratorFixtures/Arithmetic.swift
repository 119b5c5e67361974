/// Operators, `Self` requirements, `mutating` members and initializers.
protocol Arithmetic: Equatable {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static prefix func - (operand: Self) -> Self
    static func += (lhs: inout Self, rhs: Self)
    static func ~= (pattern: Self, value: Int) -> Bool
    static var zero: Self { get }
    mutating func negate()
    func clamped(to range: ClosedRange<Int>) -> Self
    init(value: Int)
    init?(exactly text: String)
}
