import Foundation
import MockGeneratorFixturesBase

/// Inheritance: requirements of a protocol of another module (`Named`) and of the standard
/// library's (`Identifiable`, `Hashable`, `CustomStringConvertible`), and `Sendable`.
public protocol Account: Named, Identifiable, Hashable, CustomStringConvertible, Sendable
where ID == UUID {
    var balance: Decimal { get }
    func deposit(_ amount: Decimal) throws
}
